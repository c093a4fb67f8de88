import { noticeAmountOf } from "../domain/notice-amount";
import type { DebtDetails } from "./debt-notice.types";
import { periodLabelOf } from "./period-label";

/** Who, how much, for what: the greeting's facts (DebtSummary, PayLink and the first paint read them). */
export interface Greeting {
  name: string;
  isMan: boolean;
  icp: string;
  /** The amount to pay; null when the server sent something that is not one (unreadable, negative, or not its period's debt in the breakdown). */
  amountCents: number | null;
  /** The period, or the specific symbol when there is no period (docs/requirements.md: Period or specific symbol). */
  periodLabel: string;
  periodKind: "period" | "specificSymbol";
  /** The amount to pay is zero: no pay button, no payment details. */
  hasNothingToPay: boolean;
}

export function greetingOf(details: DebtDetails): Greeting {
  const amount = noticeAmountOf(details);
  return {
    name: details.name,
    isMan: details.isMan,
    icp: details.icp,
    amountCents: amount.ok ? amount.cents : null,
    periodLabel: periodLabelOf(details),
    periodKind: details.period.trim() ? "period" : "specificSymbol",
    hasNothingToPay: amount.ok && amount.cents === 0,
  };
}
