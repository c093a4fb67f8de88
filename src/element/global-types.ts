// Types only: lets hosts write querySelector("debt-notice").config, typed addEventListener for the
// widget's events, and <debt-notice reference="…"> in TSX, with no casts.
import type { HTMLAttributes, Key, Ref } from "react";
import type { DebtNoticeElement } from "./define-element";
import type { DebtNoticeEventMap } from "./dom-events";
import type { DebtNoticeOptionAttributes } from "../session/option-table";

/**
 * The attributes of `<debt-notice>` in JSX: its own (README: configuration), as strings like in
 * HTML, and every global one an element takes (`style`, `hidden`, `lang`, `aria-*`, `id`, …).
 */
export interface DebtNoticeElementAttributes
  extends DebtNoticeOptionAttributes, Omit<HTMLAttributes<DebtNoticeElement>, keyof DebtNoticeOptionAttributes> {
  class?: string;
  ref?: Ref<DebtNoticeElement>;
  key?: Key | null;
}

declare global {
  interface HTMLElementTagNameMap {
    "debt-notice": DebtNoticeElement;
  }
  // The events bubble and are composed: any ancestor, the document and the window hear them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends DebtNoticeEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends DebtNoticeEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends DebtNoticeEventMap {}
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "debt-notice": DebtNoticeElementAttributes;
    }
  }
}
