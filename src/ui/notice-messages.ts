import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AttachmentErrorCode, NoticeCode } from "../machine/debt-notice.types";

/** The machine speaks in codes; this is where codes become words. */
const NOTICES: Record<NoticeCode, MessageDescriptor> = {
  serverError: msg`Server error`,
  captchaFailed: msg({
    comment: "The anti-spam check (reCAPTCHA) could not run; the user's text is kept",
    message: "We could not verify that you are not a robot. Your text is kept: please try again, or contact us.",
  }),
  attachmentEmpty: msg`The file is empty. Please choose another one.`,
  attachmentTooLarge: msg`File size for an objection is limited to a maximum of 10 MB`,
  attachmentUnsupported: msg`Only a photo (PNG, JPEG, GIF, WebP, HEIC) or a PDF can be attached.`,
  attachmentReadFailed: msg`The file could not be read. Please choose it again.`,
};

export function noticeMessage(code: NoticeCode): MessageDescriptor {
  return NOTICES[code];
}

const ATTACHMENT_NOTICE: Record<AttachmentErrorCode, NoticeCode> = {
  empty: "attachmentEmpty",
  tooLarge: "attachmentTooLarge",
  unsupportedType: "attachmentUnsupported",
  readFailed: "attachmentReadFailed",
};

export function attachmentErrorMessage(code: AttachmentErrorCode): MessageDescriptor {
  return NOTICES[ATTACHMENT_NOTICE[code]];
}
