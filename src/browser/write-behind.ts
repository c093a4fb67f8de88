/**
 * Storage writes made in the page's next idle moment instead of inside a keystroke (at 4× CPU
 * a sessionStorage write cost 0.7–4 ms of each keystroke). Reads see pending writes;
 * the last write of a key wins. Everything pending is written at once when the page is hidden
 * or left (visibilitychange, pagehide, freeze), the last moments a browser promises to run code.
 */
export interface WriteBehind {
  /** A value to write, or null to remove the key. */
  set(key: string, value: string | null): void;
  /** The pending value of a key (null: a pending removal), or undefined when none is pending. */
  pending(key: string): string | null | undefined;
  /** Writes everything pending, now. */
  flush(): void;
}

export interface IdleScheduler {
  /** Calls `run` once the page is idle (and at the latest after a short delay); returns a cancel. */
  whenIdle(run: () => void): () => void;
  /** Calls `run` when the page is hidden, frozen or left; returns a remove. */
  onLeave(run: () => void): () => void;
}

const LATEST_MS = 500;

export const browserIdleScheduler: IdleScheduler = {
  whenIdle(run) {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(run, { timeout: LATEST_MS });
      return () => cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: a task after the keystroke's frame.
    const id = setTimeout(run, 50);
    return () => clearTimeout(id);
  },
  onLeave(run) {
    const whenHidden = () => {
      if (document.visibilityState === "hidden") run();
    };
    document.addEventListener("visibilitychange", whenHidden);
    document.addEventListener("freeze", run);
    window.addEventListener("pagehide", run);
    return () => {
      document.removeEventListener("visibilitychange", whenHidden);
      document.removeEventListener("freeze", run);
      window.removeEventListener("pagehide", run);
    };
  },
};

export function writeBehind(write: (key: string, value: string | null) => void, scheduler: IdleScheduler): WriteBehind {
  const waiting = new Map<string, string | null>();
  let stop: (() => void) | null = null;
  const flush = () => {
    stop?.();
    stop = null;
    const writes = [...waiting];
    waiting.clear();
    for (const [key, value] of writes) write(key, value);
  };
  return {
    set(key, value) {
      waiting.set(key, value);
      if (stop) return;
      const cancelIdle = scheduler.whenIdle(flush);
      const removeLeave = scheduler.onLeave(flush);
      stop = () => {
        cancelIdle();
        removeLeave();
      };
    },
    pending: (key) => (waiting.has(key) ? (waiting.get(key) as string | null) : undefined),
    flush,
  };
}
