import { periodLabelOf } from "./period-label";
import type { DebtNoticeContext, SentRecord } from "./debt-notice.types";

/** The proof of a successful send, taken from the form before it is cleared: names and sizes, no bytes. */
export function sentRecordOf(context: DebtNoticeContext, sentAt: number): SentRecord {
  const details = context.details;
  return {
    reason: context.reason,
    comment: context.comment.trim(),
    attachment: context.attachment ? { fileName: context.attachment.fileName, size: context.attachment.size } : null,
    sentAt,
    periodLabel: details ? periodLabelOf(details) : "",
    periodKind: details?.period.trim() ? "period" : "specificSymbol",
  };
}
