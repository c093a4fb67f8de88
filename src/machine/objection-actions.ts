import { assertEvent } from "xstate";
import { isBodySent, keepRecent } from "../domain/upload-progress";
import type { ReasonAnswers } from "../domain/objection-reason";
import { machineEnqueue } from "./machine-enqueue";

export type PersistDraft = { type: "persistDraft"; params: { comment: string; reason: ReasonAnswers } };

/** What the objection's typing and upload do to the context (the objection region, states/). */
export const objectionActions = {
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
  /** Stopped by the debtor: once every byte had left, the gateway may have taken it anyway. */
  assignUploadStopped: machineEnqueue<undefined>(({ enqueue, context }) => {
    const code = isBodySent(context.upload.samples.at(-1) ?? null) ? "stoppedAfterSent" : "stopped";
    enqueue.assign({ failure: { call: "uploadComment", code } });
  }),
};
