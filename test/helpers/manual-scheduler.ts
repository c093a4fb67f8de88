import type { IdleScheduler } from "../../src/browser/write-behind";

/** An idle scheduler the test drives: nothing runs until it says the page is idle or left. */
export interface ManualScheduler extends IdleScheduler {
  idle(): void;
  leave(): void;
  /** Idle callbacks and leave listeners still registered. */
  readonly waiting: { idle: number; leave: number };
}

export function manualScheduler(): ManualScheduler {
  const idle = new Set<() => void>();
  const leave = new Set<() => void>();
  const runAll = (set: Set<() => void>) => [...set].forEach((run) => run());
  return {
    whenIdle(run) {
      idle.add(run);
      return () => idle.delete(run);
    },
    onLeave(run) {
      leave.add(run);
      return () => leave.delete(run);
    },
    idle: () => runAll(idle),
    leave: () => runAll(leave),
    get waiting() {
      return { idle: idle.size, leave: leave.size };
    },
  };
}
