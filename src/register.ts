// The script-tag entry (UMD): registers <debt-notice> and becomes the global `DebtNotice`.
import { defineDebtNoticeElement } from "./element/define-element";

defineDebtNoticeElement();

export { mount } from "./mount";
export { defineDebtNoticeElement };
export { DebtNoticeOptionsError } from "./session/options-error";
