import type { DebtNoticeContext } from "../debt-notice.types";
import { machineSetup } from "../setup";

const EDITING = "#debtNotice.objection.editing";

/** The details read afresh for the check, as the home page asks for them. */
const checkInput = ({ context }: { context: DebtNoticeContext }) => ({
  reference: context.route.reference ?? "",
  mobile: context.mobile,
});

/**
 * A send whose answer was lost after its body may have left (a timeout after the last byte, a
 * lost connection, Stop at 100 %, a reload or a closed tab during the send): the page never says
 * "not sent" about it. It finds out from the gateway's infoWasProvided (arrival.ts), at once and,
 * if not yet there, once more a few seconds later (the gateway may still be storing it), then
 * shows the thank-you view, or the kept text with "it did not arrive, send it again", or says it
 * cannot tell. Meanwhile nothing is sent.
 */
export const unconfirmedObjection = machineSetup.createStateConfig({
  initial: "deciding",
  entry: "clearFailure",
  states: {
    deciding: {
      always: [
        { guard: "isOffline", target: "waitingForConnection" },
        // After a reload the page's own first answer is a fresh read: no call of our own.
        { guard: "hasDetails", target: "checking" },
        { target: "waitingForDetails" },
      ],
    },
    waitingForDetails: {
      always: [
        { guard: "arrivedPerDetails", target: EDITING, actions: "acceptObjection" },
        { guard: "notYetPerDetails", target: "waitingToCheckAgain" },
        { guard: "hasDetails", target: EDITING, actions: { type: "assignOutcome", params: { code: "unconfirmed" } } },
      ],
    },
    waitingForConnection: {
      on: { "connection.change": { guard: "isBackOnline", target: "checking" } },
    },
    checking: {
      invoke: {
        src: "fetchDetails",
        input: checkInput,
        onDone: [
          { guard: "arrivedPerAnswer", target: EDITING, actions: "acceptObjection" },
          { guard: "notYetPerAnswer", target: "waitingToCheckAgain" },
          { target: EDITING, actions: { type: "assignOutcome", params: { code: "unconfirmed" } } },
        ],
        onError: { target: EDITING, actions: { type: "assignOutcome", params: { code: "unconfirmed" } } },
      },
    },
    waitingToCheckAgain: { after: { arrivalRecheck: "checkingAgain" } },
    checkingAgain: {
      invoke: {
        src: "fetchDetails",
        input: checkInput,
        onDone: [
          { guard: "arrivedPerAnswer", target: EDITING, actions: "acceptObjection" },
          // The flag could tell the first time, so it still can: not there means it did not arrive.
          {
            target: EDITING,
            actions: [{ type: "assignOutcome", params: { code: "notArrived" } }, "clearPendingSend"],
          },
        ],
        onError: { target: EDITING, actions: { type: "assignOutcome", params: { code: "unconfirmed" } } },
      },
    },
  },
});
