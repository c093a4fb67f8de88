import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../src/domain/languages";
import { decimalMarkOf, formatEuro, MAX_NUMBER_CENTS, parseAmountToPay, parseMoney } from "../../../src/domain/money";

const MAX = Number.MAX_SAFE_INTEGER;
const safeCents = fc.integer({ min: -MAX, max: MAX });

/**
 * An independent spelling of a cents amount as the gateway might write it: a sign, grouping
 * with any of the accepted separators, a decimal comma, one or two fraction digits, an
 * optional currency suffix. Built with BigInt string arithmetic, not with the code under test.
 */
interface Spelling {
  sign: "" | "-" | "\u2212" | "+";
  group: "" | " " | "\u00A0" | "\u202F" | "\u2009" | ".";
  shortFraction: boolean;
  suffix: "" | " €" | "€" | "\u00A0€" | " EUR" | "EUR";
}

const spellingArb: fc.Arbitrary<Spelling> = fc.record({
  sign: fc.constantFrom<Spelling["sign"]>("", "-", "\u2212", "+"),
  group: fc.constantFrom<Spelling["group"]>("", " ", "\u00A0", "\u202F", "\u2009", "."),
  shortFraction: fc.boolean(),
  suffix: fc.constantFrom<Spelling["suffix"]>("", " €", "€", "\u00A0€", " EUR", "EUR"),
});

function spell(magnitude: bigint, s: Spelling): string {
  const int = (magnitude / 100n).toString();
  let fraction = (magnitude % 100n).toString().padStart(2, "0");
  if (s.shortFraction && fraction.endsWith("0")) fraction = fraction.slice(0, 1);
  const groups: string[] = [];
  for (let end = int.length; end > 0; end -= 3) groups.unshift(int.slice(Math.max(0, end - 3), end));
  return `${s.sign}${groups.join(s.group)},${fraction}${s.suffix}`;
}

