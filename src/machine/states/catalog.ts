import { DEFAULT_LANGUAGE } from "../../domain/languages";
import { machineSetup } from "../setup";

/**
 * Catalogs other than the default language's are files of their own, fetched on demand (the
 * session starts fetching them with the start-up calls, so this usually finds them there).
 * The language region asks through `requestCatalog`; the answer comes back as `catalog.ready`
 * or `catalog.failed`. A newer request replaces an older one.
 */
export const catalogRegion = machineSetup.createStateConfig({
  initial: "idle",
  states: {
    idle: { on: { "catalog.fetch": "fetching" } },
    fetching: {
      // Only this state is re-entered: the previous fetch is stopped, the newer one started.
      on: { "catalog.fetch": { target: "fetching", reenter: true } },
      invoke: {
        src: "loadCatalog",
        input: ({ context }) => ({ language: context.catalogRequest?.language ?? DEFAULT_LANGUAGE }),
        onDone: { target: "idle", actions: "catalogArrived" },
        onError: { target: "idle", actions: "catalogFailed" },
      },
    },
  },
});
