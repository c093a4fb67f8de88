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
  try {
    // Through the prototype: markup such as <img name="querySelector"> shadows document's own.
    const elements = Document.prototype.querySelectorAll.call(document, "debt-notice");
    const element = elements[0];
    if (!element) return false;
    const options = resolveOptions(optionsFromAttributes(element, () => undefined));
    // Path routing beside another widget: the element stays empty (define-element.ts), and the
    // reference in the page's address is asked for by nobody.
    if (options.routing === "path" && elements.length > 1) return false;
    return sendStartupCalls(options, location);
  } catch {
    // Invalid attributes, or a page whose markup broke the DOM's lookups: the widget itself will
    // find out; nothing is sent early, and nothing here may stop the widget's script.
    return false;
  }
}
