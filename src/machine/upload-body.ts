import type { DebtNoticeContext, UploadCommentBody } from "./debt-notice.types";

/** The uploadComment body of CONTRACT §5: with no attachment both attachment fields are null. */
export function uploadBodyOf(context: DebtNoticeContext): UploadCommentBody {
  const attachment = context.attachment;
  return {
    reference: context.route.reference ?? "",
    sessionId: context.details?.sessionId ?? "",
    comment: context.comment.trim(),
    attachmentType: attachment
      ? attachment.dataUrl.slice(attachment.dataUrl.indexOf("/") + 1, attachment.dataUrl.indexOf(";"))
      : null,
    attachment: attachment ? attachment.dataUrl.slice(attachment.dataUrl.indexOf(",") + 1) : null,
    captchaToken: context.captchaToken,
  };
}
