import { startTransition, useLayoutEffect, useState } from "react";

/**
 * False in the component's first commit, then true, set in a transition: what depends on it
 * renders after that commit, in slices that leave the main thread free. Scheduled from a layout
 * effect, in the commit itself, so that the transition starts right after it rather than after
 * the next paint.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useLayoutEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
