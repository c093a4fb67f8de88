import { debtNoticeMachine as machine } from "./machine/debt-notice.machine";

/**
 * The statechart behind the widget, as the main entry exports it: only what it is. Its full type
 * (xstate's, which changes with every behaviour) is in `debt-notice/unstable`, so that a host's
 * type-check never reads xstate's declarations for a widget it only embeds.
 */
export interface DebtNoticeStatechart {
  readonly id: string;
}

export const debtNoticeMachine: DebtNoticeStatechart = machine;
