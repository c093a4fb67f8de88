import { emit, stateIn } from "xstate";
import type { MarkStateInput } from "../debt-notice.types";
import { markStateInput, machineSetup } from "../setup";

/**
 * Tells the gateway (updateState) that the debtor used a feature, then goes back to `idle`.
 * Bookkeeping only: a failure is reported, the page carries on.
 */
function markingState(flag: MarkStateInput["flag"], whenMarked?: "markPaid") {
  return machineSetup.createStateConfig({
    invoke: {
      src: "markState",
      input: ({ context }) => markStateInput(context, flag),
      onDone: { target: "idle", actions: whenMarked },
      onError: {
        target: "idle",
        actions: { type: "reportFailure", params: { call: "updateState", notice: "serverError" } },
      },
    },
  });
}

/** Pay, calendar and total-debt clicks, each recorded on the gateway beside whatever the page does. */
export const trackingRegion = machineSetup.createStateConfig({
  type: "parallel",
  states: {
    pay: {
      initial: "idle",
      states: {
        idle: { on: { "pay.click": { guard: "hasDetails", target: "marking", actions: emit({ type: "pay" }) } } },
        marking: markingState("clickedOnPay", "markPaid"),
      },
    },
    calendar: {
      initial: "idle",
      states: {
        idle: { on: { "calendar.click": { guard: "offersInstalments", target: "marking" } } },
        marking: markingState("clickedOnCalendar"),
      },
    },
    totalDebt: {
      initial: "idle",
      states: {
        idle: {
          // Only when the page really opens it (not while a comment is being sent or read).
          on: { "totalDebt.open": { guard: stateIn("#debtNotice.page.home.ready.editing"), target: "marking" } },
        },
        marking: markingState("clickedOnTotalDebt"),
      },
    },
  },
});
