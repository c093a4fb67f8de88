import type { DebtNoticeContext, FetchDetailsInput } from "../debt-notice.types";
import { machineSetup } from "../setup";

/**
 * Loads the debtor's details for a page (the home page sends `mobile`, the total-debt page
 * only the reference, openapi.yaml: getDetails). On success the page goes back to its `checking` state,
 * which decides what to show; a failed load is the not-found view (docs/requirements.md: When a call fails). The whole load,
 * retries included, takes at most request-timeout (the gateway client's budget); after
 * `answerIsSlow` the page says calmly that the connection is slow.
 */
export function loadingDetails(request: (context: DebtNoticeContext) => FetchDetailsInput) {
  return machineSetup.createStateConfig({
    initial: "waiting",
    states: {
      waiting: { after: { answerIsSlow: "slow" } },
      slow: {},
    },
    invoke: {
      src: "fetchDetails",
      input: ({ context }) => request(context),
      onDone: {
        target: "checking",
        actions: { type: "assignDetails", params: ({ event }) => ({ details: event.output }) },
      },
      onError: {
        target: "#debtNotice.page.notFound",
        actions: ["clearDetails", { type: "reportLoadFailure", params: { call: "getDetails", notice: "serverError" } }],
      },
    },
  });
}
