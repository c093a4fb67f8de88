import { and, emit, not } from "xstate";
import { CAN_OPEN_TOTAL_DEBT, markStateInput, machineSetup } from "../setup";
import { paymentPageUrl } from "../../domain/safe-url";
import { loadingDetails } from "./details-loader";

/**
 * The home page of a debtor: its details, then one of its variants (the form or a thank-you
 * view, derived from the flags by a selector; the form's own states are the objection region),
 * or, with the `pay` parameter, the payment page at once (docs/requirements.md: The home page).
 */
export const homePage = machineSetup.createStateConfig({
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: not("hasDetails"), target: "loading" },
        { guard: and(["isPayRequested", "hasSafePaymentUrl"]), target: "redirectingToPay" },
        // Without a safe payment link there is nowhere to send the debtor: show the page.
        { guard: "isPayRequested", target: "ready", actions: ["consumePayRequest", "forgetPayParameter"] },
        { target: "ready" },
      ],
    },
    loading: loadingDetails((context) => ({ reference: context.route.reference ?? "", mobile: context.mobile })),
    redirectingToPay: {
      entry: ["consumePayRequest", "forgetPayParameter"],
      invoke: {
        src: "markState",
        input: ({ context }) => markStateInput(context, "clickedOnPay"),
        // Payment matters more than the bookkeeping: leave for the payment page either way.
        onDone: { target: "leavingForPayment", actions: ["markPaid", emit({ type: "pay" })] },
        onError: {
          target: "leavingForPayment",
          actions: [{ type: "logFailureQuietly", params: { call: "updateState" } }, emit({ type: "pay" })],
        },
      },
    },
    leavingForPayment: {
      entry: {
        type: "redirectToPayment",
        params: ({ context }) => ({ url: paymentPageUrl(context.details?.paymeUrl ?? null, context.paymentOrigins) }),
      },
      on: {
        // Back from the payment page, restored from the back/forward cache: show the page.
        "page.restored": { target: "ready" },
      },
    },
    ready: {
      entry: { type: "announceLoaded", params: { view: "home" } },
      on: {
        "form.fillAgain": { actions: "resetFlags" },
        "totalDebt.open": {
          guard: CAN_OPEN_TOTAL_DEBT,
          target: "#debtNotice.page.totalDebt",
          actions: [
            {
              type: "assignRoute",
              params: ({ context }) => ({ route: { view: "totalDebt", reference: context.route.reference } }),
            },
            { type: "pushRoute", params: ({ context }) => ({ route: context.route }) },
          ],
        },
      },
    },
  },
});
