import { assertEvent } from "xstate";
import { DEFAULT_LANGUAGE } from "../../domain/languages";
import type { WireLanguage } from "../debt-notice.types";
import { machineSetup } from "../setup";

const SETTLED = "#debtNotice.language.preference.settled";
/** The default language, and the fallback when the preference cannot be had. */
const SLOVAK = { type: "showLanguage", params: { language: DEFAULT_LANGUAGE } } as const;
const answerOf = (output: WireLanguage | null | undefined): WireLanguage => output ?? DEFAULT_LANGUAGE;

/**
 * The page's language (docs/requirements.md: Languages), three parallel parts:
 * - `preference`: the debtor's stored language, asked beside the details (a failure is silent
 *   and falls back to Slovak). Once the details are shown the page waits for it at most
 *   `preferredLanguageWait`, then shows Slovak; a later answer still applies, unless the debtor
 *   has chosen meanwhile. A language is shown only once its catalog is here: the answer's is
 *   fetched first when it is not.
 * - `choice`: the debtor's choice, shown at once when its catalog is here; otherwise the catalog
 *   is fetched (the page keeps the language it shows) and a newer choice re-enters, so the newest
 *   wins. A catalog that cannot be fetched leaves the page as it is and says so.
 * - `save`: a chosen language is saved for the debtor. Saves are serialized: a request the server
 *   is already processing is never aborted (aborting does not stop the server); a newer choice
 *   is saved after it. A failed save (offline, most often) is tried again when the connection
 *   comes back, with the language shown then.
 * A change touches this region only: a send, a load or a payment in flight carries on.
 */
export const languageRegion = machineSetup.createStateConfig({
  type: "parallel",
  on: { "catalogs.loaded": { actions: "keepLoadedCatalogs" } },
  states: {
    preference: {
      initial: "deciding",
      on: {
        // Another debtor's page (Back/Forward): their own preferred language, unless one was chosen here.
        "route.change": { guard: "isOtherDebtorWithOwnLanguage", target: ".deciding" },
      },
      states: {
        deciding: {
          always: [
            { guard: "hasReference", target: "loading" },
            { target: "settled", actions: SLOVAK },
          ],
        },
        /** The page shows the language it settled on (the preference's, a choice, or Slovak). */
        settled: {},
        loading: {
          type: "parallel",
          // The debtor's own choice is shown: the stored preference no longer counts.
          always: { guard: "hasChosenLanguage", target: "settled" },
          invoke: {
            src: "loadLanguage",
            input: ({ context }) => ({ reference: context.route.reference ?? "" }),
            onDone: [
              // The debtor has chosen meanwhile (its catalog is on its way): the answer no longer counts.
              { guard: "isChoiceWaiting", target: "settled", actions: SLOVAK },
              {
                guard: { type: "catalogHere", params: ({ event }) => ({ language: answerOf(event.output) }) },
                target: "settled",
                actions: { type: "showLanguage", params: ({ event }) => ({ language: answerOf(event.output) }) },
              },
              {
                target: ".answer.fetchingCatalog",
                actions: {
                  type: "assignPreferredLanguage",
                  params: ({ event }) => ({ language: answerOf(event.output) }),
                },
              },
            ],
            onError: {
              target: "settled",
              actions: [SLOVAK, { type: "logFailureQuietly", params: { call: "getPreferredLanguage" } }],
            },
          },
          states: {
            answer: {
              initial: "asking",
              states: {
                asking: {},
                /** The answer's catalog is not here yet: the page keeps Slovak until it is. */
                fetchingCatalog: {
                  invoke: {
                    src: "loadCatalog",
                    input: ({ context }) => ({ language: context.language.preferred ?? DEFAULT_LANGUAGE }),
                    onDone: [
                      { guard: "isChoiceWaiting", target: SETTLED, actions: ["keepCatalog", SLOVAK] },
                      {
                        target: SETTLED,
                        actions: [
                          "keepCatalog",
                          { type: "showLanguage", params: ({ event }) => ({ language: event.output }) },
                        ],
                      },
                    ],
                    onError: {
                      target: SETTLED,
                      actions: [
                        SLOVAK,
                        {
                          type: "catalogUnavailable",
                          params: ({ context }) => ({ language: context.language.preferred ?? DEFAULT_LANGUAGE }),
                        },
                      ],
                    },
                  },
                },
              },
            },
            wait: {
              initial: "waitingForDetails",
              states: {
                waitingForDetails: { always: { guard: "hasDetails", target: "detailsShown" } },
                detailsShown: { after: { preferredLanguageWait: { target: "gaveUp", actions: SLOVAK } } },
                gaveUp: {},
              },
            },
          },
        },
      },
    },
    choice: {
      initial: "idle",
      on: {
        "language.change": [
          {
            // Shown at once; a catalog still on its way for an earlier choice is kept when it comes.
            guard: { type: "catalogHere", params: ({ event }) => ({ language: event.language }) },
            actions: { type: "chooseLanguage", params: ({ event }) => ({ language: event.language }) },
          },
          {
            // Exits and enters fetchingCatalog again: the newer fetch replaces the older one.
            target: ".fetchingCatalog",
            actions: { type: "awaitCatalogOfChoice", params: ({ event }) => ({ language: event.language }) },
          },
        ],
      },
      states: {
        idle: {},
        fetchingCatalog: {
          invoke: {
            src: "loadCatalog",
            input: ({ event }) => {
              assertEvent(event, "language.change");
              return { language: event.language };
            },
            onDone: [
              {
                guard: { type: "isChoiceWaitingFor", params: ({ event }) => ({ language: event.output }) },
                target: "idle",
                actions: [
                  "keepCatalog",
                  { type: "chooseLanguage", params: ({ event }) => ({ language: event.output }) },
                ],
              },
              { target: "idle", actions: "keepCatalog" },
            ],
            onError: [
              {
                guard: "isChoiceWaiting",
                target: "idle",
                actions: {
                  type: "catalogUnavailable",
                  params: ({ context }) => ({ language: context.language.waiting ?? context.language.settled }),
                },
              },
              // The debtor went back to a language that is here: nobody waits for this one.
              { target: "idle", actions: { type: "logFailureQuietly", params: { call: "loadCatalog" } } },
            ],
          },
        },
      },
    },
    save: {
      initial: "saved",
      states: {
        saved: { always: { guard: "hasUnsavedChoice", target: "saving" } },
        saving: {
          entry: "markChoiceSent",
          invoke: {
            src: "saveLanguage",
            input: ({ context }) => ({ reference: context.route.reference ?? "", language: context.language.settled }),
            // A choice made meanwhile is saved now (saved's `always`).
            onDone: { target: "saved" },
            onError: {
              target: "unsaved",
              actions: { type: "logFailureQuietly", params: { call: "changePreferredLanguage" } },
            },
          },
        },
        /** The last save failed: a newer choice, or the next connection, saves the language shown. */
        unsaved: {
          always: { guard: "hasUnsavedChoice", target: "saving" },
          on: { "connection.change": { guard: "isBackOnline", target: "saving" } },
        },
      },
    },
  },
});
