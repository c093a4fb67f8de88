import type { AnyEventObject } from "xstate";
import { DEFAULT_LANGUAGE } from "../domain/languages";
import type { DebtNoticeContext, DebtNoticeEvent, WireLanguage } from "./debt-notice.types";
import { errorCodeOf, errorOf } from "./event-error";
import { machineEnqueue } from "./machine-enqueue";
import type { LogFailure } from "./provided-actions";

type GuardArgs = { context: DebtNoticeContext; event: DebtNoticeEvent };

const outputOf = (event: AnyEventObject): unknown => ("output" in event ? event.output : undefined);

/** The language region's conditions (states/language.ts). */
export const languageGuards = {
  /** The debtor chose a language whose catalog is here: it can be shown at once. */
  catalogHereForChoice: ({ context, event }: GuardArgs) =>
    event.type === "language.change" && context.catalogs.includes(event.language),
  /** The gateway answered a preferred language (none: the default) whose catalog is here. */
  catalogHereForAnswer: ({ context, event }: GuardArgs) =>
    context.catalogs.includes((outputOf(event) as WireLanguage | null | undefined) ?? DEFAULT_LANGUAGE),
  /** A language the debtor chose is waiting for its catalog. */
  isChoiceWaiting: ({ context }: GuardArgs) => context.chosenLanguageWaiting !== null,
  /** The catalog that came is the one the debtor's choice waits for. */
  isCatalogOfChoice: ({ context, event }: GuardArgs) =>
    context.chosenLanguageWaiting !== null && outputOf(event) === context.chosenLanguageWaiting,
  /** The debtor has chosen a language on this page: the stored preference no longer counts. */
  hasChosenLanguage: ({ context }: GuardArgs) => context.languageChosen,
  /** The debtor's latest choice has not been sent to the gateway yet (a debtor's page only). */
  hasUnsavedChoice: ({ context }: GuardArgs) =>
    context.route.reference !== null && context.languageChosen && !context.choiceSent,
};

/** What the language region does to the context (states/language.ts). */
export const languageActions = {
  /** The debtor's choice is shown (its catalog is here) and the host is told; a failure note goes. */
  chooseLanguage: machineEnqueue<{ language: WireLanguage }>(({ enqueue }, { language }) => {
    enqueue.assign({
      language,
      languageChosen: true,
      choiceSent: false,
      languageFailure: null,
      chosenLanguageWaiting: null,
    });
    enqueue.emit({ type: "languageChanged", language });
  }),
  /** The debtor chose a language whose catalog is not here yet: the chooser shows it meanwhile. */
  awaitCatalogOfChoice: machineEnqueue<{ language: WireLanguage }>(({ enqueue }, { language }) => {
    enqueue.assign({ chosenLanguageWaiting: language, languageFailure: null });
  }),
  /** A catalog came: kept for later switches, whoever asked for it. */
  keepCatalog: machineEnqueue<undefined>(({ enqueue, context, event }) => {
    const language = outputOf(event) as WireLanguage;
    if (!context.catalogs.includes(language)) enqueue.assign({ catalogs: [...context.catalogs, language] });
  }),
  /** Catalogs fetched outside the machine (the session's prefetch) are known here too. */
  keepLoadedCatalogs: machineEnqueue<undefined>(({ enqueue, context, event }) => {
    if (event.type !== "catalogs.loaded") return;
    const added = event.languages.filter((language) => !context.catalogs.includes(language));
    if (added.length > 0) enqueue.assign({ catalogs: [...context.catalogs, ...added] });
  }),
  /** The page stays in the language it shows and says so calmly; choosing again tries again. */
  catalogUnavailable: machineEnqueue<{ language: WireLanguage }, LogFailure>(({ enqueue, event }, { language }) => {
    enqueue({ type: "logFailure", params: { call: "loadCatalog", code: errorCodeOf(errorOf(event)) } });
    enqueue.emit({ type: "notify", code: "languageUnavailable" });
    enqueue.assign({ chosenLanguageWaiting: null, languageFailure: language });
  }),
  /** The gateway answered a preferred language whose catalog must be fetched before it is shown. */
  assignPreferredLanguage: machineEnqueue<{ language: WireLanguage }>(({ enqueue }, { language }) => {
    enqueue.assign({ preferredLanguage: language });
  }),
  /** The latest choice is on its way to the gateway: a choice made after it is saved after it. */
  markChoiceSent: machineEnqueue<undefined>(({ enqueue }) => {
    enqueue.assign({ choiceSent: true });
  }),
};
