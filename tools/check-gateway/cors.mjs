/** CORS as a browser applies it to the widget's calls (Fetch standard, no credentials). */
import { accepted, breaks, show, showRedirect, tolerated } from "./findings.mjs";

/**
 * A header as the gateway sent it, escaped like every value the checker prints (findings.mjs).
 * @param {Headers} headers @param {string} name
 */
const headerShown = (headers, name) => show(headers.get(name) ?? undefined, 120);

const ALLOW_ORIGIN_FIX =
  "add Access-Control-Allow-Origin with the page's exact origin (and Vary: Origin) to every answer, errors included";

/** Whether a browser on `origin` may read an answer with these headers. */
function allowsOrigin(headers, origin) {
  const value = headers.get("access-control-allow-origin");
  return value !== null && (value.trim() === "*" || value.trim() === origin);
}

/** @param {import("./http.mjs").Exchange} answer @param {string} origin */
export function judgePreflight(answer, origin) {
  if ("error" in answer || "timedOut" in answer)
    return [
      breaks(
        `the preflight OPTIONS got no answer (${"error" in answer ? answer.error : `none within ${answer.ms} ms`}): the browser never sends the call`,
        "answer OPTIONS on every call path",
      ),
    ];
  if ("location" in answer)
    return [
      breaks(
        `the preflight OPTIONS answered ${showRedirect(answer.status, answer.location)}: the checker did not follow it, and a browser never follows a redirect on a preflight: it blocks the call`,
        "answer OPTIONS at the call's own URL with 204 and the CORS headers, with no redirect",
      ),
    ];
  const findings = [];
  if (answer.status < 200 || answer.status > 299)
    findings.push(
      breaks(
        `the preflight OPTIONS answered ${answer.status}: the browser blocks the call`,
        "answer OPTIONS with 204 and the CORS headers",
      ),
    );
  if (!allowsOrigin(answer.headers, origin))
    findings.push(
      breaks(
        `the preflight does not allow ${origin} (Access-Control-Allow-Origin: ${headerShown(answer.headers, "access-control-allow-origin")})`,
        ALLOW_ORIGIN_FIX,
      ),
    );
  const allowHeaders = (answer.headers.get("access-control-allow-headers") ?? "")
    .toLowerCase()
    .split(",")
    .map((h) => h.trim());
  if (!allowHeaders.includes("content-type") && !allowHeaders.includes("*"))
    findings.push(
      breaks(
        `the preflight does not allow the Content-Type header (Access-Control-Allow-Headers: ${headerShown(answer.headers, "access-control-allow-headers")})`,
        "add Access-Control-Allow-Headers: Content-Type",
      ),
    );
  return findings.length > 0 ? findings : [accepted(`CORS preflight from ${origin} allowed`)];
}

/** The answer to the call itself must also name the origin, or the page cannot read it. */
export function judgeAnswerCors(headers, origin) {
  if (!allowsOrigin(headers, origin))
    return [
      breaks(
        `the answer has no Access-Control-Allow-Origin for ${origin}: the browser hides it, the widget sees a network error`,
        ALLOW_ORIGIN_FIX,
      ),
    ];
  const value = headers.get("access-control-allow-origin")?.trim();
  if (value !== "*" && !/\borigin\b/i.test(headers.get("vary") ?? ""))
    return [
      tolerated(
        `Access-Control-Allow-Origin names ${origin} without Vary: Origin: a shared cache may serve it to another page`,
        "add Vary: Origin",
      ),
    ];
  return [];
}

/**
 * Whether a preflight asking for Content-Type and Idempotency-Key lets `origin` send both: then a
 * widget with `cross-origin-objection-key` sends the objection's key there.
 * @param {import("./http.mjs").Exchange} answer @param {string} origin
 */
export function allowsObjectionKey(answer, origin) {
  if (!("headers" in answer) || "location" in answer || answer.status < 200 || answer.status > 299) return false;
  const allowed = (answer.headers.get("access-control-allow-headers") ?? "")
    .toLowerCase()
    .split(",")
    .map((header) => header.trim());
  return allowsOrigin(answer.headers, origin) && (allowed.includes("idempotency-key") || allowed.includes("*"));
}

/** An origin no allow-list names: the checker asks the gateway whether a page there may call it. */
export const UNLISTED_ORIGIN = "https://unlisted-site.invalid";

/**
 * The gateway's answer to a preflight from a page it should not know: any origin allowed (`*`,
 * or whatever Origin comes echoed back) lets a script on any website call it from the debtor's
 * browser and read the answers (docs/security.md: an exact allow-list).
 * @param {import("./http.mjs").Exchange} answer
 */
export function judgeUnlistedOrigin(answer) {
  if ("error" in answer || "timedOut" in answer || "location" in answer || !("headers" in answer))
    return [accepted(`a page on an unlisted website (${UNLISTED_ORIGIN}) got no CORS permission`)];
  const value = answer.headers.get("access-control-allow-origin")?.trim();
  if (answer.status >= 200 && answer.status <= 299 && (value === "*" || value === UNLISTED_ORIGIN))
    return [
      tolerated(
        `a page on an unlisted website (${UNLISTED_ORIGIN}) may call the gateway (Access-Control-Allow-Origin: ${headerShown(answer.headers, "access-control-allow-origin")}): the widget works, but a script on any website can call the gateway from the debtor's browser and read its answers, the debtor's name and debt for any reference it learns`,
        "allow only the portal's and the partners' exact origins from an allow-list (docs/security.md), never * and never the Origin echoed back as it came",
      ),
    ];
  return [accepted(`a page on an unlisted website (${UNLISTED_ORIGIN}) may not call the gateway`)];
}
