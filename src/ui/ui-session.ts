import type { ActorRefFrom } from "xstate";
import type { DebtNoticeMachine } from "../machine/debt-notice.machine";

export type DebtNoticeActorRef = ActorRefFrom<DebtNoticeMachine>;

/** What the UI needs of a running session (src/session builds it; the UI never starts one). */
export interface UiSession {
  /** The started actor: the UI renders its selectors and sends it the user's events. */
  readonly actor: DebtNoticeActorRef;
  /** react-hot-toast's store is global: this session's toasts live under their own id. */
  readonly toasterId: string;
  /**
   * The UI is in the DOM: what the session held back until now (the widget's events, the
   * notices for toasts) may go out. Called on every commit of the UI; only the first counts.
   */
  uiCommitted(): void;
}
