import { homeRouteOf, machineSetup } from "../setup";
import { loadingDetails } from "./details-loader";

/** The total-debt page (docs/requirements.md: Total debt): the details it needs, loaded unless the home page has them. */
export const totalDebtPage = machineSetup.createStateConfig({
  initial: "checking",
  on: {
    "totalDebt.back": {
      target: "home",
      actions: [
        { type: "assignRoute", params: ({ context }) => ({ route: homeRouteOf(context) }) },
        { type: "pushRoute", params: ({ context }) => ({ route: homeRouteOf(context) }) },
      ],
    },
  },
  states: {
    checking: {
      always: [{ guard: "hasDetails", target: "ready" }, { target: "loading" }],
    },
    loading: loadingDetails((context) => ({ reference: context.route.reference ?? "" })),
    ready: {
      entry: { type: "announceLoaded", params: { view: "totalDebt" } },
    },
  },
});
