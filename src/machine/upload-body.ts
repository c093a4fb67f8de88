import { commentWithReason } from "../domain/objection-reason";
import type { DebtNoticeContext, UploadCommentBody } from "./debt-notice.types";

/**
 * The uploadComment body (openapi.yaml: `UploadCommentRequest`): with no attachment both attachment fields are null.
 * A chosen reason is the comment's first line (README: the comment's first line).
 */
export function uploadBodyOf(context: DebtNoticeContext): UploadCommentBody {
  const attachment = context.attachment;
  return {
    reference: context.route.reference ?? "",
    sessionId: context.details?.sessionId ?? "",
    comment: commentWithReason(context.reason, context.comment),
    attachmentType: attachment
      ? attachment.dataUrl.slice(attachment.dataUrl.indexOf("/") + 1, attachment.dataUrl.indexOf(";"))
      : null,
    attachment: attachment ? attachment.dataUrl.slice(attachment.dataUrl.indexOf(",") + 1) : null,
    captchaToken: context.captchaToken,
  };
}
