import { endpointProblem } from "../domain/safe-url";
import { isAllowedGateway } from "./gateway-origins";
import { resolveOptions, type DebtNoticeOptions, type Routing } from "../session/options";

/** CONTRACT §2: the element's attributes and how each becomes an option. */
export const OBSERVED_ATTRIBUTES = [
  "reference",
  "routing",
  "base-path",
  "api-base",
  "captcha-site-key",
  "captcha-src",
  "request-timeout",
  "mobile",
] as const;

/**
 * Attributes are typed by hand in HTML, so they are read leniently: a bad value is reported
 * once on the console and the default applies, instead of a blank widget.
 */
export function optionsFromAttributes(
  element: Element,
  warn: (message: string) => void = console.warn,
): DebtNoticeOptions {
  const text = (name: string) => element.getAttribute(name) ?? undefined;
  const endpoint = (name: "apiBase" | "captchaSrc", attribute: string) => {
    const value = text(attribute)?.trim();
    const problem = value ? endpointProblem(name, value) : null;
    if (problem) {
      warn(`${problem} The ${attribute} attribute is ignored.`);
      return undefined;
    }
    if (name === "apiBase" && value && !isAllowedGateway(value, pageHref(), ownScriptUrl())) {
      warn(
        `debt-notice: api-base="${value}" is on another origin than this page: list that origin in the script tag's data-api-origins (README: embedding) to allow it. The api-base attribute is ignored.`,
      );
      return undefined;
    }
    return value;
  };
  const options: DebtNoticeOptions = {
    reference: text("reference"),
    basePath: text("base-path"),
    apiBase: endpoint("apiBase", "api-base"),
    captchaSiteKey: text("captcha-site-key"),
    captchaSrc: endpoint("captchaSrc", "captcha-src"),
    mobile: element.hasAttribute("mobile") && element.getAttribute("mobile") !== "false",
    // Present even when absent: mount() merges updates, and a removed attribute must reset.
    routing: undefined,
    requestTimeout: undefined,
  };
  const routing = text("routing");
  if (routing === "path" || routing === "memory") options.routing = routing satisfies Routing;
  else if (routing !== undefined)
    warn(`debt-notice: routing="${routing}" is not "path" or "memory"; using the default.`);
  const timeout = text("request-timeout");
  if (timeout !== undefined) {
    const ms = Number(timeout);
    if (Number.isFinite(ms) && ms > 0) options.requestTimeout = ms;
    else warn(`debt-notice: request-timeout="${timeout}" is not a positive number of milliseconds; using the default.`);
  }
  return options;
}

function pageHref(): string | undefined {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  return typeof href === "string" ? href : undefined;
}

/** This script's own URL (the UMD's file, or the ES module), or null where it cannot be known. */
function ownScriptUrl(): string | null {
  try {
    return import.meta.url;
  } catch {
    return null;
  }
}

/**
 * How this element routes, decided by the very rule mount() applies to its attributes: a blank
 * `reference` or an unknown `routing` reads the page's address too. (A check of its own once
 * disagreed, and markup with `reference=""` passed for memory routing.)
 */
export function routingOfElement(element: Element): Routing {
  try {
    return resolveOptions(
      optionsFromAttributes(element, () => undefined),
      () => undefined,
    ).routing;
  } catch {
    // Attributes mount() would refuse: count them as reading the address, the stricter case.
    return "path";
  }
}
