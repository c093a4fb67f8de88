/**
 * The checker runs without a build, so it carries its own port of how the widget reads the
 * gateway's answers. These tests hold the port to the widget's code, so the two cannot drift.
 */
import fc from "fast-check";
import { parseDetailsResponse } from "../../../src/gateway/validate";
import { parseAmountToPay, parseMoney } from "../../../src/domain/money";
import { endpointProblem, safeExternalUrl } from "../../../src/domain/safe-url";
import { isValidIban } from "../../../src/domain/iban";
import { isPaymentSymbol } from "../../../src/domain/pay-by-square";
import { breakdownContradicts } from "../../../src/domain/notice-amount";
import { MAX_PERIODS, parseTotalDebt } from "../../../src/domain/total-debt";
import { validEntities } from "../gateway/wire-fixture";
import { judgeDetails } from "../../../tools/check-gateway/details.mjs";
import { DEMO_CONFIG } from "../../../demo/demo-config.mjs";
import { HTTPError } from "ky";
import { READ_RETRY_LIMIT, defaultRetryBackoffMs, isRetryableFailure } from "../../../src/gateway/read-retries";
import { READ_RETRY_DELAYS_MS, retriedStatus } from "../../../tools/check-gateway/read-retries.mjs";
import { icpToShow as widgetIcp, isPeriodLabel as widgetPeriodLabel } from "../../../src/domain/shown-text";
import {
  amountToPayCents,
  apiBaseProblem,
  icpToShow,
  isPeriodLabel,
  isFollowedUrl,
  MAX_PERIODS as CHECKER_MAX_PERIODS,
  moneyCents,
  nameToShow,
  readBreakdown,
  readsAsMoney,
} from "../../../tools/check-gateway/readers.mjs";

const moneyLike = fc
  .tuple(
    fc.constantFrom("", "-", "+", "\u2212", "- ", " "),
    fc.stringMatching(/^\d{1,4}$/),
    fc.array(fc.tuple(fc.constantFrom(" ", "\u00a0", "\u202f", ".", ",", "  "), fc.stringMatching(/^\d{1,4}$/)), {
      maxLength: 3,
    }),
    fc.option(fc.tuple(fc.constantFrom(",", "."), fc.stringMatching(/^\d{0,3}$/)), { nil: undefined }),
    fc.constantFrom("", " €", "EUR", "€", " eur", "$"),
  )
  .map(([sign, head, groups, fraction, suffix]) => {
    return `${sign}${head}${groups.map((group) => group.join("")).join("")}${fraction?.join("") ?? ""}${suffix}`;
  });

const centsOf = (parse: { ok: true; cents: number } | { ok: false }) => (parse.ok ? parse.cents : null);

