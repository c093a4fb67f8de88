import { sendStartupCalls } from "../session/early-start";
import { resolveOptions } from "../session/options";
import { optionsFromAttributes } from "./attributes";

/**
 * Sends the two start-up calls of the page's <debt-notice> now, reading its attributes as the
 * element will, for the widget to adopt (debt-notice.preload.js). Returns whether it did.
 */
export function sendStartupCallsEarly(document: Document, location: Pick<Location, "pathname" | "search">): boolean {
  // Already defined: the widget's script ran first and has sent its own calls.
  if (typeof customElements === "undefined" || customElements.get("debt-notice")) return false;
  const element = document.querySelector("debt-notice");
  if (!element) return false;
  try {
    return sendStartupCalls(resolveOptions(optionsFromAttributes(element, () => undefined)), location);
  } catch {
    // Invalid attributes: the widget itself will say so; nothing is sent early.
    return false;
  }
}
