/**
 * How the widget reads money and URLs from the gateway, and which api-base it accepts, ported from
 * src/domain/money.ts and src/domain/safe-url.ts so the checker runs on plain Node without a build.
 * test/unit/check-gateway/parity.test.ts holds the ports to the widget's own code.
 */

const SPACE = "[ \\u00A0\\u202F\\u2009\\u2007]";
const GROUPED = `(\\d+|\\d{1,3}(?:${SPACE}\\d{3})+)`;
const AMOUNT_FORMS = [new RegExp(`^${GROUPED}(?:,(\\d{1,2}))?$`), /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/];
const SIGN = /^([-+\u2212])\s*/;
const CURRENCY_SUFFIX = /\s*(?:€|EUR)$/;
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
/** 2^53 cents: beyond it the widget stops trusting a sum. */
const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

function signedCents(negative, cents) {
  if (cents > MAX_SAFE_CENTS) return null;
  const result = Number(cents);
  return negative && result !== 0 ? -result : result;
}

/**
 * Euros as a JSON number to cents, from its shortest decimal text: at most two decimals as
 * written; arithmetic noise past the 15th significant digit rounded half away from zero.
 */
/** A JSON number carries 15 significant digits as written: 9 999 999 999 999,99 € (money.ts MAX_NUMBER_CENTS). */
const MAX_NUMBER_CENTS = 10 ** 15 - 1;

function centsOfNumber(value) {
  if (!Number.isFinite(value)) return null;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return null;
  const [, minus = "", int = "", frac = "", exp = "0"] = match;
  const point = int.length + Number(exp);
  if (point > 17) return null;
  const digits = point < 0 ? "0".repeat(-point) + int + frac : (int + frac).padEnd(point, "0");
  const at = Math.max(point, 0);
  // A third decimal as written (up to 15 significant digits, which a double keeps) is unread;
  // past them it is the noise of arithmetic in doubles, rounded.
  if (/[1-9]/.test(digits.slice(at + 2)) && (int + frac).replace(/^0+/, "").length <= 15) return null;
  const roundUp = (digits[at + 2] ?? "0") >= "5";
  const cents = signedCents(
    minus === "-",
    BigInt((digits.slice(0, at) || "0") + digits.slice(at, at + 2).padEnd(2, "0")) + (roundUp ? 1n : 0n),
  );
  return cents === null || Math.abs(cents) > MAX_NUMBER_CENTS ? null : cents;
}

function centsOfText(value) {
  if (value.length > 100) return null;
  let rest = value.trim().replace(CURRENCY_SUFFIX, "");
  const sign = SIGN.exec(rest);
  if (sign) rest = rest.slice(sign[0].length);
  for (const form of AMOUNT_FORMS) {
    const match = form.exec(rest);
    if (!match) continue;
    const cents = BigInt(((match[1] ?? "").replace(/\D/g, "") || "0") + (match[2] ?? "").padEnd(2, "0"));
    return signedCents(sign !== null && sign[1] !== "+", cents);
  }
  return null;
}

/**
 * The cents the widget reads from an amount (a finite number, or decimal-comma text as
 * openapi.yaml's DecimalCommaAmount), or null when it reads none.
 */
export function moneyCents(value) {
  if (typeof value === "number") return centsOfNumber(value);
  if (typeof value === "string") return centsOfText(value);
  return null;
}

/** Whether the widget reads `value` as an amount of money (a `totalDebt` "dlh"). */
export function readsAsMoney(value) {
  return moneyCents(value) !== null;
}

/**
 * The cents the widget reads from `actualDebt`, the amount to pay: zero or more, unsigned text
 * (openapi.yaml's AmountToPayText) or a number; null when it shows that the amount cannot be shown.
 */
export function amountToPayCents(value) {
  if (typeof value === "string" && /^\s*[-+\u2212]/.test(value)) return null;
  const cents = moneyCents(value);
  return cents !== null && cents >= 0 ? cents : null;
}

const HTTP_PREFIX = /^https?:\/\/[^/\\]/i;
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** Whitespace, controls or bidi/zero-width characters anywhere in the text. */
function hasHiddenChars(text) {
  // eslint-disable-next-line no-control-regex
  return /\s|[\u0000-\u001f\u007f-\u009f]/.test(text) || INVISIBLE.test(text);
}

function isLoopbackHost(hostname) {
  return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_IPV4.test(hostname);
}

/**
 * Whether the widget would link to or open `raw` (https:, or http: on a loopback host, which it
 * follows only from a page on a loopback host: the checker reports that case on its own).
 */
export function isFollowedUrl(raw) {
  if (typeof raw !== "string") return false;
  const text = raw.trim();
  if (!HTTP_PREFIX.test(text) || hasHiddenChars(text)) return false;
  let url;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "" || url.hostname === "") return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && isLoopbackHost(url.hostname);
}

/**
 * Why the widget refuses `value` as its api-base (its console warning, word for word), or null
 * when it accepts it: a path on the page's site or an `https:` URL, `http:` only on a loopback
 * host, never with credentials or hidden characters (`endpointProblem("apiBase", …)`). A refused
 * api-base sends no call at all.
 * @param {string} value @param {string} [pageHref] the page's address (a path is resolved against it)
 * @returns {string | null}
 */
