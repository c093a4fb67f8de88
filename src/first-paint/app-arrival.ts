import { standingPaint, type StandingPaint } from "./standing";

/**
 * How long a first paint waits for the app's script before it says that part of the page did not
 * load. The script is ~130 KB: about 2 s on 3G, ~20 s on a connection ten times slower, where the
 * note may show and then leave when the app takes over.
 */
export const APP_ARRIVAL_BUDGET_MS = 15_000;

/**
 * Calls `onMissing` once if the app does not come for the first paint `paint` in `element`: when
 * the page has loaded (its scripts have run, or failed) and no app claimed the element, or at the
 * latest after the budget. Never once the app has claimed it (its own waits are bounded) or the
 * paint has left. When the preload script loads the widget's script itself (`widgetArrival`, asked
 * for after the paint), its load or error is the moment, not the page's: the page has usually
 * loaded before the greeting's answers came.
 */
export function whenAppMissing(
  element: Element,
  paint: StandingPaint,
  view: Window,
  onMissing: () => void,
  widgetArrival?: Promise<"ran" | "failed">,
): void {
  let settled = false;
  const check = () => {
    if (settled) return;
    settled = true;
    if (standingPaint(element) === paint && !paint.claimed) onMissing();
  };
  // After the load event's task: the app mounts in a microtask after its script defines the element.
  const afterLoad = () => view.setTimeout(check, 0);
  if (widgetArrival) void widgetArrival.then(afterLoad);
  else if (view.document.readyState === "complete") afterLoad();
  else view.addEventListener("load", afterLoad, { once: true });
  view.setTimeout(check, APP_ARRIVAL_BUDGET_MS);
}
