import { machineSetup } from "../setup";
import { homePage } from "./home";
import { totalDebtPage } from "./total-debt";

/**
 * Which page is shown (docs/requirements.md: Pages and routes): the route decides; Back/Forward (path routing)
 * changes it, and another debtor's route starts over with nothing of the previous one.
 */
export const pageRegion = machineSetup.createStateConfig({
  initial: "routing",
  on: {
    "route.change": [
      {
        guard: "isOtherDebtor",
        target: ".routing",
        actions: [
          "forgetDebtor",
          { type: "assignRoute", params: ({ event }) => ({ route: event.route }) },
          "restoreDraft",
        ],
      },
      {
        guard: "isOtherView",
        target: ".routing",
        actions: { type: "assignRoute", params: ({ event }) => ({ route: event.route }) },
      },
    ],
  },
  states: {
    routing: {
      always: [
        { guard: "isTotalDebtRoute", target: "totalDebt" },
        { guard: "isHomeRoute", target: "home" },
        { target: "notFound" },
      ],
    },
    notFound: {
      entry: { type: "announceLoaded", params: { view: "notFound" } },
      on: {
        // After a failed load (not an unknown link): the debtor may try again.
        "details.retry": { guard: "hasReference", target: "routing", actions: "clearLoadFailure" },
      },
    },
    home: homePage,
    totalDebt: totalDebtPage,
  },
});
