import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { NoticeCode } from "../machine/debt-notice.types";

/** The machine speaks in codes; this is where codes become words (toasts and field errors alike). */
const NOTICES: Record<NoticeCode, MessageDescriptor> = {
  serverError: msg({
    message: "Server error",
    comment: "Error toast when a request to the server fails. Wording fixed by the spec.",
  }),
  captchaFailed: msg({
    comment:
      "Toast when the anti-spam check (reCAPTCHA) could not run. The text is still in the form, not saved on the server: do not say 'saved'.",
    message: "We could not verify that you are not a robot. Your text is still here. Please try again, or contact us.",
  }),
  languageUnavailable: msg({
    comment:
      "Toast when the texts of a language (the debtor's preferred or chosen one) could not be downloaded; the page stays in the language it already shows.",
    message: "This language could not be loaded. Please try again later.",
  }),
  empty: msg({
    message: "The file is empty. Please choose another one.",
    comment: "Error about the chosen attachment.",
  }),
  tooLarge: msg({
    message: "File size for an objection is limited to a maximum of 10 MB",
    comment: "Error when the attachment is over 10 MB. Wording fixed by the spec.",
  }),
  unsupportedType: msg({
    message: "Only a photo (PNG, JPEG, GIF, WebP, HEIC) or a PDF can be attached.",
    comment: "Error when the file is not an image or a PDF.",
  }),
  readFailed: msg({
    message: "The file could not be read. Please choose it again.",
    comment: "Error about the chosen attachment.",
  }),
};

export function isNoticeCode(value: unknown): value is NoticeCode {
  return typeof value === "string" && Object.hasOwn(NOTICES, value);
}

export function noticeMessage(code: NoticeCode): MessageDescriptor {
  return NOTICES[code];
}
