import type { AnyEventObject } from "xstate";
import type { CallFailure, DebtNoticeEmitted, NoticeCode } from "./debt-notice.types";
import { errorCodeOf, errorFieldOf, errorOf } from "./event-error";
import { machineEnqueue } from "./machine-enqueue";
import type { LogFailure } from "./provided-actions";

export interface ReportFailureParams {
  call: CallFailure["call"];
  /** What the debtor is told (a toast); null for failures that stay silent. */
  notice: NoticeCode | null;
}

/** The console line of a failed call: its call and code, and for an unreadable answer the field's name. */
function logFailureOf(event: AnyEventObject, call: string): LogFailure {
  const error = errorOf(event);
  const field = errorFieldOf(error);
  return { type: "logFailure", params: { call, code: errorCodeOf(error), ...(field ? { field } : {}) } };
}

/** Logged by call and code only, the host told (`failed`), the debtor told when there is something to tell. */
function reportFailureOf(
  enqueue: ((action: LogFailure) => void) & { emit: (event: DebtNoticeEmitted) => void },
  event: AnyEventObject,
  { call, notice }: ReportFailureParams,
): void {
  enqueue(logFailureOf(event, call));
  if (notice) enqueue.emit({ type: "notify", code: notice });
  enqueue.emit({ type: "failed", call });
}

/** What every failed call does (an invoke's onError): one of these three. */
export const failureActions = {
  reportFailure: machineEnqueue<ReportFailureParams, LogFailure>(({ enqueue, event }, params) =>
    reportFailureOf(enqueue, event, params),
  ),
  /**
   * Reported, and kept for the form while true (its alert): what the toast said stays on the page
   * after the toast. The objection's own slot; a failed load has reportLoadFailure.
   */
  reportAndKeepFailure: machineEnqueue<ReportFailureParams, LogFailure>(({ enqueue, event }, params) => {
    enqueue.assign({ failure: { call: params.call, code: errorCodeOf(errorOf(event)) } });
    reportFailureOf(enqueue, event, params);
  }),
  /** The page's details could not be loaded: reported, and kept for the not-found view's wording. */
  reportLoadFailure: machineEnqueue<ReportFailureParams, LogFailure>(({ enqueue, event }, params) => {
    enqueue.assign({ loadFailure: { call: params.call, code: errorCodeOf(errorOf(event)) } });
    reportFailureOf(enqueue, event, params);
  }),
  /** A failure nobody is told about (the language calls, docs/requirements.md: When a call fails): logged only. */
  logFailureQuietly: machineEnqueue<{ call: CallFailure["call"] | "loadCatalog" }, LogFailure>(
    ({ enqueue, event }, { call }) => {
      enqueue(logFailureOf(event, call));
    },
  ),
};
