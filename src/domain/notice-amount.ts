import type { DebtDetails } from "./gateway-contract";
import { parseAmountToPay, type MoneyParse } from "./money";
import { breakdownShowsNotice, parseTotalDebt } from "./total-debt";

type NoticeFields = Pick<DebtDetails, "actualDebt" | "totalDebt" | "period">;

const readAmounts = new WeakMap<NoticeFields, MoneyParse>();

/**
 * The amount the notice asks to be paid, as the page shows, encodes and offers it: `actualDebt`
 * read as an amount to pay, unless the breakdown (`totalDebt`) shows another debt for the notice's
 * period. Two figures of one answer that disagree (a changed answer, a gateway's bug) would have
 * the debtor pay a sum no record holds (the tenth integrator trial: 11,50 € shown and encoded
 * against 1 150,75 € in the breakdown), so the amount is then not shown, as an unreadable one.
 * Read once per answer.
 */
export function noticeAmountOf(details: NoticeFields): MoneyParse {
  let amount = readAmounts.get(details);
  if (!amount) readAmounts.set(details, (amount = readNoticeAmount(details)));
  return amount;
}

/** Whether the breakdown contradicts a readable `actualDebt` for the notice's period. */
export function breakdownContradicts(details: NoticeFields): boolean {
  return parseAmountToPay(details.actualDebt).ok && !noticeAmountOf(details).ok;
}

function readNoticeAmount(details: NoticeFields): MoneyParse {
  const amount = parseAmountToPay(details.actualDebt);
  if (!amount.ok || !details.period.trim()) return amount;
  const breakdown = parseTotalDebt(details.totalDebt);
  if (!breakdown.ok || breakdownShowsNotice(breakdown.rows, details.period, amount.cents)) return amount;
  return { ok: false, raw: String(details.actualDebt) };
}
