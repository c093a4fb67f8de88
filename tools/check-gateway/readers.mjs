/**
 * How the widget reads money and URLs from the gateway, ported from src/domain/money.ts and
 * src/domain/safe-url.ts so the checker runs on plain Node without a build.
 * test/unit/check-gateway/parity.test.ts holds both ports to the widget's own code.
 */

const SPACE = "[ \\u00A0\\u202F\\u2009\\u2007]";
const GROUPED = `(\\d+|\\d{1,3}(?:${SPACE}\\d{3})+)`;
const AMOUNT_FORMS = [
  new RegExp(`^${GROUPED}(?:,(\\d{1,2}))?$`),
  /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/,
  new RegExp(`^${GROUPED}\\.(\\d{1,2})$`),
  /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/,
];
const SIGN = /^([-+\u2212])\s*/;
const CURRENCY_SUFFIX = /\s*(?:€|EUR)$/i;
/** 2^53 cents: beyond it the widget stops trusting a sum. */
const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

/** Whether the widget reads `value` as an amount of money (a finite number or money text). */
export function readsAsMoney(value) {
  if (typeof value === "number") {
    return Number.isFinite(value) && Math.abs(value) * 100 <= Number.MAX_SAFE_INTEGER;
  }
  if (typeof value !== "string" || value.length > 100) return false;
  let rest = value.trim().replace(CURRENCY_SUFFIX, "");
  const sign = SIGN.exec(rest);
  if (sign) rest = rest.slice(sign[0].length);
  for (const form of AMOUNT_FORMS) {
    const match = form.exec(rest);
    if (!match) continue;
    const cents = BigInt(((match[1] ?? "").replace(/\D/g, "") || "0") + (match[2] ?? "").padEnd(2, "0"));
    return cents <= MAX_SAFE_CENTS;
  }
  return false;
}

const HTTP_PREFIX = /^https?:\/\/[^/\\]/i;
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

/**
 * Whether the widget would link to or open `raw` (https:, or http: on a loopback host, which it
 * follows only from a page on a loopback host: the checker reports that case on its own).
 */
export function isFollowedUrl(raw) {
  if (typeof raw !== "string") return false;
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!HTTP_PREFIX.test(text) || /\s|[\u0000-\u001f\u007f-\u009f]/.test(text) || INVISIBLE.test(text)) return false;
  let url;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "" || url.hostname === "") return false;
  if (url.protocol === "https:") return true;
  const host = url.hostname;
  return (
    url.protocol === "http:" &&
    (host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host))
  );
}
