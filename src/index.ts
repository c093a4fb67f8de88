// The pure ESM entry: what hosts use, exports only. Nothing is registered until
// defineDebtNoticeElement(). No type here comes from xstate (the machine's are in ./unstable).
export { mount, type DebtNoticeHandle } from "./mount";
export { DebtNoticeWidget, type DebtNoticeWidgetProps } from "./DebtNoticeWidget";
export { defineDebtNoticeElement, type DebtNoticeElement, type DefineOptions } from "./element/define-element";
export type { DebtNoticeEventMap, DebtNoticeEventName, DebtNoticeFailedCall } from "./element/dom-events";
export type { DebtNoticeElementAttributes } from "./element/global-types";
export { debtNoticeMachine, type DebtNoticeStatechart } from "./public-statechart";
export type { WireLanguage } from "./domain/languages";
export type { DebtNoticeConfig, DebtNoticePayee } from "./domain/provider-config";
export { DebtNoticeOptionsError, type DebtNoticeOptions, type Routing } from "./session/options";