function groupEnglish(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

describe("parseMoney: text", () => {
  it.each([
    ["1 150,75", 115075],
    ["-1 234,56", -123456],
    ["0,00", 0],
    ["-0,50", -50],
    ["12", 1200],
    ["1.234.567,89", 123456789],
    ["12,5", 1250],
    ["+7,01", 701],
    ["\u221212,34", -1234],
    ["- 12,34", -1234],
    ["1\u00A0150,75", 115075],
    ["1\u202F150,75", 115075],
    ["1\u2009150,75", 115075],
    ["1 234 567,8", 123456780],
    ["  1 150,75  ", 115075],
    ["1 150,75 €", 115075],
    ["1 150,75€", 115075],
    ["1 150,75 EUR", 115075],
    ["-1 150,75\u00A0€", -115075],
    ["007", 700],
    ["0", 0],
    ["-0", 0],
    ["-0,00", 0],
    ["90 071 992 547 409,91", MAX],
    ["-90071992547409,91", -MAX],
  ])("%j -> %d cents", (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it.each([
    "",
    "   ",
    "abc",
    "1,2,3",
    "--5",
    "+-5",
    "1,234",
    "1.234",
    "1.234.567",
    "1,234,567",
    "12,345",
    "12.345",
    "12 50",
    "1  234,00",
    "1 234.567,00",
    "1.234 567,00",
    ",50",
    "12,",
    "12.",
    "€",
    "EUR",
    "€ 12",
    "12 € 3",
    "1e3",
    "0x10",
    "١٢",
    "12-",
    "1,5.3",
    // A decimal dot is not in the contract: in Slovak text a dot groups thousands.
    "12.50",
    "12.5",
    "1150.75",
    "1,150.75",
    "1,234,567.89",
    "1 150.75",
    "0.00 €",
    "12,50 eur",
    "90 071 992 547 409,92",
    "99999999999999999999999,00",
    "1".repeat(200),
  ])("rejects %j and returns it as raw", (text) => {
    expect(parseMoney(text)).toEqual({ ok: false, raw: text });
  });

  it("accepts every independent spelling of an amount", () => {
    fc.assert(
      fc.property(safeCents, spellingArb, (cents, spelling) => {
        const minus = spelling.sign === "\u2212" ? "\u2212" : "-";
        const plus = spelling.sign === "+" ? "+" : "";
        // A minus on zero ("-0,00") is still zero.
        const sign = cents < 0 || (cents === 0 && spelling.sign === "-") ? minus : plus;
        const text = spell(BigInt(Math.abs(cents)), { ...spelling, sign });
        const result = parseMoney(text);
        expect(result).toEqual({ ok: true, cents });
        expect(Object.is(result.ok && result.cents, -0)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("rejects three or more fraction digits, whatever the spelling", () => {
    fc.assert(
      fc.property(fc.nat(999_999), fc.stringMatching(/^\d{3,5}$/), fc.constantFrom(",", "."), (int, frac, mark) => {
        expect(parseMoney(`${int}${mark}${frac}`).ok).toBe(false);
      }),
    );
  });
});

describe("parseMoney: numbers", () => {
  it.each([
    [1150.75, 115075],
    [-1234.56, -123456],
    [0.1 + 0.2, 30],
    [0, 0],
    [-0, 0],
    [12, 1200],
    // The noise of arithmetic in doubles, past the 15th significant digit: rounded away.
    [1150.7500000000002, 115075],
    [1150.7499999999998, 115075],
    [-1150.7500000000002, -115075],
    [0.30000000000000004, 30],
    [123456789012.35002, 12345678901235],
    // The largest a JSON number carries as written (openapi.yaml's maximum).
    [9999999999999.99, MAX_NUMBER_CENTS],
    [-9999999999999.99, -MAX_NUMBER_CENTS],
  ])("%d -> %d cents", (value, cents) => {
    const result = parseMoney(value);
    expect(result).toEqual({ ok: true, cents });
    expect(Object.is(result.ok && result.cents, -0)).toBe(false);
  });

  it.each([
    [NaN, "NaN"],
    [Infinity, "Infinity"],
    [-Infinity, "-Infinity"],
    [1e21, "1e+21"],
    [9.1e13, "91000000000000"],
    // Past 15 digits a double no longer carries every cent: the nearest double to
    // 90071992547409.91 prints (and so would read) as …409.9, a cent the gateway did not write.
    [90071992547409.91, "90071992547409.9"],
    [10000000000000, "10000000000000"],
    // A decimal the gateway wrote past the cents is not rounded to something it did not say.
    [1.005, "1.005"],
    [-1.005, "-1.005"],
    [12.345, "12.345"],
    [0.004, "0.004"],
    [0.005, "0.005"],
    [1.5e-7, "1.5e-7"],
    [100.001, "100.001"],
  ])("rejects %d", (value, raw) => {
    expect(parseMoney(value)).toEqual({ ok: false, raw });
  });

  it("reads cents / 100 back exactly, up to the largest amount a JSON number carries as written", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_NUMBER_CENTS, max: MAX_NUMBER_CENTS }), (cents) => {
        expect(parseMoney(cents / 100)).toEqual({ ok: true, cents });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("parseMoney: anything else", () => {
  it.each([
    [null, ""],
    [undefined, ""],
    [{}, ""],
    [[], ""],
    [["12"], ""],
    [true, "true"],
    [12n, "12"],
    [Symbol("x"), ""],
    [Object.create(null) as object, ""],
    [
      {
        toString: () => {
          throw new Error("boom");
        },
      },
      "",
    ],
  ])("rejects value #%#", (value, raw) => {
    expect(parseMoney(value)).toEqual({ ok: false, raw });
  });

  it("never throws and only returns safe integer cents", () => {
    const money = fc.stringMatching(/^[-+\u2212 \u00A0\u202F0-9.,€EURx]{0,20}$/);
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), money, fc.double()), (value) => {
        const result = parseMoney(value);
        if (result.ok) expect(Number.isSafeInteger(result.cents)).toBe(true);
        else expect(typeof result.raw).toBe("string");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("sums of parsed amounts", () => {
  it("sum of parsed strings equals the parsed sum", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1e11, max: 1e11 }), spellingArb), { maxLength: 100 }),
        spellingArb,
        (entries, totalSpelling) => {
          const texts = entries.map(([cents, s]) =>
            spell(BigInt(Math.abs(cents)), { ...s, sign: cents < 0 ? "-" : "" }),
          );
          const parsed = texts.map((text) => {
            const result = parseMoney(text);
            if (!result.ok) throw new Error(`rejected ${text}`);
            return result.cents;
          });
          const exact = entries.reduce((sum, [cents]) => sum + BigInt(cents), 0n);
          const magnitude = exact < 0n ? -exact : exact;
          const totalText = spell(magnitude, { ...totalSpelling, sign: exact < 0n ? "-" : "" });
          expect(parseMoney(totalText)).toEqual({
            ok: true,
            cents: Number(parsed.reduce((sum, cents) => sum + BigInt(cents), 0n)),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("formatEuro", () => {
  const SPACE = "[ \u00A0\u202F]";

  it.each([
    [-123456, "sk-SK", new RegExp(`^\u22121${SPACE}234,56\u00A0€$`)],
    [115075, "sk-SK", new RegExp(`^1${SPACE}150,75\u00A0€$`)],
    [-123456, "uk-UA", new RegExp(`^\u22121${SPACE}234,56\u00A0€$`)],
    [-50, "sk-SK", /^\u22120,50\u00A0€$/],
    [5, "uk-UA", /^0,05\u00A0€$/],
    [0, "sk-SK", /^0,00\u00A0€$/],
    [123456789, "sk-SK", new RegExp(`^1${SPACE}234${SPACE}567,89\u00A0€$`)],
  ])("formatEuro(%d, %s)", (cents, locale, pattern) => {
    expect(formatEuro(cents, locale)).toMatch(pattern);
  });

  it.each([
    [115075, "1,150.75\u00A0€"],
    [-123456, "\u22121,234.56\u00A0€"],
    [-50, "\u22120.50\u00A0€"],
    [-1, "\u22120.01\u00A0€"],
    [0, "0.00\u00A0€"],
    [100, "1.00\u00A0€"],
    [MAX, "90,071,992,547,409.91\u00A0€"],
    [-MAX, "\u221290,071,992,547,409.91\u00A0€"],
  ])("formatEuro(%d, en) is %j", (cents, expected) => {
    expect(formatEuro(cents, "en")).toBe(expected);
  });

  it("matches an independent BigInt rendering in English for any safe amount", () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        const magnitude = BigInt(Math.abs(cents));
        const int = groupEnglish((magnitude / 100n).toString());
        const fraction = (magnitude % 100n).toString().padStart(2, "0");
        expect(formatEuro(cents, "en")).toBe(`${cents < 0 ? "\u2212" : ""}${int}.${fraction}\u00A0€`);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps every digit in sk-SK and uk-UA", () => {
    fc.assert(
      fc.property(safeCents, fc.constantFrom("sk-SK", "uk-UA"), (cents, locale) => {
        const text = formatEuro(cents, locale);
        const digits = Math.abs(cents).toString().padStart(3, "0");
        expect(text.replace(/\D/g, "")).toBe(digits);
        expect(text.startsWith("\u2212")).toBe(cents < 0);
        expect(text.endsWith("\u00A0€")).toBe(true);
        expect(text).toMatch(/,\d\d\u00A0€$/);
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips through parseMoney for sk-SK and uk-UA", () => {
    fc.assert(
      fc.property(safeCents, fc.constantFrom("sk-SK", "uk-UA", "sk", "uk"), (cents, locale) => {
        expect(parseMoney(formatEuro(cents, locale))).toEqual({ ok: true, cents });
      }),
      { numRuns: 1000 },
    );
  });

  it("writes a typographic minus, never a hyphen, in every language", () => {
    for (const locale of ["sk-SK", "uk-UA", "en"]) {
      expect(formatEuro(-589752, locale)).toMatch(/^\u22125/);
      expect(formatEuro(-589752, locale)).not.toContain("-");
    }
  });

  // The marks are written down (languages.ts) so that the greeting does not wait for Intl's locale
  // data; Intl is the authority they must agree with, in every language the widget speaks.
  function intlEuro(cents: number, locale: string): string {
    const euros = Math.trunc(Math.abs(cents) / 100) * Math.sign(cents || 1);
    const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).formatToParts(
      cents < 0 ? -Math.abs(euros) : euros,
    );
    const cent = String(Math.abs(cents) % 100).padStart(2, "0");
    const text = parts
      .map((part) => (part.type === "fraction" ? cent : part.type === "minusSign" ? "\u2212" : part.value))
      .join("");
    return `${text}\u00A0€`;
  }

  it.each(LANGUAGES.map((language) => [language.intlLocale]))("writes %s as Intl.NumberFormat does", (locale) => {
    for (const cents of [0, 5, -50, 99, 100, 99_999, 100_000, 123_456, -123_456, 100_000_000, MAX_NUMBER_CENTS])
      expect(formatEuro(cents, locale)).toBe(intlEuro(cents, locale));
    fc.assert(
      fc.property(fc.integer({ min: -MAX_NUMBER_CENTS, max: MAX_NUMBER_CENTS }), (cents) => {
        expect(formatEuro(cents, locale)).toBe(intlEuro(cents, locale));
      }),
      { numRuns: 300 },
    );
  });

  it("gives the decimal mark a banking app's amount field takes", () => {
    expect(decimalMarkOf("sk-SK")).toBe(",");
    expect(decimalMarkOf("uk-UA")).toBe(",");
    expect(decimalMarkOf("en")).toBe(".");
    expect(decimalMarkOf("not a locale!")).toBe(",");
  });

  it("falls back to sk-SK for a malformed locale", () => {
    expect(formatEuro(-123456, "not a locale!")).toBe(formatEuro(-123456, "sk-SK"));
  });

  it.each([0.5, NaN, Infinity, MAX + 1])("throws RangeError for %d", (cents) => {
    expect(() => formatEuro(cents, "sk-SK")).toThrow(RangeError);
  });
});

describe("parseAmountToPay: actualDebt, the amount the notice asks to be paid", () => {
  it.each([
    [1150.75, 115075],
    [0, 0],
    [-0, 0],
    [100, 10000],
    ["1 150,75", 115075],
    ["1\u00A0150,75 €", 115075],
    ["1.150,75", 115075],
    ["0,00", 0],
    ["12", 1200],
  ])("reads %j as %d cents", (value, cents) => {
    expect(parseAmountToPay(value)).toEqual({ ok: true, cents });
  });

  it.each([
    // Negative: debt in totalDebt's convention, a credit in another reading; neither is guessed.
    [-1150.75, "-1150.75"],
    [-0.01, "-0.01"],
    ["-1 150,75", "-1 150,75"],
    ["\u22121 150,75", "\u22121 150,75"],
    // A sign at all, even on zero or with a plus: the contract's amount to pay is unsigned.
    ["+1 150,75", "+1 150,75"],
    ["-0,00", "-0,00"],
    [" - 12,00", " - 12,00"],
    // Forms the contract does not list.
    ["1150.75", "1150.75"],
    ["1,150.75", "1,150.75"],
    ["1 150.75", "1 150.75"],
    [null, ""],
    [NaN, "NaN"],
  ])("does not read %j, so the page says it cannot show the amount", (value, raw) => {
    expect(parseAmountToPay(value)).toEqual({ ok: false, raw });
  });

  it("reads every unsigned amount as parseMoney does, and nothing below zero", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true }), fc.string()), (value) => {
        const money = parseMoney(value);
        const toPay = parseAmountToPay(value);
        if (toPay.ok) expect(money).toEqual(toPay);
        if (toPay.ok) expect(toPay.cents).toBeGreaterThanOrEqual(0);
        if (money.ok && money.cents > 0 && typeof value === "number") expect(toPay.ok).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
