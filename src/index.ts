// The pure ESM entry: exports only. Nothing is registered until defineDebtNoticeElement().
export { mount, type DebtNoticeHandle } from "./mount";
export { DebtNoticeWidget, type DebtNoticeWidgetProps } from "./DebtNoticeWidget";
export { defineDebtNoticeElement, type DebtNoticeElement, type DefineOptions } from "./element/define-element";
export type { DebtNoticeEventMap, DebtNoticeEventName, DebtNoticeFailedCall } from "./element/dom-events";
export type { DebtNoticeElementAttributes } from "./element/global-types";
export { debtNoticeMachine, type DebtNoticeMachine } from "./machine/debt-notice.machine";
export { provideEnvironment, type DebtNoticeEnvironment } from "./session/provide-environment";
export type {
  DebtNoticeContext,
  DebtNoticeEvent,
  DebtNoticeEmitted,
  DebtNoticeInput,
  Attachment,
  WireLanguage,
} from "./machine/debt-notice.types";
export type { DebtNoticeConfig, DebtNoticePayee, ProviderConfig, PayeeConfig } from "./domain/provider-config";
export { DebtNoticeOptionsError, type DebtNoticeOptions, type Routing } from "./session/options";
