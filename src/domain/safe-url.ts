/**
 * Which URLs may leave the page (README: the `config` property): https anywhere, plain http
 * only on loopback and only from a page on loopback (local development); and where the
 * widget's own requests may go.
 */

// Written out explicitly: "http://host" or "https://host", nothing the URL parser would
// have to repair first ("https:host", "https:\\host", "https:///host", a split scheme…).
const HTTP_PREFIX = /^https?:\/\/[^/\\]/i;
const INVISIBLE = new Set([
  0x061c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2066, 0x2067,
  0x2068, 0x2069, 0xfeff,
]);

/**
 * Whitespace, controls and bidi/zero-width characters anywhere in the text: the URL parser
 * silently drops tabs and newlines, and invisible characters hide what a link points at.
 */
function hasHiddenChars(text: string): boolean {
  if (/\s/.test(text)) return true;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || INVISIBLE.has(code)) return true;
  }
  return false;
}

const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_IPV4.test(hostname);
}

/** The page's own address, where there is one (not in Node, for server rendering). */
function currentPage(): string | undefined {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  return typeof href === "string" && href !== "" ? href : undefined;
}

function onLoopback(pageHref: string | undefined): boolean {
  if (pageHref === undefined) return false;
  try {
    return isLoopbackHost(new URL(pageHref).hostname);
  } catch {
    return false;
  }
}

/**
 * The normalized `href` of a URL that may be opened or linked to, or null.
 *
 * Accepted: absolute `https:` URLs, and `http:` URLs whose host is `localhost`, in
 * 127.0.0.0/8 or `[::1]` when the page itself is on such a host (local development: a
 * production page never links to the debtor's own machine). Surrounding whitespace is trimmed.
 * Rejected: non-strings, other schemes (`javascript:`, `data:`, `vbscript:`, `ftp:`…),
 * relative and protocol-relative (`//host`) URLs, text that is not literally
 * `http(s)://…`, whitespace/control/bidi characters inside the URL, and URLs with
 * credentials (`https://user:pass@host`), which are a classic way to disguise the host.
 */
export function safeExternalUrl(raw: unknown, pageHref: string | undefined = currentPage()): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (!HTTP_PREFIX.test(text) || hasHiddenChars(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "" || url.hostname === "") return null;
  if (url.protocol === "https:") return url.href;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname) && onLoopback(pageHref)) return url.href;
  return null;
}

/**
 * Fills a provider's link template (e.g. the instalment calendar) by replacing every
 * `{reference}` with the URI-component-encoded reference, then applies
 * {@link safeExternalUrl}. Returns null when the result is not a safe URL or the reference
 * cannot be encoded (a lone surrogate). Never throws.
 */
export function fillTemplate(
  template: string,
  reference: string,
  pageHref: string | undefined = currentPage(),
): string | null {
  if (typeof template !== "string" || typeof reference !== "string") return null;
  let encoded: string;
  try {
    encoded = encodeURIComponent(reference);
  } catch {
    return null;
  }
  // split/join rather than replace(): no "$&"-style replacement patterns to worry about.
  return safeExternalUrl(template.split("{reference}").join(encoded), pageHref);
}

/** Google's reCAPTCHA scripts: the only other captcha scripts the widget loads (any other path of those hosts may answer script too). */
const GOOGLE_CAPTCHA = new Set([
  "https://www.google.com/recaptcha/api.js",
  "https://www.google.com/recaptcha/enterprise.js",
  "https://www.recaptcha.net/recaptcha/api.js",
  "https://www.recaptcha.net/recaptcha/enterprise.js",
]);
/** Of their parameters only these: `onload` names a function of the page for the script to call. */
const GOOGLE_CAPTCHA_PARAMS = new Set(["render", "hl"]);

/**
 * A captcha script the widget may load: Google's reCAPTCHA script, or a `.js` file of the page's
 * own site without a query (a path with a query may be a redirect to anywhere).
 */
function isCaptchaScript(url: URL, pageOrigin: string | null): boolean {
  if (GOOGLE_CAPTCHA.has(`${url.origin}${url.pathname}`))
    return [...url.searchParams.keys()].every((name) => GOOGLE_CAPTCHA_PARAMS.has(name));
  return url.origin === pageOrigin && url.pathname.endsWith(".js") && url.search === "";
}

/**
 * What is wrong with an `api-base` or `captcha-src` value, or null. Both are resolved against
 * the page's own address (never a `<base>` element, which markup could add). The gateway may be
 * any `https:` origin (or `http:` on loopback); the captcha script, which runs with the page's
 * rights, only Google's reCAPTCHA script or a `.js` file of the page's own site: a `<debt-notice>`
 * that injected markup adds must not load script from elsewhere.
 */
export function endpointProblem(
  name: "apiBase" | "captchaSrc",
  value: string,
  pageHref: string | undefined = currentPage(),
): string | null {
  let url: URL;
  try {
    url = new URL(value, pageHref ?? "https://page.invalid/");
  } catch {
    return `debt-notice: "${name}" is not a URL: ${JSON.stringify(value)}.`;
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
  if (!secure || url.username !== "" || url.password !== "" || hasHiddenChars(value))
    return `debt-notice: "${name}" must be a path on this site or an https: URL, got ${JSON.stringify(value)}.`;
  if (name === "captchaSrc" && !isCaptchaScript(url, pageHref === undefined ? null : new URL(pageHref).origin))
    return `debt-notice: "captchaSrc" must be Google's reCAPTCHA script or a .js file of this site without a query, got ${JSON.stringify(value)}.`;
  return null;
}

/** An `api-base` or `captcha-src` value as an absolute URL, against the page's own address. */
export function resolveAgainstPage(value: string, pageHref: string | undefined = currentPage()): string {
  try {
    return new URL(value, pageHref).href;
  } catch {
    return value;
  }
}

/**
 * The origins a host allows payment pages on, from the config's space-separated list
 * (`paymentOrigins`); null when the host lists none (then any safe URL is followed). A list
 * given with no usable entry ("pay.example" without https://) allows none: a host that opted in
 * must not be left believing the guard is on while every https site is followed.
 */
export function originsOf(list: string | null): readonly string[] | null {
  const entries = (list ?? "").split(/\s+/).filter((entry) => entry !== "");
  if (entries.length === 0) return null;
  return entries.flatMap((entry) => {
    const url = safeExternalUrl(entry);
    return url ? [new URL(url).origin] : [];
  });
}

/** The entries of a `paymentOrigins` list that are not a safe http(s) URL (for a warning). */
export function unusableOrigins(list: string): string[] {
  return list
    .trim()
    .split(/\s+/)
    .filter((entry) => entry !== "" && safeExternalUrl(entry) === null);
}

/**
 * A payment page the widget may open or link to: a safe URL and, when the host lists payment
 * origins, on one of them: a changed gateway answer cannot send the debtor to pay elsewhere.
 */
export function paymentPageUrl(
  raw: unknown,
  origins: readonly string[] | null,
  pageHref: string | undefined = currentPage(),
): string | null {
  const url = safeExternalUrl(raw, pageHref);
  if (url === null || !origins) return url;
  return origins.includes(new URL(url).origin) ? url : null;
}
