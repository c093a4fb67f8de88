import { decode } from "bysquare/pay";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PAY_BY_SQUARE_VERSION,
  buildPaymentOrder,
  encodePayBySquare,
  formatAmount,
  serializePaymentOrder,
  type PaymentOrder,
  type PaymentOrderInput,
} from "../../../src/domain/pay-by-square";

const BASE: PaymentOrderInput = {
  amountCents: 115075,
  iban: "SK31 1200 0000 1987 4263 7541",
  bic: "SUBASKBX",
  beneficiaryName: "Vzorová zdravotná poisťovňa, a. s.",
  variableSymbol: "1234567890",
  specificSymbol: "202501",
  constantSymbol: "0558",
  note: "Poistné 01/2025",
};

function order(input: Partial<PaymentOrderInput> = {}): PaymentOrder {
  const result = buildPaymentOrder({ ...BASE, ...input });
  if (!result.ok) throw new Error(`invalid fixture: ${result.problems.join(", ")}`);
  return result.order;
}

/** What bysquare's decoder must give back for an order. */
function expected(o: PaymentOrder, { deburred }: { deburred: boolean }) {
  const text = (value: string) => (deburred ? value.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : value);
  const orUndefined = (value: string) => (value === "" ? undefined : value);
  return {
    invoiceId: undefined,
    payments: [
      {
        type: 1,
        amount: o.amountCents / 100,
        currencyCode: "EUR",
        paymentDueDate: undefined,
        variableSymbol: orUndefined(o.variableSymbol),
        constantSymbol: orUndefined(o.constantSymbol),
        specificSymbol: orUndefined(o.specificSymbol),
        originatorsReferenceInformation: undefined,
        paymentNote: orUndefined(text(o.note)),
        bankAccounts: [{ iban: o.iban, bic: orUndefined(o.bic) }],
        beneficiary: { name: text(o.beneficiaryName), street: undefined, city: undefined },
      },
    ],
  };
}

const FIXTURES: [string, Partial<PaymentOrderInput>][] = [
  ["1150.75 with every symbol", {}],
  ["one cent", { amountCents: 1 }],
  ["99999.99", { amountCents: 9999999 }],
  ["whole euros", { amountCents: 4200 }],
  ["no symbols, no note, no BIC", { variableSymbol: "", specificSymbol: "", constantSymbol: "", note: "", bic: "" }],
  ["only a variable symbol", { specificSymbol: "", constantSymbol: "" }],
  [
    "maximum lengths",
    { variableSymbol: "9".repeat(10), specificSymbol: "0".repeat(10), constantSymbol: "9999", note: "č".repeat(140) },
  ],
  ["the largest amount", { amountCents: 999_999_999_999_999 }],
  [
    "an 11-letter BIC and a Czech IBAN",
    { iban: "CZ65 0800 0000 1920 0014 5399", bic: "GIBACZPXXXX", beneficiaryName: "Žluťoučký kůň s.r.o." },
  ],
  ["tabs and line breaks in the note", { note: "Poistné\t01/2025\nďakujeme" }],
];

describe("encodePayBySquare round trip through bysquare's decoder", () => {
  it.each(FIXTURES)("%s (diacritics removed, the default)", (_name, input) => {
    const o = order(input);
    const qr = encodePayBySquare(o);
    expect(qr).toMatch(/^[0-9A-V]+$/);
    expect(decode(qr)).toEqual(expected(o, { deburred: true }));
  });

  it.each(FIXTURES)("%s (diacritics kept)", (_name, input) => {
    const o = order(input);
    expect(decode(encodePayBySquare(o, { deburr: false }))).toEqual(expected(o, { deburred: false }));
  });

  it("keeps the payment data exact, diacritics included, when asked to", () => {
    const decoded = decode(encodePayBySquare(order(), { deburr: false }));
    const payment = decoded.payments[0]!;
    expect(payment.amount).toBe(1150.75);
    expect(payment.beneficiary?.name).toBe("Vzorová zdravotná poisťovňa, a. s.");
    expect(payment.paymentNote).toBe("Poistné 01/2025");
    expect(payment.bankAccounts).toEqual([{ iban: "SK3112000000198742637541", bic: "SUBASKBX" }]);
  });

  it("writes the bySquare header: type PAY, version 1.1.0, document type 0, then the data length", () => {
    const o = order();
    const qr = encodePayBySquare(o);
    // base32hex of the first 4 bytes: header 0x01 0x00, then the length little-endian.
    const length = 4 + new TextEncoder().encode(serializePaymentOrder(o)).length;
    const bits = [PAY_BY_SQUARE_VERSION, 0, length & 0xff, length >> 8]
      .map((b) => b.toString(2).padStart(8, "0"))
      .join("");
    const prefix = bits
      .slice(0, 30)
      .match(/.{5}/g)!
      .map((chunk) => "0123456789ABCDEFGHIJKLMNOPQRSTUV"[parseInt(chunk, 2)])
      .join("");
    expect(qr.startsWith(prefix)).toBe(true);
  });

  it("serialises exactly one payment order, never a standing order or direct debit", () => {
    const fields = serializePaymentOrder(order()).split("\t");
    expect(fields).toEqual([
      "",
      "1",
      "1",
      "1150.75",
      "EUR",
      "",
      "1234567890",
      "0558",
      "202501",
      "",
      "Poistne 01/2025",
      "1",
      "SK3112000000198742637541",
      "SUBASKBX",
      "0",
      "0",
      "Vzorova zdravotna poistovna, a. s.",
      "",
      "",
    ]);
  });

  it("codes any text of any bytes: the literal-only LZMA stream decodes for arbitrary Unicode notes and names", () => {
    // eslint-disable-next-line no-control-regex
    const controlCharacters = /[\u0000-\u001f\u007f]/g;
    const text = (max: number) =>
      fc.string({ unit: "grapheme", maxLength: max }).map((value) => value.replace(controlCharacters, "").trim());
    fc.assert(
      fc.property(text(140), text(70), fc.integer({ min: 1, max: 999_999_999_999_999 }), (note, name, amountCents) => {
        const input = { ...BASE, note, beneficiaryName: name || "X", amountCents };
        const result = buildPaymentOrder(input);
        if (!result.ok) return; // over the character limits after grapheme expansion
        const payment = decode(encodePayBySquare(result.order, { deburr: false })).payments[0]!;
        expect(payment.paymentNote ?? "").toBe(result.order.note);
        expect(payment.beneficiary?.name).toBe(result.order.beneficiaryName);
        expect(Math.round(payment.amount! * 100)).toBe(amountCents);
      }),
      { numRuns: 200 },
    );
  });

  it("is deterministic", () => {
    expect(encodePayBySquare(order())).toBe(encodePayBySquare(order()));
  });
});

describe("formatAmount", () => {
  it.each([
    [1, "0.01"],
    [10, "0.1"],
    [100, "1"],
    [115075, "1150.75"],
    [115070, "1150.7"],
    [9999999, "99999.99"],
    [999_999_999_999_999, "9999999999999.99"],
  ])("%i cents -> %s", (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });
});
