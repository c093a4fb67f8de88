/**
 * Path routing: `/{reference}` is the home page, `/{reference}/celkovy-dlh` the total debt,
 * everything else the not-found message (README: standalone page), all under a configurable
 * base path.
 */

/** The path segment of the total-debt page. */
export const TOTAL_DEBT_SEGMENT = "celkovy-dlh";

/** Longest reference accepted from a URL, in UTF-16 code units after decoding. */
export const MAX_REFERENCE_LENGTH = 128;

/** The screens of the widget. */
export type View = "home" | "totalDebt" | "notFound";

/** A parsed route. `reference` is null exactly when `view` is "notFound". */
export interface Route {
  view: View;
  reference: string | null;
}

/** Query flags of the home page (docs/requirements.md: Pages and routes). */
export interface QueryFlags {
  /** `m=1`: the visitor came from the mobile app. */
  mobile: boolean;
  /** `pay` present: mark the payment click and go straight to the payment page. */
  pay: boolean;
}

/**
 * A base path in canonical form: starting and ending with "/", repeated slashes collapsed,
 * surrounding whitespace trimmed. "" -> "/", "dlh" -> "/dlh/", "/a//b" -> "/a/b/".
 */
export function normalizeBasePath(basePath: string): string {
  const trimmed = String(basePath).trim();
  return `/${trimmed}/`.replace(/\/{2,}/g, "/");
}

const UNSAFE_REFERENCE_CHAR = /[\s/\\]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a decoded reference is acceptable: 1 to {@link MAX_REFERENCE_LENGTH} characters,
 * no whitespace, no control characters, no "/" or "\", no lone surrogates, and not "." or
 * ".." (browsers would resolve those as path segments). Otherwise liberal: the gateway
 * decides whether the reference exists, and it only ever travels in POST bodies.
 */
export function isValidReference(reference: string): boolean {
  if (typeof reference !== "string") return false;
  if (reference.length === 0 || reference.length > MAX_REFERENCE_LENGTH) return false;
  if (reference === "." || reference === "..") return false;
  if (UNSAFE_REFERENCE_CHAR.test(reference) || LONE_SURROGATE.test(reference)) return false;
  for (let i = 0; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}

const NOT_FOUND: Route = { view: "notFound", reference: null };

// The host page's own file ("portal.html", "index.php"): an extension that starts with a letter,
// so numeric references such as "2024.1" still route.
const FILE_NAME = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/** A reference that path routing accepts: valid, and not the name of a file. */
export function isRoutableReference(reference: string): boolean {
  return isValidReference(reference) && !FILE_NAME.test(reference);
}

function decodeReference(segment: string): string | null {
  try {
    const reference = decodeURIComponent(segment);
    return isValidReference(reference) ? reference : null;
  } catch {
    return null;
  }
}

/**
 * The route for `location.pathname` under `basePath`. Never throws.
 *
 * - Outside the base path, or the base path itself (with or without its trailing slash):
 *   not found ("/" has no reference).
 * - `{base}{ref}` or `{base}{ref}/`: home.
 * - `{base}{ref}/celkovy-dlh` or with a trailing slash: total debt.
 * - Anything else (deeper paths, empty segments, malformed %-escapes, references that fail
 *   {@link isValidReference}): not found, with a null reference.
 */
export function parseRoute(pathname: string, basePath: string): Route {
  const base = normalizeBasePath(basePath);
  if (typeof pathname !== "string" || !pathname.startsWith(base)) return NOT_FOUND;
  const segments = pathname.slice(base.length).split("/");
  if (segments.at(-1) === "" && segments.length > 1) segments.pop();
  const [first = "", second] = segments;
  if (first === "" || segments.length > 2) return NOT_FOUND;
  if (second !== undefined && second !== TOTAL_DEBT_SEGMENT) return NOT_FOUND;
  const reference = decodeReference(first);
  if (reference === null || !isRoutableReference(reference)) return NOT_FOUND;
  return { view: second === undefined ? "home" : "totalDebt", reference };
}

// encodeURIComponent throws on lone surrogates; routePath must not.
function toWellFormed(text: string): string {
  return text.replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}

/**
 * The pathname for a route: `{base}{encoded reference}` for home, plus `/celkovy-dlh` for
 * the total debt. The inverse of {@link parseRoute} for every reference that passes
 * {@link isRoutableReference}. Never throws (lone surrogates become U+FFFD).
 */
export function routePath(basePath: string, route: { view: "home" | "totalDebt"; reference: string }): string {
  const path = normalizeBasePath(basePath) + encodeURIComponent(toWellFormed(route.reference));
  return route.view === "totalDebt" ? `${path}/${TOTAL_DEBT_SEGMENT}` : path;
}

/**
 * The home page's query flags from `location.search` (with or without "?"): `mobile` only
 * for exactly `m=1` (the first `m` wins), `pay` whenever a `pay` parameter is present, even
 * empty (`?pay`, `?pay=`, `?pay=0`).
 */
export function parseQuery(search: string): QueryFlags {
  const params = new URLSearchParams(typeof search === "string" ? search : "");
  return { mobile: params.get("m") === "1", pay: params.has("pay") };
}
