import { assertEvent } from "xstate";
import { localDatePlusDays } from "../../domain/reminder-ics";
import type { ReminderChoice } from "../debt-notice.types";
import { machineSetup } from "../setup";

/** Days from today that "Remind me to pay" offers first. */
export const DEFAULT_REMINDER_DAYS = 7;

function dayAfter(isoDate: string, days: number): string {
  return localDatePlusDays(new Date(`${isoDate}T12:00:00`), days);
}

/** The reminder as the page opens: a week from today, any day from tomorrow allowed. */
export function initialReminder(today: string = localDatePlusDays(new Date(), 0)): ReminderChoice {
  return { date: dayAfter(today, DEFAULT_REMINDER_DAYS), earliest: dayAfter(today, 1), refused: false };
}

/**
 * "Remind me to pay": the chosen day, and the calendar file saved on the device. No gateway call:
 * the reminder is the debtor's own business. One file per press: a second press while the first
 * is settling (a double click) saves nothing more, or the calendar would hold the event twice.
 */
const refuseDate = {
  actions: machineSetup.assign(({ context }) => ({ reminder: { ...context.reminder, refused: true } })),
};

export const reminderRegion = machineSetup.createStateConfig({
  initial: "idle",
  states: {
    idle: {
      on: {
        "reminder.download": [
          {
            guard: "canSaveReminder",
            target: "saved",
            actions: {
              type: "saveReminder",
              params: ({ context, event }) => {
                assertEvent(event, "reminder.download");
                return { ...event.content, date: context.reminder.date };
              },
            },
          },
          refuseDate,
        ],
      },
    },
    saved: {
      after: { pressSettles: "idle" },
      // The same file again is ignored; a date that cannot be used is still refused, with its reason.
      on: { "reminder.download": [{ guard: "canSaveReminder" }, refuseDate] },
    },
  },
  on: {
    "reminder.dateChange": {
      actions: machineSetup.assign(({ context, event }) => {
        assertEvent(event, "reminder.dateChange");
        return { reminder: { ...context.reminder, date: event.date, refused: false } };
      }),
    },
  },
});
