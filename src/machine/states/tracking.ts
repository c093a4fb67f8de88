import { and, emit, not, stateIn } from "xstate";
import type { MarkStateInput } from "../debt-notice.types";
import { CAN_OPEN_TOTAL_DEBT, markStateInput, machineSetup } from "../setup";

const PAY_CLICK_SETTLING = stateIn("#debtNotice.tracking.payClick.settling");
const PAY_MARK_SUPERSEDED = stateIn("#debtNotice.tracking.pay.marking.superseded");

const RECORDED_PAY = { type: "clearUnrecordedClick", params: { flag: "clickedOnPay" } } as const;

/** A click the gateway did not record: the host and the debtor are told (a toast, and a note that stays). */
function unrecorded(flag: MarkStateInput["flag"]) {
  return [
    { type: "reportFailure", params: { call: "updateState", notice: "serverError" } },
    { type: "assignUnrecordedClick", params: { flag } },
  ] as const;
}

/**
 * Tells the gateway (updateState) that the debtor used a feature, then goes back to `idle`.
 * Bookkeeping only: a failure is reported, the page carries on.
 */
function markingState(flag: MarkStateInput["flag"]) {
  return machineSetup.createStateConfig({
    invoke: {
      src: "markState",
      input: ({ context }) => markStateInput(context, flag),
      onDone: { target: "idle", actions: { type: "clearUnrecordedClick", params: { flag } } },
      onError: { target: "idle", actions: unrecorded(flag) },
    },
  });
}

/** Pay, calendar and total-debt clicks, each recorded on the gateway beside whatever the page does. */
export const trackingRegion = machineSetup.createStateConfig({
  type: "parallel",
  states: {
    /** One payment tab per intent: a second press within `payClickSettles` is a double click. */
    payClick: {
      initial: "ready",
      states: {
        ready: { on: { "pay.click": { guard: "hasDetails", target: "settling", actions: emit({ type: "pay" }) } } },
        settling: {
          after: { payClickSettles: "ready" },
          on: { "pay.click": { actions: "refuseRepeatedPayClick" } },
        },
      },
    },
    /** Records the payment (clickedOnPay); the page shows the paid view when it is recorded. */
    pay: {
      initial: "idle",
      states: {
        idle: { on: { "pay.click": { guard: and(["hasDetails", not(PAY_CLICK_SETTLING)]), target: "marking" } } },
        marking: {
          initial: "current",
          // "Send information again" after the click: the debtor's later intent wins over its answer.
          on: { "form.fillAgain": ".superseded" },
          invoke: {
            src: "markState",
            input: ({ context }) => markStateInput(context, "clickedOnPay"),
            onDone: [
              { guard: PAY_MARK_SUPERSEDED, target: "idle", actions: RECORDED_PAY },
              { target: "idle", actions: ["markPaid", RECORDED_PAY] },
            ],
            onError: { target: "idle", actions: unrecorded("clickedOnPay") },
          },
          states: { current: {}, superseded: {} },
        },
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
        idle: { on: { "totalDebt.open": { guard: CAN_OPEN_TOTAL_DEBT, target: "marking" } } },
        marking: markingState("clickedOnTotalDebt"),
      },
    },
  },
});
