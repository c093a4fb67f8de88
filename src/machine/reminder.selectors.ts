import { noticeLinkOf } from "../domain/notice-link";
import { isUsableReminderDate } from "../domain/reminder-ics";
import type { DebtNoticeSnapshot } from "./debt-notice.selectors";

export interface ReminderView {
  /** The date field's value, `YYYY-MM-DD` or empty. */
  date: string;
  /** The field's `min`: tomorrow. */
  earliest: string;
  /** Whether the date can go into the calendar file. */
  usable: boolean;
  /** Say why nothing was saved: the debtor pressed download with an unusable date. */
  showsDateProblem: boolean;
}

/** "Remind me to pay" as the UI shows it. */
export function selectReminder(snapshot: DebtNoticeSnapshot): ReminderView {
  const { reminder } = snapshot.context;
  const usable = isUsableReminderDate(reminder);
  return { date: reminder.date, earliest: reminder.earliest, usable, showsDateProblem: reminder.refused && !usable };
}

/** The link to this debtor's own notice that the calendar file carries, or null (domain/notice-link.ts). */
export const selectNoticeLink = (snapshot: DebtNoticeSnapshot): string | null =>
  noticeLinkOf(snapshot.context.noticeLink, snapshot.context.route.reference);
