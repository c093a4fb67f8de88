import type { AnyEventObject } from "xstate";
import type { DebtNoticeContext, DebtNoticeEvent, PageLanguage, WireLanguage } from "./debt-notice.types";
import { errorCodeOf, errorOf } from "./event-error";
import { machineEnqueue } from "./machine-enqueue";
import type { LogFailure } from "./provided-actions";

type GuardArgs = { context: DebtNoticeContext; event: DebtNoticeEvent };
type ForLanguage = { language: WireLanguage };

const outputOf = (event: AnyEventObject): unknown => ("output" in event ? event.output : undefined);

/** The language region's conditions (states/language.ts): they read `context.language` only. */
export const languageGuards = {
  /** The catalog of `language` is here: it can be shown at once. */
  catalogHere: ({ context }: GuardArgs, { language }: ForLanguage) => context.language.catalogs.includes(language),
  /** A language the debtor chose is waiting for its catalog. */
  isChoiceWaiting: ({ context }: GuardArgs) => context.language.waiting !== null,
  /** `language` is the one the debtor's choice waits for. */
  isChoiceWaitingFor: ({ context }: GuardArgs, { language }: ForLanguage) => context.language.waiting === language,
  /** The debtor has chosen a language on this page: the stored preference no longer counts. */
  hasChosenLanguage: ({ context }: GuardArgs) => context.language.chosen !== null,
  /** The debtor's latest choice has not been sent to the gateway yet (a debtor's page only). */
  hasUnsavedChoice: ({ context }: GuardArgs) =>
    context.route.reference !== null && context.language.chosen !== null && !context.language.chosenSent,
  /** Another debtor's page (Back/Forward) when nobody chose a language here: their own preference counts. */
  isOtherDebtorWithOwnLanguage: ({ context, event }: GuardArgs) =>
    event.type === "route.change" &&
    event.route.reference !== context.route.reference &&
    context.language.chosen === null,
};

/** The one way the language region writes the context: a change to its slice, on the latest context. */
const change =
  (fields: Partial<PageLanguage>) =>
  ({ context }: { context: DebtNoticeContext }) => ({ language: { ...context.language, ...fields } });

/** What the language region does to the context (states/language.ts). */
export const languageActions = {
  /** The page shows `language` (the preference's answer, or Slovak). */
  showLanguage: machineEnqueue<ForLanguage>(({ enqueue }, { language }) => {
    enqueue.assign(change({ settled: language }));
  }),
  /** The debtor's choice is shown (its catalog is here) and the host is told; a failure note goes. */
  chooseLanguage: machineEnqueue<ForLanguage>(({ enqueue }, { language }) => {
    enqueue.assign(change({ settled: language, chosen: language, chosenSent: false, failed: null, waiting: null }));
    enqueue.emit({ type: "languageChanged", language });
  }),
  /** The debtor chose a language whose catalog is not here yet: the chooser shows it meanwhile. */
  awaitCatalogOfChoice: machineEnqueue<ForLanguage>(({ enqueue }, { language }) => {
    enqueue.assign(change({ waiting: language, failed: null }));
  }),
  /** A catalog came: kept for later switches, whoever asked for it. */
  keepCatalog: machineEnqueue<undefined>(({ enqueue, context, event }) => {
    const language = outputOf(event) as WireLanguage;
    const { catalogs } = context.language;
    if (!catalogs.includes(language)) enqueue.assign(change({ catalogs: [...catalogs, language] }));
  }),
  /** Catalogs fetched outside the machine (the session's prefetch) are known here too. */
  keepLoadedCatalogs: machineEnqueue<undefined>(({ enqueue, context, event }) => {
    if (event.type !== "catalogs.loaded") return;
    const { catalogs } = context.language;
    const added = event.languages.filter((language) => !catalogs.includes(language));
    if (added.length > 0) enqueue.assign(change({ catalogs: [...catalogs, ...added] }));
  }),
  /** The page stays in the language it shows and says so calmly; choosing again tries again. */
  catalogUnavailable: machineEnqueue<ForLanguage, LogFailure>(({ enqueue, event }, { language }) => {
    enqueue({ type: "logFailure", params: { call: "loadCatalog", code: errorCodeOf(errorOf(event)) } });
    enqueue.emit({ type: "notify", code: "languageUnavailable" });
    enqueue.assign(change({ waiting: null, failed: language }));
  }),
  /** The gateway answered a preferred language whose catalog must be fetched before it is shown. */
  assignPreferredLanguage: machineEnqueue<ForLanguage>(({ enqueue }, { language }) => {
    enqueue.assign(change({ preferred: language }));
  }),
  /** The latest choice is on its way to the gateway: a choice made after it is saved after it. */
  markChoiceSent: machineEnqueue<undefined>(({ enqueue }) => {
    enqueue.assign(change({ chosenSent: true }));
  }),
};
