import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakdownShowsNotice, MAX_PERIODS, parseTotalDebt } from "../../../src/domain/total-debt";

/** Decimal-comma text with space grouping, written independently of the code under test. */
/** A period label as gateways write one (shown-text.ts isPeriodLabel), with spaces around it. */
const periodLabel = fc
  .tuple(
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1900, max: 2100 }),
    fc.constantFrom("/", ".", "-"),
    fc.constantFrom("", " ", "\t"),
  )
  .map(([month, year, separator, space]) =>
    separator === "-" ? `${space}${year}-${month}${space}` : `${space}${month}${separator}${year}${space}`,
  );

function commaText(cents: number): string {
  const magnitude = Math.abs(cents);
  const int = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, "\u00A0");
  const fraction = String(magnitude % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${int},${fraction}`;
}

describe("parseTotalDebt", () => {
  it("parses the server's breakdown and sums it in cents", () => {
    const json = JSON.stringify([
      { obdobie: "01/2024", dlh: "-1 150,75" },
      { obdobie: " 02/2024 ", dlh: "20,10" },
      { obdobie: "03/2024", dlh: "-0,35" },
    ]);
    expect(parseTotalDebt(json)).toEqual({
      ok: true,
      rows: [
        { period: "01/2024", cents: -115075, raw: "-1 150,75" },
        { period: "02/2024", cents: 2010, raw: "20,10" },
        { period: "03/2024", cents: -35, raw: "-0,35" },
      ],
      totalCents: -115075 + 2010 - 35,
      invalidCount: 0,
    });
  });

  it("is exact where floating point is not (0,10 + 0,20)", () => {
    const result = parseTotalDebt(
      JSON.stringify([
        { obdobie: "01/2025", dlh: "0,10" },
        { obdobie: "02/2025", dlh: "0,20" },
      ]),
    );
    expect(result.ok && result.totalCents).toBe(30);
  });

  // The fifth security review: one period label of 200,000 combining accents froze the tab 95 s.
  // The sixteenth trial: words and an account in a row's label, and "\u202E5202/10" shown as a
  // second "01/2025" row beside the real one.
  it.each([
    ["a pile of combining marks", "a" + "\u0301".repeat(60_000)],
    ["four marks on one letter", "0\u0301\u0301\u0301\u0301/2025"],
    ["a label longer than 40 characters", "01/2025 " + "x".repeat(40)],
    ["words and an account", "01/2025 IBAN SK0809000000000012"],
    ["a bidirectional override", "\u202E5202/10"],
    ["a zero-width space", "01/2025\u200B"],
    ["a phone", "0900 123 456"],
    ["a sentence", "Zaplaťte na účet"],
  ])("calls the breakdown not available for a period label with %s", (_name, obdobie) => {
    expect(
      parseTotalDebt(
        JSON.stringify([
          { obdobie: "01/2025", dlh: "-1,00" },
          { obdobie, dlh: "-1,00" },
        ]),
      ),
    ).toEqual({
      ok: false,
    });
  });

  it("keeps real period labels, with or without accents", () => {
    const parsed = parseTotalDebt(
      JSON.stringify([
        { obdobie: "01/2025", dlh: "1,00" },
        { obdobie: "Január 2025", dlh: "2,00" },
        { obdobie: "2025-03", dlh: "3,00" },
        { obdobie: "4.2025", dlh: "4,00" },
        { obdobie: "2024", dlh: "5,00" },
      ]),
    );
    expect(parsed.ok && parsed.rows.map((row) => row.period)).toEqual([
      "01/2025",
      "Január 2025",
      "2025-03",
      "4.2025",
      "2024",
    ]);
  });

  it("accepts an empty array", () => {
    expect(parseTotalDebt("[]")).toEqual({ ok: true, rows: [], totalCents: 0, invalidCount: 0 });
  });

  it("keeps rows with unreadable amounts, counts them, and leaves them out of the total", () => {
    const json = JSON.stringify([
      { obdobie: "01/2024", dlh: "abc" },
      { obdobie: "02/2024", dlh: "10,00" },
      { obdobie: "03/2024" },
      { obdobie: "04/2024", dlh: null },
      { obdobie: "05/2024", dlh: { amount: 5 } },
      { obdobie: "06/2024", dlh: 12.5 },
    ]);
    expect(parseTotalDebt(json)).toEqual({
      ok: true,
      rows: [
        { period: "01/2024", cents: null, raw: "abc" },
        { period: "02/2024", cents: 1000, raw: "10,00" },
        { period: "03/2024", cents: null, raw: "" },
        { period: "04/2024", cents: null, raw: "" },
        { period: "05/2024", cents: null, raw: "" },
        { period: "06/2024", cents: 1250, raw: "12.5" },
      ],
      totalCents: 2250,
      invalidCount: 4,
    });
  });

  it("skips entries that are not objects and counts them", () => {
    const json = JSON.stringify([null, 5, "x", [1, 2], true, { obdobie: "01/2024", dlh: "1,00" }]);
    expect(parseTotalDebt(json)).toEqual({
      ok: true,
      rows: [{ period: "01/2024", cents: 100, raw: "1,00" }],
      totalCents: 100,
      invalidCount: 5,
    });
  });

  it.each([
    [2024, "2024"],
    ["  03/2024\t", "03/2024"],
    [null, ""],
    [true, ""],
    [{ x: 1 }, ""],
    [["01"], ""],
  ])("turns the period %j into %j", (obdobie, period) => {
    const result = parseTotalDebt(JSON.stringify([{ obdobie, dlh: "1,00" }]));
    expect(result.ok && result.rows[0]?.period).toBe(period);
  });

  it("reads only own fields, so __proto__ neither supplies values nor pollutes", () => {
    const json =
      '[{"__proto__": {"dlh": "5,00", "obdobie": "evil", "polluted": true}}, {"obdobie": "03/2025", "dlh": "1,00", "__proto__": null}]';
    const result = parseTotalDebt(json);
    expect(result).toEqual({
      ok: true,
      rows: [
        { period: "", cents: null, raw: "" },
        { period: "03/2025", cents: 100, raw: "1,00" },
      ],
      totalCents: 100,
      invalidCount: 1,
    });
    expect((Object.prototype as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(({} as Record<string, unknown>)["dlh"]).toBeUndefined();
  });

  it("ignores inherited fields even on a page whose Object.prototype is polluted", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto["dlh"] = "999,00";
    proto["obdobie"] = "polluted";
    try {
      expect(parseTotalDebt('[{}, {"obdobie": "03/2025", "dlh": "1,00"}]')).toEqual({
        ok: true,
        rows: [
          { period: "", cents: null, raw: "" },
          { period: "03/2025", cents: 100, raw: "1,00" },
        ],
        totalCents: 100,
        invalidCount: 1,
      });
    } finally {
      delete proto["dlh"];
      delete proto["obdobie"];
    }
  });

  it.each([
    ["not a string: an array", [{ obdobie: "a", dlh: "1,00" }]],
    ["not a string: null", null],
    ["not a string: number", 5],
    ["malformed JSON", "[{"],
    ["empty string", ""],
    ["JSON object", '{"obdobie":"a","dlh":"1,00"}'],
    ["JSON null", "null"],
    ["JSON string", '"[]"'],
    ["JSON number", "42"],
  ])("rejects %s", (_label, input) => {
    expect(parseTotalDebt(input)).toEqual({ ok: false });
  });

  it("rejects a total that cannot be represented exactly", () => {
    const max = "90 071 992 547 409,91";
    expect(parseTotalDebt(JSON.stringify([{ obdobie: "01/2025", dlh: max }]))).toMatchObject({ ok: true });
    expect(
      parseTotalDebt(
        JSON.stringify([
          { obdobie: "01/2025", dlh: max },
          { obdobie: "02/2025", dlh: "0,01" },
        ]),
      ),
    ).toEqual({
      ok: false,
    });
  });

  it("sums the longest history allowed exactly", () => {
    const entries = Array.from({ length: MAX_PERIODS }, (_, i) => ({
      obdobie: `${String((i % 12) + 1).padStart(2, "0")}/${1900 + Math.floor(i / 12)}`,
      dlh: commaText(i * 7 - 50000),
    }));
    const result = parseTotalDebt(JSON.stringify(entries));
    const exact = entries.reduce((sum, _, i) => sum + (i * 7 - 50000), 0);
    expect(result.ok && result.rows.length).toBe(MAX_PERIODS);
    expect(result.ok && result.totalCents).toBe(exact);
  });

  it("keeps order and sums exactly for any breakdown", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(periodLabel, fc.integer({ min: -1e12, max: 1e12 })), { maxLength: 60 }),
        (pairs) => {
          const json = JSON.stringify(pairs.map(([obdobie, cents]) => ({ obdobie, dlh: commaText(cents) })));
          const result = parseTotalDebt(json);
          if (!result.ok) throw new Error("rejected a valid breakdown");
          expect(result.rows.map((row) => row.period)).toEqual(pairs.map(([p]) => p.trim()));
          expect(result.rows.map((row) => row.cents)).toEqual(pairs.map(([, c]) => c));
          expect(BigInt(result.totalCents)).toBe(pairs.reduce((sum, [, c]) => sum + BigInt(c), 0n));
          expect(result.invalidCount).toBe(0);
        },
      ),
    );
  });

  it(`takes up to ${MAX_PERIODS} periods and refuses a longer history whole (the page says it is not available)`, () => {
    const periods = (count: number) =>
      JSON.stringify(Array.from({ length: count }, () => ({ obdobie: "01/2025", dlh: "-1,00" })));
    const longest = parseTotalDebt(periods(MAX_PERIODS));
    expect(longest.ok && longest.rows.length).toBe(MAX_PERIODS);
    expect(parseTotalDebt(periods(MAX_PERIODS + 1))).toStrictEqual({ ok: false });
    expect(parseTotalDebt(periods(150_000))).toStrictEqual({ ok: false });
  });

  it("never throws and keeps its invariants on arbitrary input", () => {
    const arbitraryJson = fc.oneof(
      fc.json(),
      fc.string(),
      fc.anything().map((v) => JSON.stringify(v) ?? ""),
    );
    fc.assert(
      fc.property(fc.oneof(arbitraryJson, fc.anything()), (input) => {
        const result = parseTotalDebt(input);
        if (!result.ok) return;
        const valid = result.rows.filter((row) => row.cents !== null);
        expect(result.totalCents).toBe(valid.reduce((sum, row) => sum + (row.cents ?? 0), 0));
        expect(Number.isSafeInteger(result.totalCents)).toBe(true);
        expect(result.invalidCount).toBeGreaterThanOrEqual(result.rows.length - valid.length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("breakdownShowsNotice: the notice's amount is its period's debt in the breakdown", () => {
  const rows = (...entries: [string, string][]) => {
    const parsed = parseTotalDebt(JSON.stringify(entries.map(([obdobie, dlh]) => ({ obdobie, dlh }))));
    if (!parsed.ok) throw new Error("fixture");
    return parsed.rows;
  };
  it.each([
    ["the period's one row, its debt", rows(["01/2025", "-1 150,75"], ["02/2025", "30,00"]), 115075, true],
    ["the period's rows added up", rows(["01/2025", "-1,00"], ["01/2025", "0,70"]), 30, true],
    ["nothing to pay and no row for the period", rows(["02/2025", "-5,00"]), 0, true],
    ["nothing to pay and an overpayment for the period", rows(["01/2025", "5,00"]), 0, true],
    ["an unreadable row for the period: its own note says so", rows(["01/2025", "abc"]), 30, true],
    ["no row for the period", rows(["2025-01", "-0,30"]), 30, false],
    ["an empty breakdown", rows(), 30, false],
    ["the debt written as an overpayment", rows(["01/2025", "0,30"]), 30, false],
    ["another debt", rows(["01/2025", "-0,20"]), 30, false],
    ["nothing to pay while the period owes", rows(["01/2025", "-0,20"]), 0, false],
  ])("%s", (_name, breakdown, amountCents, shows) => {
    expect(breakdownShowsNotice(breakdown, " 01/2025 ", amountCents)).toBe(shows);
  });
});
