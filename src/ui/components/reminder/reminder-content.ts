import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BankTransfer } from "../../../machine/bank-transfer.selectors";
import type { ReminderContent } from "../../../machine/debt-notice.types";
import { LABELS } from "../pay-by-square/PaymentFields";

interface ContentInput {
  i18n: I18n;
  money: (cents: number) => string;
  amountCents: number;
  /** The bank-transfer lines; null without a configured payee (the amount alone, then). */
  transfer: BankTransfer | null;
  providerName: string | null;
  /** The debtor's own link (selectNoticeLink), or null where there is none to give. */
  pageUrl: string | null;
}

const SUMMARY = msg({
  message: "Pay the health insurance debt",
  comment:
    "Title of the calendar event the debtor saves as a payment reminder (sk: nedoplatok na poistnom). Short: calendars show it in a day cell.",
});
const AMOUNT = msg({ message: "Amount to pay", comment: "Line of the reminder's calendar event, before the amount." });
const LINK = msg({
  message: "This notice online:",
  comment: "Last line of the reminder's calendar event, followed by the link to this page.",
});

/** The calendar event's texts in the debtor's language: what to pay, where to, and the way back here. */
export function reminderContent({
  i18n,
  money,
  amountCents,
  transfer,
  providerName,
  pageUrl,
}: ContentInput): ReminderContent {
  // The amount first: it is what a calendar's preview shows.
  const lines = [`${i18n._(AMOUNT)}: ${money(amountCents)}`];
  for (const line of transfer?.fields ?? []) {
    if (line.field !== "amount") lines.push(`${i18n._(LABELS[line.field].label)}: ${line.value}`);
  }
  if (pageUrl) lines.push("", i18n._(LINK));
  const summary = providerName ? `${i18n._(SUMMARY)} – ${providerName}` : i18n._(SUMMARY);
  return { summary, description: lines.join("\n"), url: pageUrl };
}
