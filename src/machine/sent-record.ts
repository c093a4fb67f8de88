import { objectionKeyOf } from "../domain/objection-key";
import { noticeAmountOf } from "../domain/notice-amount";
import { periodLabelOf } from "./period-label";
import type { DebtNoticeContext, SentRecord } from "./debt-notice.types";
import { uploadBodyOf } from "./upload-body";

/** The proof of a successful send, taken from the form before it is cleared: names and sizes, no bytes. */
export function sentRecordOf(context: DebtNoticeContext, sentAt: number): SentRecord {
  const details = context.details;
  const amount = details ? noticeAmountOf(details) : null;
  return {
    reason: context.reason,
    comment: context.comment.trim(),
    attachment: context.attachment ? { fileName: context.attachment.fileName, size: context.attachment.size } : null,
    sentAt,
    periodLabel: details ? periodLabelOf(details) : "",
    periodKind: details?.period.trim() ? "period" : "specificSymbol",
    amountCents: amount?.ok ? amount.cents : null,
    // The key every send of this objection carried (the gateway client's header): its reference.
    // Not shown where the gateway never received it (another origin): nobody could look it up.
    key: context.objectionKeySent ? objectionKeyOf(uploadBodyOf(context)) : null,
  };
}
