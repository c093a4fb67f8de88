// Types only: lets hosts write querySelector("debt-notice").config, typed addEventListener for the
// widget's events, and <debt-notice reference="…"> in TSX, with no casts.
import type { DebtNoticeElement } from "./define-element";
import type { DebtNoticeEventMap } from "./dom-events";
import type { DebtNoticeOptionAttributes } from "../session/option-table";

/** The attributes of `<debt-notice>` in JSX (README: configuration), as strings like in HTML. */
export interface DebtNoticeElementAttributes extends DebtNoticeOptionAttributes {
  id?: string;
  class?: string;
  className?: string;
  children?: unknown;
  ref?: unknown;
  key?: string | number;
}

declare global {
  interface HTMLElementTagNameMap {
    "debt-notice": DebtNoticeElement;
  }
  // The events bubble and are composed: any ancestor (document included) hears them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends DebtNoticeEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends DebtNoticeEventMap {}
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "debt-notice": DebtNoticeElementAttributes;
    }
  }
}
