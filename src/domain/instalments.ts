import type { DebtDetails } from "./gateway-contract";
import { noticeAmountOf } from "./notice-amount";

/**
 * The instalment calendar is offered only for debts strictly above this (100 €,
 * docs/requirements.md: Instalments).
 */
export const INSTALMENT_THRESHOLD_CENTS = 10000;

/** True when the amount is strictly above {@link INSTALMENT_THRESHOLD_CENTS}. */
export function isAboveInstalmentThreshold(cents: number): boolean {
  return cents > INSTALMENT_THRESHOLD_CENTS;
}

/**
 * The one rule (docs/requirements.md: Instalments): the debt of this notice is above 100 €; an
 * unreadable amount offers nothing.
 */
export function offersInstalments(details: Pick<DebtDetails, "actualDebt" | "totalDebt" | "period">): boolean {
  const amount = noticeAmountOf(details);
  return amount.ok && isAboveInstalmentThreshold(amount.cents);
}
