import { assertEvent, type AnyEventObject } from "xstate";
import { isBodySent, keepRecent } from "../domain/upload-progress";
import { NO_REASON, paidOnIsInFuture } from "../domain/objection-reason";
import { arrivalOf, gatewayHasInfo, type Arrival } from "./arrival";
import type { DebtDetails, DebtNoticeContext } from "./debt-notice.types";
import { errorCodeOf, errorOf, statusOf } from "./event-error";
import { machineEnqueue } from "./machine-enqueue";
import {
  revokeAttachmentOf,
  type ClearDraft,
  type PersistDraft,
  type PersistPendingSend,
  type PersistSentRecord,
  type RevokeAttachmentUrl,
} from "./provided-actions";
import { sentRecordOf } from "./sent-record";

/** What the objection's typing and upload do to the context (the objection region, states/). */
export const objectionActions = {
  /**
   * The gateway has the objection (it answered, or a check found it arrived): the host is told, the
   * record kept for the thank-you view, the form and the draft cleared, nothing pending.
   */
  acceptObjection: machineEnqueue<undefined, RevokeAttachmentUrl | ClearDraft | PersistPendingSend | PersistSentRecord>(
    ({ enqueue, context }) => {
      enqueue.emit({ type: "commentSent", withAttachment: context.attachment !== null });
      const record = sentRecordOf(context, Date.now());
      enqueue.assign({ sentRecord: record });
      enqueue({ type: "persistSentRecord", params: { record } });
      revokeAttachmentOf(context, enqueue);
      enqueue.assign({
        comment: "",
        reason: NO_REASON,
        attachment: null,
        attachmentError: null,
        submitAttempted: false,
        pendingSend: null,
        infoWasProvided: true,
      });
      enqueue({ type: "clearDraft", params: undefined });
      enqueue({ type: "persistPendingSend", params: { pending: null } });
    },
  ),
  /** The body starts to leave: until the answer is here, it may arrive without us knowing (kept across a reload). */
  markPendingSend: machineEnqueue<undefined, PersistPendingSend>(({ enqueue, context }) => {
    const pending = { since: Date.now(), wasProvided: gatewayHasInfo(context) };
    enqueue.assign({ pendingSend: pending });
    enqueue({ type: "persistPendingSend", params: { pending } });
  }),
  /** What the check of a lost answer found, for the form to say (selectFormStatus). */
  assignOutcome: machineEnqueue<{ code: "notArrived" | "unconfirmed" }>(({ enqueue }, { code }) => {
    enqueue.assign({ failure: { call: "uploadComment", code } });
  }),
  /** It is known whether the send arrived (or that nothing left). */
  clearPendingSend: machineEnqueue<undefined, PersistPendingSend>(({ enqueue }) => {
    enqueue.assign({ pendingSend: null });
    enqueue({ type: "persistPendingSend", params: { pending: null } });
  }),
  /** The debtor typed (`comment.change`): the text is kept, and kept for a reload too. */
  keepComment: machineEnqueue<undefined, PersistDraft>(({ enqueue, event, context }) => {
    assertEvent(event, "comment.change");
    enqueue.assign({ comment: event.value });
    enqueue({ type: "persistDraft", params: { comment: event.value, reason: context.reason } });
  }),
  /** The debtor chose a reason or answered its questions (`reason.change`): kept like the text. */
  keepReason: machineEnqueue<undefined, PersistDraft>(({ enqueue, event, context }) => {
    assertEvent(event, "reason.change");
    const reason = { ...context.reason, ...event.answers };
    enqueue.assign({ reason });
    enqueue({ type: "persistDraft", params: { comment: context.comment, reason } });
  }),
  clearUploadProgress: machineEnqueue<undefined>(({ enqueue }) => enqueue.assign({ upload: { samples: [] } })),
  assignUploadProgress: machineEnqueue<undefined>(({ enqueue, context, event }) => {
    assertEvent(event, "upload.progress");
    enqueue.assign({ upload: { samples: keepRecent(context.upload.samples, event.sample) } });
  }),
  /** Stopped by the debtor before every byte had left: not sent. */
  assignUploadStopped: machineEnqueue<undefined>(({ enqueue }) => {
    enqueue.assign({ failure: { call: "uploadComment", code: "stopped" } });
  }),
};

/**
 * Failures after which the objection may have arrived: the gateway's answer was lost (a timeout,
 * a dropped connection, a proxy's page or its 502/504) while the body may have left. A 4xx or
 * another 5xx is the gateway's own answer: not stored (openapi.yaml).
 */
const ANSWER_LOST = new Set(["timeout", "network", "invalidResponse"]);
const PROXY_STATUSES = new Set([502, 504]);

function bodyMayHaveLeft(context: DebtNoticeContext): boolean {
  const last = context.upload.samples.at(-1);
  // No report at all: a small body may leave before the browser reports any, or fetch sent it.
  return last === undefined || isBodySent(last);
}

const detailsOf = (event: AnyEventObject): DebtDetails | null =>
  "output" in event ? (event.output as DebtDetails) : null;

const arrivalPer =
  (arrival: Arrival, from: "answer" | "context") =>
  ({ context, event }: { context: DebtNoticeContext; event: AnyEventObject }) =>
    arrivalOf(context.pendingSend, from === "answer" ? detailsOf(event) : context.details) === arrival;

export const objectionGuards = {
  mayHaveArrived: ({ context, event }: { context: DebtNoticeContext; event: AnyEventObject }) => {
    const error = errorOf(event);
    const answerLost = ANSWER_LOST.has(errorCodeOf(error)) || PROXY_STATUSES.has(statusOf(error) ?? 0);
    return answerLost && bodyMayHaveLeft(context);
  },
  /** Offline before the whole body left: nothing can have arrived, so it is sent again once online. */
  isLostConnectionBeforeBody: ({ context, event }: { context: DebtNoticeContext; event: AnyEventObject }) =>
    !context.online && errorCodeOf(errorOf(event)) === "network" && !isBodySent(context.upload.samples.at(-1) ?? null),
  hasPendingSend: ({ context }: { context: DebtNoticeContext }) => context.pendingSend !== null,
  /** "When did you pay?" answered with a day that has not come yet: nothing is sent until it is put right. */
  isPaidOnInFuture: ({ context }: { context: DebtNoticeContext }) => paidOnIsInFuture(context.reason, context.today),
  /** The last progress report said every byte had left. */
  isBodySentSoFar: ({ context }: { context: DebtNoticeContext }) => isBodySent(context.upload.samples.at(-1) ?? null),
  arrivedPerAnswer: arrivalPer("arrived", "answer"),
  notYetPerAnswer: arrivalPer("notYet", "answer"),
  arrivedPerDetails: arrivalPer("arrived", "context"),
  notYetPerDetails: arrivalPer("notYet", "context"),
};
