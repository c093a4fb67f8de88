import { buildPaymentOrder, encodePayBySquare } from "../../src/domain/pay-by-square";

export const FIXTURE_IBAN = "SK3112000000198742637541";

/** The PAY by square text of the demo insurer's order for this amount and note. */
export function payBySquareOf(amountCents: number, note: string): string {
  const result = buildPaymentOrder({
    amountCents,
    iban: FIXTURE_IBAN,
    bic: "SUBASKBX",
    beneficiaryName: "Vzorová zdravotná poisťovňa, a. s.",
    variableSymbol: "1234567890",
    specificSymbol: "202501",
    constantSymbol: "0558",
    note,
  });
  if (!result.ok) throw new Error("invalid fixture");
  return encodePayBySquare(result.order);
}