describe("the checker reads money as the widget does", () => {
  it("for money-like text: the same cents, as an amount and as an amount to pay", () => {
    fc.assert(
      fc.property(moneyLike, (text) => {
        expect(readsAsMoney(text), text).toBe(parseMoney(text).ok);
        expect(moneyCents(text), text).toBe(centsOf(parseMoney(text)));
        expect(amountToPayCents(text), text).toBe(centsOf(parseAmountToPay(text)));
      }),
      { numRuns: 3000 },
    );
  }, 30_000);

  it("for JSON numbers: the same cents, rounded the same way", () => {
    const jsonNumber = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.constantFrom(1.005, -1.005, 0.005, 1.5e-7, -0, 9.1e13, 1e21, 90071992547409.91),
    );
    fc.assert(
      fc.property(jsonNumber, (value) => {
        expect(moneyCents(value), String(value)).toBe(centsOf(parseMoney(value)));
        expect(amountToPayCents(value), String(value)).toBe(centsOf(parseAmountToPay(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it("for any text and any JSON number", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(readsAsMoney(text)).toBe(parseMoney(text).ok);
      }),
    );
    const jsonNumber = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(jsonNumber, (value) => {
        expect(readsAsMoney(value)).toBe(parseMoney(value).ok);
      }),
    );
  }, 30_000);
});

describe("the checker follows the URLs the widget follows", () => {
  const urls = [
    "https://pay.example/x?vs=1",
    " https://pay.example/ ",
    "http://localhost:4173/demo-pay",
    "http://127.0.0.1/x",
    "http://[::1]:8080/",
    "http://pay.example/",
    "javascript:alert(1)",
    "data:text/html,x",
    "//pay.example/",
    "/pay",
    "https://user:pw@pay.example/",
    "https:pay.example",
    "https://pay.example/\u202e",
    "https://pay\texample/",
    "ftp://pay.example/",
    "",
  ];
  it.each(urls)("%j", (url) => {
    // The widget on a page served from this machine: where it follows the most.
    expect(isFollowedUrl(url)).toBe(safeExternalUrl(url, "http://localhost:4173/") !== null);
  });

  it("for arbitrary web URLs", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        // The widget on a page served from this machine: where it follows the most.
        expect(isFollowedUrl(url)).toBe(safeExternalUrl(url, "http://localhost:4173/") !== null);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe("the checker refuses the api-bases the widget refuses, with the widget's own words", () => {
  const apiBases = [
    "https://gw.example/api/2/union-debt",
    "HTTPS://GW.EXAMPLE/api/2/union-debt/",
    "https://gw.example:8443/api",
    "http://localhost:4173/api/2/union-debt",
    "http://127.0.0.1:47115/api/2/union-debt",
    "http://127.255.0.9/api",
    "http://[::1]:8080/api",
    "http://0x7f.1/api",
    "http://2130706433/api",
    "http://192.0.2.2:47115/api/2/union-debt",
    "http://gw.example/api/2/union-debt",
    "http://localhost.gw.example/api",
    "http://127.0.0.1.nip.io/api",
    "http://[::ffff:127.0.0.1]/api",
    "javascript:alert(1)",
    "data:application/json,{}",
    "ftp://gw.example/api",
    "ws://localhost/api",
    "https://user:pw@gw.example/api",
    "https://user@gw.example/api",
    "http://user@localhost/api",
    "/api/2/union-debt",
    "api/2/union-debt",
    "../api",
    "//gw.example/api",
    "https:gw.example/api",
    "https://gw.example/api\u202e",
    "https://gw.example/a pi",
    " https://gw.example/api",
    "https://gw.example/api\u0085",
    "https://gw\u200b.example/api",
    "https://gw example/api",
    "http://",
    "",
  ];
  // No page (server rendering), a production page, a page on this machine, a plain-http page.
  const pages = [undefined, "https://portal.example/dlh/x", "http://localhost:5173/", "http://portal.example/"];

  it.each(apiBases)("%j", (apiBase) => {
    for (const page of pages)
      expect(apiBaseProblem(apiBase, page), `on ${page ?? "no page"}`).toBe(endpointProblem("apiBase", apiBase, page));
  });

  it("the integrator's plain-http gateway elsewhere is refused", () => {
    expect(apiBaseProblem("http://192.0.2.2:47115/api/2/union-debt")).toBe(
      'debt-notice: "apiBase" must be a path on this site or an https: URL, got "http://192.0.2.2:47115/api/2/union-debt".',
    );
  });

  it("for arbitrary web URLs and any text", () => {
    const page = fc.constantFrom(...pages);
    fc.assert(
      fc.property(
        fc.webUrl({
          authoritySettings: { withUserInfo: true, withIPv4: true, withIPv6: true, withPort: true },
          withQueryParameters: true,
          withFragments: true,
        }),
        page,
        (url, at) => {
          expect(apiBaseProblem(url, at)).toBe(endpointProblem("apiBase", url, at));
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), page, (text, at) => {
        expect(apiBaseProblem(text, at)).toBe(endpointProblem("apiBase", text, at));
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe("the checker says 'would break' wherever the widget refuses the details", () => {
  const values = [
    ...[undefined, null, "", "true", "x", 0, 7, 12.5, true, false, [], {}, ["a"], { a: 1 }],
    // Text the page would not lay out: long, or marks piled on one letter.
    ...["x".repeat(41), "x".repeat(201), "a\u0301\u0301\u0301\u0301", "a\u0301\u0301\u0301"],
  ];
  const fields = Object.keys(validEntities);

  it.each(fields)("for every form of %s", (field) => {
    for (const value of values) {
      const entities: Record<string, unknown> = { ...validEntities, [field]: value };
      if (value === undefined) delete entities[field];
      let refused = false;
      try {
        parseDetailsResponse({ entities });
      } catch {
        refused = true;
      }
      const levels = judgeDetails({ entities }).map((finding) => finding.level);
      if (refused) expect(levels, `${field}: ${JSON.stringify(value)}`).toContain("would break");
    }
  });

  it.each([null, [], "x", { entities: null }, { entities: [] }, validEntities])("for the whole body %j", (body) => {
    expect(() => parseDetailsResponse(body)).toThrow();
    expect(judgeDetails(body).map((finding) => finding.level)).toContain("would break");
  });

  it("and finds nothing to say about a complete, documented answer", () => {
    const { payBySquare: _ignored, ...documented } = validEntities;
    const entities = { ...documented, actualDebt: 1150.75, payee: DEMO_CONFIG.payee };
    expect(judgeDetails({ entities })).toStrictEqual([
      { level: "accepted", what: "every field of the details is in a documented form" },
      // What the page shows of them depends on the host's config too (trial 15, C6).
      {
        level: "accepted",
        what: `payee: the page shows its bank details where its config.payee names "${DEMO_CONFIG.payee.iban}" too`,
        condition: true,
      },
      {
        level: "accepted",
        what: `paymeUrl: Pay opens it where the page's paymentOrigins lists "${new URL(validEntities.paymeUrl).origin}" (or sets no list)`,
        condition: true,
      },
    ]);
  });

  // The eleventh integrator trial: "accepted" for an answer without payee, whose account then
  // came from a partner page's config, which injected markup supplied.
  it("names an answer without payee: the account is then the page's config alone", () => {
    const { payBySquare: _ignored, payee: _none, ...documented } = { ...validEntities, payee: undefined };
    const findings = judgeDetails({ entities: { ...documented, actualDebt: 1150.75 } });
    expect(findings.map((finding) => finding.level)).toEqual(["tolerated", "accepted"]);
    expect(findings[0]?.what).toMatch(/^no payee with the details: .*markup injected into a partner's page/);
  });
});

// The fourteenth integrator trial: "would break" for an answer whose breakdown the page cannot lay
// out (so it shows the amount), and silence for a period sent as a number (the page withholds it).
describe("the checker says the notice and the breakdown disagree exactly when the widget withholds the amount for it", () => {
  const disagrees = (entities: Record<string, unknown>) =>
    judgeDetails({ entities }).some((finding) => finding.what.includes("the notice and the total-debt page disagree"));
  const withholds = (entities: Record<string, unknown>) => breakdownContradicts(parseDetailsResponse({ entities }));
  const row = fc.constantFrom<unknown>(
    { obdobie: "01/2025", dlh: "-1 150,75" },
    { obdobie: " 01/2025 ", dlh: "-10,00" },
    { obdobie: "01/2025", dlh: "5,00" },
    { obdobie: "01/2025", dlh: "abc" },
    { obdobie: 2025, dlh: "-10,00" },
    { obdobie: 202501, dlh: "-1 150,75" },
    { obdobie: "02/2025", dlh: "-3,00" },
    { obdobie: "x".repeat(41), dlh: "-5,00" },
    { obdobie: "e\u0301\u0301\u0301\u0301", dlh: "-5,00" },
    { obdobie: "03/2025", dlh: "-50 000 000 000 000,00" },
    "junk",
    null,
  );
  const entities = fc.record({
    period: fc.constantFrom<unknown>("01/2025", " 01/2025", "2025", 2025, 202501, ""),
    actualDebt: fc.constantFrom<unknown>(0, 10, 1150.75, "1 150,75"),
    totalDebt: fc.oneof(
      fc.array(row, { maxLength: 5 }).map((rows) => JSON.stringify(rows)),
      fc.constant("{not json"),
    ),
  });

  it("for generated answers", () => {
    fc.assert(
      fc.property(entities, (fields) => {
        const answer = { ...validEntities, ...fields };
        expect(disagrees(answer), JSON.stringify(fields)).toBe(withholds(answer));
      }),
      { numRuns: 1500 },
    );
  });

  it("names a bidirectional override in the name, which the page removes", () => {
    const entities = { ...validEntities, name: "J\u00e1n \u202eNov\u00e1k" };
    expect(parseDetailsResponse({ entities }).name).toBe("J\u00e1n Nov\u00e1k");
    expect(judgeDetails({ entities })).toContainEqual(
      expect.objectContaining({ level: "tolerated", what: expect.stringContaining("bidirectional overrides") }),
    );
  });

  // The fifteenth trial: "accepted" for a name that carried another account and a phone.
  it("reads a name as the page shows it, and names any name it does not show as sent", () => {
    const nameLike = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."Ján Nováková-Ľ.,'’()0:@\r\n\t\u0000\u202e\u2028Олена") }),
      fc.string(),
    );
    fc.assert(
      fc.property(nameLike, (name) => {
        const entities = { ...validEntities, name };
        let shown: string;
        try {
          shown = parseDetailsResponse({ entities }).name;
        } catch {
          return; // refused whole: the other test holds the checker's "would break"
        }
        expect(nameToShow(name), JSON.stringify(name)).toBe(shown);
        const levels = judgeDetails({ entities }).map((finding) => finding.level);
        if (shown !== name.trim()) expect(levels, JSON.stringify(name)).toContain("tolerated");
      }),
      { numRuns: 1500 },
    );
  });

  it("for a breakdown longer than the page lays out, with no row for the period", () => {
    expect(CHECKER_MAX_PERIODS).toBe(MAX_PERIODS);
    const rows = Array.from({ length: 1_201 }, (_, index) => ({ obdobie: `p${index}`, dlh: "0,00" }));
    const answer = { ...validEntities, period: "01/2025", actualDebt: 1150.75, totalDebt: JSON.stringify(rows) };
    expect(withholds(answer)).toBe(false);
    expect(disagrees(answer)).toBe(false);
    expect(judgeDetails({ entities: answer }).map((finding) => finding.what)).toContainEqual(
      expect.stringContaining("holds 1201 periods, more than the 1200 the page lays out"),
    );
  });
});

describe("the checker judges the payee and the payment symbols as the widget reads them", () => {
  /** The details as the widget reads them, or null when it refuses them whole ("Server error"). */
  function widgetReads(entities: Record<string, unknown>) {
    try {
      return parseDetailsResponse({ entities });
    } catch {
      return null;
    }
  }
  const breaksFor = (entities: Record<string, unknown>, field: string) =>
    judgeDetails({ entities }).some((finding) => finding.level === "would break" && finding.what.startsWith(field));

  const ibanLike = fc
    .tuple(
      fc.stringMatching(/^[A-Za-z]{2}$/),
      fc.stringMatching(/^\d{2}$/),
      fc.stringMatching(/^[A-Za-z0-9]{9,32}$/),
      fc.constantFrom("", " ", "\u00a0", "\t", "-"),
    )
    .map(([country, check, rest, gap]) => `${country}${check}${rest.replace(/(.{4})/g, `$1${gap}`)}`);
  const realIbans = fc
    .tuple(
      fc.constantFrom("SK31 1200 0000 1987 4263 7541", "CZ65 0800 0000 1920 0014 5399", "DE89 3704 0044 0532 0130 00"),
      fc.constantFrom(
        (iban: string) => iban,
        (iban: string) => iban.toLowerCase(),
        (iban: string) => ` ${iban} `,
      ),
    )
    .map(([iban, form]) => form(iban));

  it("an IBAN: would break exactly where the widget offers no bank details for it", () => {
    fc.assert(
      fc.property(fc.oneof(ibanLike, realIbans, fc.string({ maxLength: 50 })), (iban) => {
        const entities = { ...validEntities, payee: { iban, beneficiaryName: "Vzorová zdravotná poisťovňa, a.s." } };
        const read = widgetReads(entities);
        const usable =
          read !== null && read.payee !== "unusable" && read.payee !== undefined && isValidIban(read.payee.iban);
        expect(breaksFor(entities, "payee"), JSON.stringify(iban)).toBe(!usable);
      }),
      { numRuns: 3000 },
    );
  });

  it("a payee of any shape: would break exactly where the widget finds it unusable", () => {
    const field = fc.oneof(
      fc.string({ maxLength: 80, unit: "grapheme-composite" }),
      // Text the page could not lay out quickly: marks stacked on one letter.
      fc.nat({ max: 6 }).map((marks) => `Poisťovňa${"\u0301".repeat(marks)}`),
      fc.constant(undefined),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.record({ iban: fc.oneof(field, realIbans), beneficiaryName: field }), (payee) => {
        const entities = { ...validEntities, payee };
        const read = widgetReads(entities);
        const usable =
          read !== null && read.payee !== "unusable" && read.payee !== undefined && isValidIban(read.payee.iban);
        expect(breaksFor(entities, "payee"), JSON.stringify(payee)).toBe(!usable);
      }),
      { numRuns: 2000 },
    );
  });

  const symbolLike = fc.oneof(
    fc.stringMatching(/^\s?\d{0,12}\s?$/),
    fc.string({ maxLength: 12 }),
    fc.integer({ min: 0, max: 1e12 }),
    fc.double({ noNaN: true, min: -1e22, max: 1e22 }),
  );

  it.each(["variableSymbol", "specificSymbol"])(
    "%s: would break exactly where the widget offers no bank details for it",
    (field) => {
      fc.assert(
        fc.property(symbolLike, (symbol) => {
          const entities = { ...validEntities, [field]: symbol };
          const read = widgetReads(entities);
          if (read === null) return; // refused whole: the test above holds "would break" for that
          const value = read[field as "variableSymbol" | "specificSymbol"];
          const usable = isPaymentSymbol(value) && (field !== "variableSymbol" || value.trim() !== "");
          expect(breaksFor(entities, field), JSON.stringify(symbol)).toBe(!usable);
        }),
        { numRuns: 3000 },
      );
    },
  );
});

describe("the checker retries a read as the widget does", () => {
  it("as often and after the same delays", () => {
    expect(READ_RETRY_DELAYS_MS).toHaveLength(READ_RETRY_LIMIT);
    expect(READ_RETRY_DELAYS_MS).toStrictEqual(
      READ_RETRY_DELAYS_MS.map((_, index) => defaultRetryBackoffMs(index + 1)),
    );
  });

  it("after the same statuses", () => {
    for (let status = 400; status < 600; status += 1)
      expect(retriedStatus(status), String(status)).toBe(
        isRetryableFailure(
          new HTTPError(new Response(null, { status }), new Request("https://x.example"), {} as never),
        ),
      );
  });
});

// The sixteenth trial: "01/2025 IBAN SK08…" as the period (in the greeting, on Pay, in the QR
// code's note), "Volajte 0900 123 456" as the IČP, and "\u202E5202/10" as a breakdown's second
// "01/2025": shown by the page, accepted by the checker.
describe("the checker reads period, IČP and the breakdown's labels as the page does", () => {
  const textLike = fc.oneof(
    fc.string({ unit: fc.constantFrom(..."0123456789/.- IBANSKjanuár\u202e\u200b\t") }),
    fc.string(),
    fc
      .tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 999, max: 10000 }), fc.constantFrom("/", ".", "-", ""))
      .map(([month, year, separator]) => `${month}${separator}${year}`),
  );

  it("the port's rules are the widget's", () => {
    fc.assert(
      fc.property(textLike, (text) => {
        expect(isPeriodLabel(text), JSON.stringify(text)).toBe(widgetPeriodLabel(text));
        expect(icpToShow(text), JSON.stringify(text)).toBe(widgetIcp(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("a period the page refuses the answer for is one the checker says would break", () => {
    fc.assert(
      fc.property(textLike, (period) => {
        const entities = { ...validEntities, period, totalDebt: "[]", actualDebt: 0 };
        let refused = false;
        try {
          parseDetailsResponse({ entities });
        } catch {
          refused = true;
        }
        const periodBreaks = judgeDetails({ entities }).some(
          (finding) => finding.level === "would break" && finding.what.startsWith("period "),
        );
        expect(periodBreaks, JSON.stringify(period)).toBe(refused);
      }),
      { numRuns: 1500 },
    );
  });

  it("an IČP the page does not show is one the checker names", () => {
    fc.assert(
      fc.property(textLike, (icp) => {
        const entities = { ...validEntities, icp };
        let shown: string;
        try {
          shown = parseDetailsResponse({ entities }).icp;
        } catch {
          return; // refused whole (too long, marks piled up): the limit's own test
        }
        const named = judgeDetails({ entities }).some((finding) => finding.what.startsWith("icp "));
        expect(named, JSON.stringify(icp)).toBe(shown === "" && icp.trim() !== "");
      }),
      { numRuns: 1500 },
    );
  });

  it.each([
    ["words and an account", "01/2025 IBAN SK0809000000000012"],
    ["a bidirectional override", "\u202e5202/10"],
  ])("a breakdown's label with %s: no breakdown for both", (_, obdobie) => {
    const totalDebt = JSON.stringify([
      { obdobie: "01/2025", dlh: "-2,00" },
      { obdobie, dlh: "-1 150,75" },
    ]);
    expect(parseTotalDebt(totalDebt)).toEqual({ ok: false });
    expect(readBreakdown(totalDebt)).toEqual({ unavailable: expect.stringContaining("is not a period") });
  });
});
