// The script-tag entry (UMD): registers <debt-notice> and becomes the global `DebtNotice`.
// First, before anything heavy is evaluated: the page's start-up calls.
import "./early-start/on-evaluation";
import { defineDebtNoticeElement } from "./element/define-element";

defineDebtNoticeElement();

export { mount } from "./mount";
export { defineDebtNoticeElement };
export { DebtNoticeOptionsError } from "./session/options-error";
