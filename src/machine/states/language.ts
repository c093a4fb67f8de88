import { not, stateIn } from "xstate";
import { machineSetup } from "../setup";

const SAVE_OUTDATED = stateIn("#debtNotice.language.saving.outdated");

/**
 * The page's language: the debtor's preferred one is loaded beside the details (a failure is
 * silent and falls back to Slovak, docs/requirements.md: Languages); a change is shown at once and saved for them.
 *
 * A change touches this region only (no re-entry of the machine: a send, a load or a payment
 * in flight carries on). Saves are serialized: a request the server is already processing is
 * never aborted (aborting does not stop the server), so a newer choice waits for it and is saved
 * after it; the last choice is the one stored. Once the details are shown, the page waits for
 * the preferred language at most `preferredLanguageWait`, then shows Slovak; a later answer
 * still applies, unless the debtor has chosen meanwhile.
 *
 * A save that failed (offline, most often) is tried again when the connection comes back: the
 * language shown then, which is the debtor's last choice, is the one stored.
 *
 * A language is shown only once its catalog is here (the catalog region fetches it): until
 * then the page keeps the language it shows (at start-up: the loading state) and a choice is
 * neither shown nor saved. If the catalog cannot be fetched the page stays as it is.
 */
export const languageRegion = machineSetup.createStateConfig({
  initial: "deciding",
  on: {
    // Another debtor's page (Back/Forward): their own preferred language, unless one was chosen here.
    "route.change": { guard: "isOtherDebtorWithOwnLanguage", target: ".deciding" },
  },
  states: {
    deciding: {
      always: [
        { guard: "hasReference", target: "loading" },
        { target: "ready", actions: { type: "assignLanguage", params: { language: "sk" } } },
      ],
    },
    loading: {
      initial: "waitingForDetails",
      on: {
        "language.change": [
          { guard: "catalogHereForChoice", target: "saving", actions: ["dropCatalogRequest", "chooseLanguage"] },
          { actions: { type: "requestCatalog", params: ({ event }) => ({ language: event.language, chosen: true }) } },
        ],
        "catalog.ready": [
          { guard: "isChosenCatalog", target: "saving", actions: "chooseLanguage" },
          {
            target: "ready",
            actions: { type: "assignLanguage", params: ({ event }) => ({ language: event.language }) },
          },
        ],
        "catalog.failed": {
          guard: not("isChosenCatalog"),
          target: "ready",
          actions: { type: "assignLanguage", params: { language: "sk" } },
        },
      },
      invoke: {
        src: "loadLanguage",
        input: ({ context }) => ({ reference: context.route.reference ?? "" }),
        onDone: [
          // The debtor has chosen meanwhile (its catalog is on its way): the answer no longer counts.
          {
            guard: "hasChosenCatalogRequest",
            target: "ready",
            actions: { type: "assignLanguage", params: { language: "sk" } },
          },
          {
            guard: "catalogHereForAnswer",
            target: "ready",
            actions: { type: "assignLanguage", params: ({ event }) => ({ language: event.output ?? "sk" }) },
          },
          {
            actions: {
              type: "requestCatalog",
              params: ({ event }) => ({ language: event.output ?? "sk", chosen: false }),
            },
          },
        ],
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
      initial: "saved",
      states: {
        saved: {},
        /** The last save failed: the next connection saves the language shown. */
        unsaved: { on: { "connection.change": { guard: "isBackOnline", target: "#debtNotice.language.saving" } } },
      },
      on: {
        "language.change": [
          {
            guard: not("catalogHereForChoice"),
            actions: { type: "requestCatalog", params: ({ event }) => ({ language: event.language, chosen: true }) },
          },
          { guard: "hasReference", target: "saving", actions: ["dropCatalogRequest", "chooseLanguage"] },
          { actions: ["dropCatalogRequest", "chooseLanguage"] },
        ],
        "catalog.ready": [
          { guard: "hasReference", target: "saving", actions: "chooseLanguage" },
          { actions: "chooseLanguage" },
        ],
      },
    },
    saving: {
      initial: "current",
      on: {
        "language.change": [
          {
            guard: not("catalogHereForChoice"),
            actions: { type: "requestCatalog", params: ({ event }) => ({ language: event.language, chosen: true }) },
          },
          { target: ".outdated", actions: ["dropCatalogRequest", "chooseLanguage"] },
        ],
        "catalog.ready": { target: ".outdated", actions: "chooseLanguage" },
      },
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
          {
            target: "ready.unsaved",
            actions: { type: "logFailureQuietly", params: { call: "changePreferredLanguage" } },
          },
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
