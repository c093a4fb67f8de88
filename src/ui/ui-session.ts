import type { ActorRefFrom } from "xstate";
import type { DebtNoticeMachine } from "../machine/debt-notice.machine";
import type { DebtNoticeEvent } from "../machine/debt-notice.types";

export type DebtNoticeActorRef = ActorRefFrom<DebtNoticeMachine>;

/** How the UI tells the machine what the debtor did. */
export interface UiSender {
  /** Tells the machine now, after anything still waiting (so the machine sees events in order). */
  send(event: DebtNoticeEvent): void;
  /**
   * Tells the machine in the page's next idle moment, after the keystroke's frame has been drawn.
   * A later event of the same type replaces a waiting one: only the latest text counts.
   */
  sendWhenIdle(event: DebtNoticeEvent): void;
}

/** What the UI needs of a running session (src/session builds it; the UI never starts one). */
export interface UiSession extends UiSender {
  /** The started actor: the UI renders its selectors; the user's events go through send(). */
  readonly actor: DebtNoticeActorRef;
  /** Path routing: the widget is the page, so the document's title names its view. */
  readonly ownsDocumentTitle: boolean;
  /** react-hot-toast's store is global: this session's toasts live under their own id. */
  readonly toasterId: string;
  /**
   * The UI is in the DOM: what the session held back until now (the widget's events, the
   * notices for toasts) may go out. Called on every commit of the UI; only the first counts.
   */
  uiCommitted(): void;
}
