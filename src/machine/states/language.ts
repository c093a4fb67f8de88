import { stateIn } from "xstate";
import { machineSetup } from "../setup";

const SAVE_OUTDATED = stateIn("#debtNotice.language.saving.outdated");

/**
 * The page's language: the debtor's preferred one is loaded beside the details (a failure is
 * silent and falls back to Slovak, spec §8); a change is shown at once and saved for them.
 *
 * A change touches this region only (no re-entry of the machine: a send, a load or a payment
 * in flight carries on). Saves are serialized: a request the server is already processing is
 * never aborted (aborting does not stop the server), so a newer choice waits for it and is saved
 * after it; the last choice is the one stored. Once the details are shown, the page waits for
 * the preferred language at most `preferredLanguageWait`, then shows Slovak; a later answer
 * still applies, unless the debtor has chosen meanwhile.
 */
export const languageRegion = machineSetup.createStateConfig({
  initial: "deciding",
  states: {
    deciding: {
      always: [
        { guard: "hasReference", target: "loading" },
        { target: "ready", actions: { type: "assignLanguage", params: { language: "sk" } } },
      ],
    },
    loading: {
      initial: "waitingForDetails",
      on: { "language.change": { target: "saving", actions: "chooseLanguage" } },
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
      states: {
        waitingForDetails: { always: { guard: "hasDetails", target: "detailsShown" } },
        detailsShown: {
          after: {
            preferredLanguageWait: {
              target: "gaveUp",
              actions: { type: "assignLanguage", params: { language: "sk" } },
            },
          },
        },
        gaveUp: {},
      },
    },
    ready: {
      on: {
        "language.change": [
          { guard: "hasReference", target: "saving", actions: "chooseLanguage" },
          { actions: "chooseLanguage" },
        ],
      },
    },
    saving: {
      initial: "current",
      on: { "language.change": { target: ".outdated", actions: "chooseLanguage" } },
      invoke: {
        src: "saveLanguage",
        input: ({ context }) => ({ reference: context.route.reference ?? "", language: context.language }),
        onDone: [{ guard: SAVE_OUTDATED, target: "saving", reenter: true }, { target: "ready" }],
        onError: [
          {
            guard: SAVE_OUTDATED,
            target: "saving",
            reenter: true,
            actions: { type: "logFailureQuietly", params: { call: "changePreferredLanguage" } },
          },
          { target: "ready", actions: { type: "logFailureQuietly", params: { call: "changePreferredLanguage" } } },
        ],
      },
      states: {
        /** The save in flight carries the language shown. */
        current: {},
        /** The debtor chose again meanwhile: save once more when this one is answered. */
        outdated: {},
      },
    },
  },
});
