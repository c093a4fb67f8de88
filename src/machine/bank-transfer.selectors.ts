import { noticeAmountOf } from "../domain/notice-amount";
import {
  buildPaymentOrder,
  defaultPaymentNote,
  formatIban,
  normalizeIban,
  type PaymentOrder,
} from "../domain/pay-by-square";
import type { PayeeConfig } from "../domain/provider-config";
import type { DebtNoticeSnapshot } from "./debt-notice.selectors";
import { periodLabelOf } from "./period-label";
import type { DebtDetails } from "./debt-notice.types";

/** A line of the bank-transfer details; the UI names it by its field. */
export type BankTransferField =
  | {
      field: "beneficiary" | "iban" | "bic" | "variableSymbol" | "specificSymbol" | "constantSymbol" | "note";
      value: string;
      copy: string;
    }
  | { field: "amount"; cents: number };

/** The order the QR code encodes; null when there is nothing valid to encode. */
export type QrSource = PaymentOrder | null;

export interface BankTransfer {
  /** The lines to show and copy, in the order a banking app asks for them; empty ones left out. */
  fields: BankTransferField[];
  /** What the QR code carries; null: the text only, with a note why there is no code. */
  qrSource: QrSource;
  /** The amount to pay, or null when there is none (zero, or not an amount to pay: unreadable or negative). */
  amountCents: number | null;
}

/**
 * The bank-transfer details for a debt: the payee's account and the debt's symbols as text,
 * and the PAY by square order, made from exactly those lines: the code pays what the page
 * shows. A ready-made `payBySquare` string in the answer is never used: nothing on the page
 * could show that it pays the account printed beside it, and a changed answer could send the
 * debtor's money elsewhere. Only an order that passes the standard's limits is encoded. Pure:
 * the same inputs give equal output.
 */
export function bankTransferOf(details: DebtDetails, payee: PayeeConfig): BankTransfer {
  const money = noticeAmountOf(details);
  const amountCents = money.ok && money.cents > 0 ? money.cents : null;
  const note = defaultPaymentNote(periodLabelOf(details));
  const order = buildPaymentOrder({
    amountCents,
    iban: payee.iban,
    bic: payee.bic,
    beneficiaryName: payee.beneficiaryName,
    variableSymbol: details.variableSymbol,
    specificSymbol: details.specificSymbol,
    constantSymbol: payee.constantSymbol,
    note,
  });
  const text = (field: Exclude<BankTransferField["field"], "amount">, value: string, copy = value) =>
    value.trim() ? [{ field, value: value.trim(), copy: copy.trim() }] : [];
  const fields: BankTransferField[] = [
    ...text("beneficiary", payee.beneficiaryName),
    ...text("iban", formatIban(payee.iban), normalizeIban(payee.iban)),
    ...text("bic", payee.bic),
    ...(amountCents === null ? [] : [{ field: "amount" as const, cents: amountCents }]),
    ...text("variableSymbol", details.variableSymbol),
    ...text("specificSymbol", details.specificSymbol),
    ...text("constantSymbol", payee.constantSymbol),
    ...text("note", note),
  ];
  return { fields, qrSource: order.ok ? order.order : null, amountCents };
}

/**
 * The account the debtor pays into: the host's config, confirmed by the gateway when it sends one
 * (openapi.yaml: `Payee`). Two parties must agree when both speak: markup on a partner page can
 * bring a config of its own, and a changed answer (a compromised gateway or proxy) a payee of
 * its own, but neither alone can send the debtor's money elsewhere. They differ, or the gateway's
 * is unusable: no bank details (the Pay link stays). The gateway never adds an account the
 * config does not name.
 */
export function payeeOf(details: DebtDetails, configPayee: PayeeConfig | null): PayeeConfig | null {
  if (!configPayee || details.payee === undefined) return configPayee;
  return details.payee !== "unusable" && sameAccount(details.payee, configPayee) ? configPayee : null;
}

/** Whether two payees name the same account: the IBAN and the name, spaces and case aside. */
export function sameAccount(a: PayeeConfig, b: PayeeConfig): boolean {
  const name = (payee: PayeeConfig) => payee.beneficiaryName.trim().replace(/\s+/g, " ").toLowerCase();
  return normalizeIban(a.iban) === normalizeIban(b.iban) && name(a) === name(b);
}

// Per details object, then per payee object: both change only on a load or a config change.
const cache = new WeakMap<DebtDetails, WeakMap<PayeeConfig, BankTransfer>>();

/** The bank transfer of the loaded debt, computed once per details and payee (every snapshot asks). */
export function selectBankTransfer(snapshot: DebtNoticeSnapshot, configPayee: PayeeConfig | null): BankTransfer | null {
  const details = snapshot.context.details;
  if (!details) return null;
  const payee = payeeOf(details, configPayee);
  if (!payee) return null;
  let byPayee = cache.get(details);
  if (!byPayee) cache.set(details, (byPayee = new WeakMap()));
  let transfer = byPayee.get(payee);
  if (!transfer) byPayee.set(payee, (transfer = bankTransferOf(details, payee)));
  return transfer;
}

/**
 * The bank-transfer details the page offers: only with an amount to pay (readable, above zero),
 * an IBAN whose check digits pass, and symbols a bank takes (digits): exactly when they make a
 * valid payment order (the one the QR code encodes). Details to copy without an amount would have
 * the debtor pay a sum they guess, and under "you have nothing to pay" money they do not owe; a
 * mistyped IBAN a bank refuses without telling the debtor why (the host is told:
 * incomplete-config.ts); a variable symbol such as "VS 12-34" is refused by the bank's form or
 * leaves the payment unmatched (the host is told: logUnusableAnswer). The Pay link's own page
 * still shows its amount.
 */
export function selectOfferedBankTransfer(
  snapshot: DebtNoticeSnapshot,
  configPayee: PayeeConfig | null,
): BankTransfer | null {
  const transfer = selectBankTransfer(snapshot, configPayee);
  // A valid order has a valid IBAN (its check digits are part of buildPaymentOrder's check); a
  // transfer without a variable symbol is one the insurer cannot match to the debtor.
  return transfer && transfer.amountCents !== null && transfer.qrSource !== null && transfer.qrSource.variableSymbol
    ? transfer
    : null;
}
