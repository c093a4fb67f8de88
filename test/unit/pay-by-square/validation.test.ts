import { describe, expect, it } from "vitest";
import {
  buildPaymentOrder,
  formatIban,
  isValidIban,
  normalizeIban,
  type PaymentOrderInput,
} from "../../../src/domain/pay-by-square";

const VALID: PaymentOrderInput = {
  amountCents: 115075,
  iban: "SK31 1200 0000 1987 4263 7541",
  bic: "subaskbx",
  beneficiaryName: "  Vzorová zdravotná poisťovňa, a. s. ",
  variableSymbol: " 1234567890 ",
  specificSymbol: "202501",
  constantSymbol: "0558",
  note: "Poistné 01/2025",
};

function problemsOf(change: Partial<PaymentOrderInput>): string[] {
  const result = buildPaymentOrder({ ...VALID, ...change });
  return result.ok ? [] : result.problems;
}

describe("buildPaymentOrder", () => {
  it("normalises a valid order", () => {
    expect(buildPaymentOrder(VALID)).toEqual({
      ok: true,
      order: {
        amountCents: 115075,
        currency: "EUR",
        iban: "SK3112000000198742637541",
        bic: "SUBASKBX",
        beneficiaryName: "Vzorová zdravotná poisťovňa, a. s.",
        variableSymbol: "1234567890",
        specificSymbol: "202501",
        constantSymbol: "0558",
        note: "Poistné 01/2025",
      },
    });
  });

  it("accepts empty symbols, BIC and note", () => {
    expect(problemsOf({ variableSymbol: "", specificSymbol: "", constantSymbol: "", bic: "", note: "" })).toEqual([]);
  });

  it.each<[string, Partial<PaymentOrderInput>, string]>([
    ["a bad IBAN checksum", { iban: "SK32 1200 0000 1987 4263 7541" }, "iban"],
    ["an IBAN with a typo", { iban: "SK31 1200 0000 1987 4263 7514" }, "iban"],
    ["an IBAN that is too short", { iban: "SK31" }, "iban"],
    ["an IBAN with punctuation", { iban: "SK31-1200-0000-1987-4263-7541" }, "iban"],
    ["no IBAN", { iban: "" }, "iban"],
    ["a VS with letters", { variableSymbol: "12345A" }, "variableSymbol"],
    ["a VS of 11 digits", { variableSymbol: "12345678901" }, "variableSymbol"],
    ["a negative VS", { variableSymbol: "-1" }, "variableSymbol"],
    ["an SS of 11 digits", { specificSymbol: "12345678901" }, "specificSymbol"],
    ["an SS with a slash", { specificSymbol: "01/2025" }, "specificSymbol"],
    ["a KS of 5 digits", { constantSymbol: "05580" }, "constantSymbol"],
    ["a KS with a letter", { constantSymbol: "O558" }, "constantSymbol"],
    ["a note of 141 characters", { note: "x".repeat(141) }, "note"],
    ["a zero amount", { amountCents: 0 }, "amount"],
    ["a negative amount", { amountCents: -115075 }, "amount"],
    ["no amount", { amountCents: null }, "amount"],
    ["a fractional cent", { amountCents: 10.5 }, "amount"],
    ["an amount of 16 digits", { amountCents: 1_000_000_000_000_000 }, "amount"],
    ["NaN", { amountCents: Number.NaN }, "amount"],
    ["a malformed BIC", { bic: "SUBA" }, "bic"],
    ["no beneficiary name", { beneficiaryName: "  " }, "beneficiaryName"],
    ["a beneficiary name of 71 characters", { beneficiaryName: "á".repeat(71) }, "beneficiaryName"],
  ])("refuses %s", (_name, change, problem) => {
    expect(problemsOf(change)).toEqual([problem]);
  });

  it("counts the note in characters, not bytes: 140 letters with diacritics pass", () => {
    expect(problemsOf({ note: "ť".repeat(140) })).toEqual([]);
  });

  it("lists every problem at once", () => {
    expect(problemsOf({ amountCents: 0, iban: "SK00", variableSymbol: "X" })).toEqual([
      "amount",
      "iban",
      "variableSymbol",
    ]);
  });
});

describe("IBAN", () => {
  it.each([
    ["SK3112000000198742637541", true],
    ["sk31 1200 0000 1987 4263 7541", true],
    ["CZ6508000000192000145399", true],
    ["DE89 3704 0044 0532 0130 00", true],
    ["GB82 WEST 1234 5698 7654 32", true],
    ["SK3112000000198742637542", false],
    ["XX00", false],
  ])("%s valid: %s", (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it("formats in groups of four", () => {
    expect(formatIban("SK3112000000198742637541")).toBe("SK31 1200 0000 1987 4263 7541");
    expect(formatIban(" sk31 1200000019874263 7541 ")).toBe("SK31 1200 0000 1987 4263 7541");
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("")).toBe("");
  });

  it("normalises without spaces, upper case", () => {
    expect(normalizeIban("sk31\u00A01200 0000")).toBe("SK3112000000");
  });
});