export function apiBaseProblem(value, pageHref) {
  let url;
  try {
    url = new URL(value, pageHref ?? "https://page.invalid/");
  } catch {
    return `debt-notice: "apiBase" is not a URL: ${JSON.stringify(value)}.`;
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
  if (!secure || url.username !== "" || url.password !== "" || hasHiddenChars(value))
    return `debt-notice: "apiBase" must be a path on this site or an https: URL, got ${JSON.stringify(value)}.`;
  return null;
}

/**
 * Whether the page lays out a text from an answer (src/domain/shown-text.ts): at most `max`
 * characters and no pile of four combining marks, which froze the layout for seconds.
 * @param {string} text @param {number} max
 */
export function isShowable(text, max) {
  return text.length <= max && !/\p{M}{4}/u.test(text);
}

/** The most periods the total-debt page lays out (src/domain/total-debt.ts MAX_PERIODS). */
export const MAX_PERIODS = 1_200;
/** The longest period label it lays out (total-debt.ts MAX_PERIOD_LENGTH). */
const MAX_PERIOD_LENGTH = 40;

/** A period as the widget reads it: text trimmed, or a finite number as its text; else "". */
export function periodText(value) {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/**
 * totalDebt read as the widget reads it (total-debt.ts parseTotalDebt): the rows that are
 * objects, each with its period and cents (null when unread), or why the page has no breakdown.
 * @param {unknown} value
 * @returns {{ rows: { period: string, cents: number | null }[] } | { unavailable: string }}
 */
export function readBreakdown(value) {
  if (typeof value !== "string") return { unavailable: "it is not a JSON string" };
  let list;
  try {
    list = JSON.parse(value);
  } catch {
    return { unavailable: "it is not valid JSON" };
  }
  if (!Array.isArray(list)) return { unavailable: "it holds no list" };
  if (list.length > MAX_PERIODS)
    return { unavailable: `it holds ${list.length} periods, more than the ${MAX_PERIODS} the page lays out` };
  const rows = [];
  let total = 0;
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) continue;
    const cents = moneyCents(Object.hasOwn(entry, "dlh") ? entry.dlh : undefined);
    total += cents ?? 0;
    if (!Number.isSafeInteger(total)) return { unavailable: "its amounts add up past what the page can count" };
    const period = periodText(Object.hasOwn(entry, "obdobie") ? entry.obdobie : undefined);
    if (!isShowable(period, MAX_PERIOD_LENGTH))
      return {
        unavailable: `a period label (${JSON.stringify(period.slice(0, 20))}…) is longer than ${MAX_PERIOD_LENGTH} characters or piles up combining marks`,
      };
    if (period !== "" && !isPeriodLabel(period))
      return {
        unavailable: `a period label (${JSON.stringify(period.slice(0, 40))}) is not a period (MM/YYYY): the page does not print words, accounts or invisible marks as a period`,
      };
    rows.push({ period, cents });
  }
  return { rows };
}

/**
 * The debtor's name as the page shows it (src/domain/shown-text.ts nameToShow): one line, no
 * bidirectional overrides, or "" when it holds what no name does (a digit, a colon, an @, a word
 * in lower case).
 * @param {string} text
 */
export function nameToShow(text) {
  const line = text
    .replace(/[\u202A-\u202E]/g, "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return /^[\p{L}\p{M} .,'\u2019\u02BC()-]*$/u.test(line) && line.split(" ").every(isWordOfAName) ? line : "";
}

/** The words of a name written in lower case (shown-text.ts LOWER_CASE_NAME_WORDS). */
const LOWER_CASE_NAME_WORDS = new Set(
  "de da di du del della der den des van von zu la le y e bin ibn al el ter ten dos das rod. r. ml. st. doc. prof.".split(
    " ",
  ),
);

/** A word of a name: a capital first, or a word names write in lower case (shown-text.ts isWordOfAName). @param {string} word */
function isWordOfAName(word) {
  const bare = word.replace(/^\(+|[),]+$/g, "");
  if (bare === "" || /^\p{Lu}/u.test(bare)) return true;
  const lower = bare.toLowerCase();
  return (
    LOWER_CASE_NAME_WORDS.has(lower) ||
    LOWER_CASE_NAME_WORDS.has(lower.split("-")[0] ?? "") ||
    /^\p{Ll}{1,3}['\u2019\u02BC]\p{Lu}/u.test(bare)
  );
}

/**
 * Whether a trimmed text is a period's label as the page takes one (src/domain/shown-text.ts
 * isPeriodLabel): MM/YYYY and the forms gateways use for it, digits and separators, or one word
 * and a year. @param {string} text
 */
export function isPeriodLabel(text) {
  return /^(?:(?:\d{1,2}[./-]){0,2}\d{4}|\d{4}[./-]?\d{1,2}|\p{L}{3,12} \d{4})$/u.test(text);
}

/** The IČP as the page shows it (shown-text.ts icpToShow): digits with spaces or a slash, else "". @param {string} text */
export function icpToShow(text) {
  const trimmed = text.trim();
  return /^\d(?:[\d /]*\d)?$/.test(trimmed) ? trimmed : "";
}
