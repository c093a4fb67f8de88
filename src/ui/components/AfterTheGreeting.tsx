import type { ReactNode } from "react";
import { useAfterFirstCommit } from "../use-after-first-commit";

/**
 * The view's sections below the greeting, rendered after its first commit in a transition:
 * the first frame shows what the debtor must see at once (what they owe, and Pay), and React
 * renders the rest in slices that leave the main thread free. On a cheap phone (4× CPU) the
 * greeting came ~30 ms earlier (docs/performance.md). Until then a placeholder as tall as the
 * screen keeps what follows (the footer, the host page's content) out of sight, so nothing in
 * view moves when the sections arrive.
 */
export function AfterTheGreeting({ children }: { children: ReactNode }) {
  return useAfterFirstCommit() ? children : <div className="dn-later" aria-hidden="true" />;
}
