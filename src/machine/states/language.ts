import { machineSetup } from "../setup";

/**
 * The page's language: the debtor's preferred one is loaded beside the details (a failure is
 * silent and falls back to Slovak, spec §8); a change is shown at once and saved for them.
 */
export const languageRegion = machineSetup.createStateConfig({
  initial: "deciding",
  on: {
    "language.change": [
      { guard: "hasReference", target: ".saving", reenter: true, actions: "chooseLanguage" },
      { target: ".ready", actions: "chooseLanguage" },
    ],
  },
  states: {
    deciding: {
      always: [
        { guard: "hasReference", target: "loading" },
        { target: "ready", actions: { type: "assignLanguage", params: { language: "sk" } } },
      ],
    },
    loading: {
      invoke: {
        src: "loadLanguage",
        input: ({ context }) => ({ reference: context.route.reference ?? "" }),
        onDone: {
          target: "ready",
          actions: { type: "assignLanguage", params: ({ event }) => ({ language: event.output ?? "sk" }) },
        },
        onError: {
          target: "ready",
          actions: [
            { type: "assignLanguage", params: { language: "sk" } },
            { type: "logFailureQuietly", params: { call: "getPreferredLanguage" } },
          ],
        },
      },
    },
    ready: {},
    saving: {
      invoke: {
        src: "saveLanguage",
        input: ({ context }) => ({ reference: context.route.reference ?? "", language: context.language }),
        onDone: { target: "ready" },
        onError: {
          target: "ready",
          actions: { type: "logFailureQuietly", params: { call: "changePreferredLanguage" } },
        },
      },
    },
  },
});
