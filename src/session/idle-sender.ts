import type { IdleScheduler } from "../browser/write-behind";
import type { DebtNoticeEvent } from "../machine/debt-notice.types";
import type { UiSender } from "../ui/ui-session";

export interface IdleSender extends UiSender {
  /** Tells the machine whatever is waiting, now (the page is being left, the session ends). */
  flush(): void;
}

/**
 * A keystroke's text reaches the machine after the keystroke's frame, not inside it (at
 * 4× CPU the machine's transition and the selectors it wakes were ~5 ms of each keystroke's way
 * to the screen). The machine never acts on an older text than the field shows: any other event
 * first delivers what is waiting (Send right after typing sends what was typed). The session
 * flushes it when the page is hidden or left, and when it ends (create-session.ts).
 */
export function idleSender(deliver: (event: DebtNoticeEvent) => void, scheduler: IdleScheduler): IdleSender {
  const waiting = new Map<DebtNoticeEvent["type"], DebtNoticeEvent>();
  let cancelIdle: (() => void) | null = null;
  const flush = () => {
    cancelIdle?.();
    cancelIdle = null;
    const events = [...waiting.values()];
    waiting.clear();
    events.forEach(deliver);
  };
  return {
    send(event) {
      flush();
      deliver(event);
    },
    sendWhenIdle(event) {
      // Re-inserted, so that the waiting events keep the order of their latest versions.
      waiting.delete(event.type);
      waiting.set(event.type, event);
      cancelIdle ??= scheduler.whenIdle(flush);
    },
    flush,
  };
}
