/**
 * Which gateways markup may name. An `api-base` attribute is markup, and markup can be injected
 * into a host page: a `<debt-notice>` it adds must not send a reference from the page's address
 * to a gateway of its own. So an attribute may name the page's own origin, the origin of the
 * widget's script, or one the host lists where markup cannot reach: the script tag's
 * `data-api-origins` (read while that script runs) or `defineDebtNoticeElement`'s `apiOrigins`.
 * Options set from script (`mount`, the React component) are the host's own and need no listing.
 */
const LISTED = Symbol.for("debt-notice.gateway-origins");

/**
 * One list for the page, on the global object: the preload script and every copy of the widget's
 * script add to it. The element is defined by whichever copy runs first, and a copy injected
 * before the real one (its own `data-api-origins`) left the real gateway unlisted: the debtor read
 * "this page is not set up" (the fourteenth integrator trial). A copy only adds: one that markup
 * could load (the page's `script-src` decides) could list its origin before too, by running
 * first. Markup cannot reach a symbol-keyed property.
 */
function listedOrigins(): Set<string> {
  const holder = globalThis as { [LISTED]?: Set<string> };
  holder[LISTED] ??= new Set();
  return holder[LISTED];
}

/** Adds origins (`https://gw.insurer.sk`, or any URL on it) the host allows for `api-base` attributes. */
export function allowGatewayOrigins(origins: Iterable<string>): void {
  const listed = listedOrigins();
  for (const origin of origins) {
    try {
      listed.add(new URL(origin).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
}

function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Whether an `api-base` attribute may be used on a page at `pageHref`. */
export function isAllowedGateway(apiBase: string, pageHref: string | undefined, scriptUrl: string | null): boolean {
  const origin = originOf(apiBase, pageHref ?? "https://page.invalid/");
  if (origin === null) return false;
  if (pageHref !== undefined && origin === originOf(pageHref)) return true;
  if (scriptUrl !== null && origin === originOf(scriptUrl)) return true;
  return listedOrigins().has(origin);
}

/**
 * The running classic script's `data-api-origins` (space-separated), read through the DOM's own
 * prototypes so that markup such as `<img name="currentScript">` cannot stand in for it.
 */
export function scriptGatewayOrigins(doc: Document): string[] {
  try {
    const current = Object.getOwnPropertyDescriptor(Document.prototype, "currentScript")?.get?.call(doc);
    if (!(current instanceof HTMLScriptElement)) return [];
    return (Element.prototype.getAttribute.call(current, "data-api-origins") ?? "").split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}
