import type { AnyEventObject } from "xstate";
import { DEFAULT_LANGUAGE } from "../domain/languages";
import type { CatalogRequest, DebtNoticeContext, DebtNoticeEvent, WireLanguage } from "./debt-notice.types";
import { errorCodeOf, errorOf } from "./event-error";
import { machineEnqueue } from "./machine-enqueue";
import type { LogFailure } from "./provided-actions";

type GuardArgs = { context: DebtNoticeContext; event: DebtNoticeEvent };

const outputOf = (event: AnyEventObject): unknown => ("output" in event ? event.output : undefined);

/** A language is shown only once its texts are here (the default language's are in the bundle). */
export const catalogGuards = {
  /** The debtor chose a language whose catalog is here. */
  catalogHereForChoice: ({ context, event }: GuardArgs) =>
    event.type === "language.change" && context.catalogs.includes(event.language),
  /** The gateway answered a preferred language (none: the default) whose catalog is here. */
  catalogHereForAnswer: ({ context, event }: GuardArgs) =>
    context.catalogs.includes((outputOf(event) as WireLanguage | null | undefined) ?? DEFAULT_LANGUAGE),
  /** The debtor has chosen a language that is still waiting for its catalog. */
  hasChosenCatalogRequest: ({ context }: GuardArgs) => context.catalogRequest?.chosen === true,
  /** The catalog event concerns the debtor's choice, not the gateway's answer. */
  isChosenCatalog: ({ event }: GuardArgs) =>
    (event.type === "catalog.ready" || event.type === "catalog.failed") && event.chosen,
};

export const catalogActions = {
  /** Fetches the catalog of a language before showing it; a newer request replaces an older one. */
  requestCatalog: machineEnqueue<CatalogRequest>(({ enqueue }, request) => {
    enqueue.assign({ catalogRequest: request, languageFailure: null });
    enqueue.raise({ type: "catalog.fetch" });
  }),
  /** A language whose catalog is here was chosen: a fetch still under way no longer matters. */
  dropCatalogRequest: machineEnqueue<undefined>(({ enqueue }) => enqueue.assign({ catalogRequest: null })),
  /** The catalog is here: kept for later switches; the language waiting for it may be shown. */
  catalogArrived: machineEnqueue<undefined>(({ enqueue, context, event }) => {
    const language = outputOf(event) as WireLanguage;
    if (!context.catalogs.includes(language)) enqueue.assign({ catalogs: [...context.catalogs, language] });
    const request = context.catalogRequest;
    if (request?.language !== language) return;
    enqueue.assign({ catalogRequest: null });
    enqueue.raise({ type: "catalog.ready", ...request });
  }),
  /** The page stays in the language it shows, and says so calmly; choosing again tries again. */
  catalogFailed: machineEnqueue<undefined, LogFailure>(({ enqueue, context, event }) => {
    enqueue({ type: "logFailure", params: { call: "loadCatalog", code: errorCodeOf(errorOf(event)) } });
    const request = context.catalogRequest;
    if (!request) return;
    enqueue.emit({ type: "notify", code: "languageUnavailable" });
    enqueue.assign({ catalogRequest: null, languageFailure: request.language });
    enqueue.raise({ type: "catalog.failed", ...request });
  }),
};
