import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AttachmentErrorCode, NoticeCode } from "../machine/debt-notice.types";

/** The machine speaks in codes; this is where codes become words. */
const NOTICES: Record<NoticeCode, MessageDescriptor> = {
  serverError: msg({
    message: "Server error",
    comment: "Error toast when a request to the server fails. Wording fixed by the spec.",
  }),
  captchaFailed: msg({
    comment: "The anti-spam check (reCAPTCHA) could not run; the user's text is kept",
    message: "We could not verify that you are not a robot. Your text is kept: please try again, or contact us.",
  }),
  attachmentEmpty: msg({
    message: "The file is empty. Please choose another one.",
    comment: "Error about the chosen attachment.",
  }),
  attachmentTooLarge: msg({
    message: "File size for an objection is limited to a maximum of 10 MB",
    comment: "Error when the attachment is over 10 MB. Wording fixed by the spec.",
  }),
  attachmentUnsupported: msg({
    message: "Only a photo (PNG, JPEG, GIF, WebP, HEIC) or a PDF can be attached.",
    comment: "Error when the file is not an image or a PDF.",
  }),
  attachmentReadFailed: msg({
    message: "The file could not be read. Please choose it again.",
    comment: "Error about the chosen attachment.",
  }),
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
