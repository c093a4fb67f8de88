import { noDrafts } from "../browser/drafts";
import { sendEarly } from "../gateway/early-calls";
import { resolveOptions } from "../options";
import { sessionInput } from "../ui/session-input";
import { optionsFromAttributes } from "./attributes";

/**
 * Sends the two start-up calls of the page's <debt-notice> now, exactly as the widget will ask
 * for them (same attributes, same URL reading), for the widget to adopt. Returns whether it did.
 */
export function sendStartupCallsEarly(document: Document, location: Pick<Location, "pathname" | "search">): boolean {
  // Already defined: the widget's script ran first and has sent its own calls.
  if (typeof customElements === "undefined" || customElements.get("debt-notice")) return false;
  const element = document.querySelector("debt-notice");
  if (!element) return false;
  try {
    const options = resolveOptions(optionsFromAttributes(element, () => undefined));
    const { route, mobile } = sessionInput(options, noDrafts, location);
    if (route.view !== "home" || !route.reference) return false;
    sendEarly(options.apiBase, "getPreferredLanguage", { reference: route.reference });
    sendEarly(options.apiBase, "getDetails", { reference: route.reference, mobile });
    return true;
  } catch {
    // Invalid attributes: the widget itself will say so; nothing is sent early.
    return false;
  }
}
