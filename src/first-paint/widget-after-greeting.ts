/**
 * The preload script's `data-load-widget`: it loads the widget's script (debt-notice.umd.js,
 * beside itself) once the greeting is on screen, instead of the page's own deferred tag. On a
 * phone's network every byte in flight beside getDetails' answer delays the greeting: the ~145 KB
 * script downloading from the page's start shared the link with it (issue 30's profile: on slow
 * 4G the standalone page's calls took ~1.1 s instead of ~0.2 s while it came).
 */
import { siblingIntegrity } from "../browser/catalog-files";

/** The attribute on the preload script's tag that asks it to load the widget. */
export const LOAD_WIDGET_ATTRIBUTE = "data-load-widget";
/** The widget's script, beside the preload script. */
export const WIDGET_FILE = "debt-notice.umd.js";
/**
 * The latest the widget's script is asked for when the greeting has not come: a gateway that
 * answers slowly must not keep the rest of the page (its "the connection seems slow" and its
 * retries) away from the debtor. Past a greeting on 3G (~2 s).
 */
export const WIDGET_LATEST_MS = 3000;

export interface WidgetLoad {
  /** Asks for the widget's script now (once; later calls do nothing). */
  start(): void;
  /** Settles when the script has run or failed (never when it is not loaded by this script). */
  arrival: Promise<"ran" | "failed">;
}

/** The running classic script, through the DOM's own prototypes (markup cannot stand in for it). */
function currentScript(document: Document): HTMLScriptElement | null {
  const current = Object.getOwnPropertyDescriptor(Document.prototype, "currentScript")?.get?.call(document);
  return current instanceof HTMLScriptElement ? current : null;
}

/**
 * Read while the preload script runs: null when its tag does not ask for the widget. The
 * script is found beside the preload script's own file (its `src`, or the `data-src` of a copy
 * inlined in the page), checked against this build's copy, and asked for with the tag's nonce, no
 * Referer (a path-routed address carries the debtor's reference) and CORS (integrity needs it
 * from a CDN, as the catalogs beside it do).
 */
export function widgetLoadFor(document: Document, view: Window): WidgetLoad | null {
  const tag = currentScript(document);
  if (!tag || !Element.prototype.hasAttribute.call(tag, LOAD_WIDGET_ATTRIBUTE)) return null;
  const nonce = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "nonce")?.get?.call(tag) ?? "";
  let src: string;
  try {
    // Through a variable: bundlers rewrite a literal `new URL(…, import.meta.url)` as an asset.
    const here = import.meta.url;
    const url = new URL(WIDGET_FILE, here);
    url.search = new URL(here).search;
    src = url.href;
  } catch {
    // This script's own URL is unknown: the page's own tag for the widget is then needed.
    return null;
  }
  let tell: (how: "ran" | "failed") => void = () => undefined;
  const arrival = new Promise<"ran" | "failed">((resolve) => (tell = resolve));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = Document.prototype.createElement.call(document, "script") as HTMLScriptElement;
    script.crossOrigin = "anonymous";
    script.referrerPolicy = "no-referrer";
    if (nonce) script.nonce = nonce;
    const integrity = siblingIntegrity(src);
    if (integrity) script.integrity = integrity;
    script.addEventListener("load", () => tell("ran"), { once: true });
    script.addEventListener("error", () => tell("failed"), { once: true });
    script.src = src;
    // Through the prototype: markup such as <img name="head"> shadows document's own.
    const parent = Document.prototype.querySelector.call(document, "head, body") ?? document.documentElement;
    parent?.append(script);
  };
  view.setTimeout(start, WIDGET_LATEST_MS);
  return { start, arrival };
}
