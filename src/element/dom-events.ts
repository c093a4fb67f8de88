import type { GatewayCall } from "../domain/gateway-contract";
import type { DebtNoticeEmitted, WireLanguage } from "../machine/debt-notice.types";

/** What `debt-notice-error` names: the gateway call that failed, or the captcha. */
export type DebtNoticeFailedCall = GatewayCall | "captcha";

/** `detail` never carries the comment text or the attachment (README: DOM events). */
export interface DebtNoticeEventMap {
  "debt-notice-loaded": CustomEvent<{ reference: string | null; view: "home" | "totalDebt" | "notFound" }>;
  "debt-notice-comment-sent": CustomEvent<{ reference: string | null; withAttachment: boolean }>;
  "debt-notice-pay": CustomEvent<{ reference: string | null }>;
  "debt-notice-language-change": CustomEvent<{ reference: string | null; language: WireLanguage }>;
  "debt-notice-error": CustomEvent<{ reference: string | null; call: DebtNoticeFailedCall }>;
}

export type DebtNoticeEventName = keyof DebtNoticeEventMap;

/** Translates what the machine emitted into the public DOM event, or null for internal ones. */
export function toDomEvent(event: DebtNoticeEmitted, reference: string | null): CustomEvent | null {
  const init = (detail: object) => ({ detail, bubbles: true, composed: true });
  switch (event.type) {
    case "loaded":
      return new CustomEvent("debt-notice-loaded", init({ reference, view: event.view }));
    case "commentSent":
      return new CustomEvent("debt-notice-comment-sent", init({ reference, withAttachment: event.withAttachment }));
    case "pay":
      return new CustomEvent("debt-notice-pay", init({ reference }));
    case "languageChanged":
      return new CustomEvent("debt-notice-language-change", init({ reference, language: event.language }));
    case "failed":
      return new CustomEvent("debt-notice-error", init({ reference, call: event.call }));
    case "notify":
      return null;
  }
}

export function dispatchWidgetEvent(target: EventTarget, event: DebtNoticeEmitted, reference: string | null): void {
  const domEvent = toDomEvent(event, reference);
  if (domEvent) target.dispatchEvent(domEvent);
}
