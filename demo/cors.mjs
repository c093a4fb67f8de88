/**
 * The reference gateway's CORS: the page's exact origin from an allow-list, never `*`
 * (docs/security.md). Loopback origins are always on the list, so the demo's pages and a portal
 * in development on this machine work; anything else must be named (`allowedOrigins`).
 */

const METHODS_AND_HEADERS = {
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Idempotency-Key",
  "Access-Control-Expose-Headers": "Idempotent-Replayed",
};

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Whether `origin` (an Origin header's text) is a page on this machine. @param {string} origin */
function isLoopback(origin) {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (
    (url.protocol === "http:" || url.protocol === "https:") && url.origin === origin && LOOPBACK_HOST.test(url.hostname)
  );
}

/**
 * The CORS headers for an answer to a request with this Origin header: the origin itself when
 * allowed, none otherwise (the browser then hides the answer). `Vary: Origin` on every answer,
 * since it depends on the header.
 * @param {string | undefined} origin
 * @param {readonly string[]} allowedOrigins
 * @returns {Record<string, string>}
 */
export function corsHeadersFor(origin, allowedOrigins) {
  const allowed = origin !== undefined && (allowedOrigins.includes(origin) || isLoopback(origin));
  return allowed
    ? { "Access-Control-Allow-Origin": origin, Vary: "Origin", ...METHODS_AND_HEADERS }
    : { Vary: "Origin" };
}
