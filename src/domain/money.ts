/**
 * Money in integer euro cents: parsing what the gateway sends, summing and formatting.
 *
 * Amounts never pass through binary fractions on their way to cents, so sums are exact.
 */
import { LANGUAGES } from "./languages";

/** Result of {@link parseMoney}: integer cents, or the rejected input as text. */
export type MoneyParse = { ok: true; cents: number } | { ok: false; raw: string };

// Longer text is never a real amount; the cap also bounds the work done on hostile input.
const MAX_TEXT_LENGTH = 100;
const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

// Space-like grouping separators: space, no-break, narrow no-break, thin and figure space.
const SPACE = "[ \\u00A0\\u202F\\u2009\\u2007]";
const PLAIN_OR_SPACE_GROUPED = `(\\d+|\\d{1,3}(?:${SPACE}\\d{3})+)`;

/** "1 234,56", "1234", "12,5": decimal comma, space grouping. */
const COMMA_DECIMAL = new RegExp(`^${PLAIN_OR_SPACE_GROUPED}(?:,(\\d{1,2}))?$`);
/** "1.234.567,89": dot grouping is only believed when a decimal comma follows. */
const COMMA_DECIMAL_DOT_GROUPED = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/;

const SIGN = /^([-+\u2212])\s*/;
const CURRENCY_SUFFIX = /\s*(?:€|EUR)$/;

/** What JavaScript's shortest round-trip `String(number)` can look like. */
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
/**
 * A double keeps any decimal text of up to 15 significant digits exactly, so such a text is what
 * the gateway wrote; 16 or 17 digits are the noise of arithmetic in doubles (1150.7500000000002).
 */
const WRITTEN_DIGITS = 15;
/**
 * The most cents a JSON number carries as written: 9 999 999 999 999,99 € (15 significant
 * digits). Past it a double cannot hold every cent (90071992547409.91 reads back as …409.9), so
 * the amount would be one the gateway did not write (openapi.yaml's `maximum` is this amount).
 */
export const MAX_NUMBER_CENTS = 10 ** WRITTEN_DIGITS - 1;

function invalid(value: unknown): MoneyParse {
  let raw = "";
  if (typeof value === "string") raw = value;
  else if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    raw = String(value);
  }
  return { ok: false, raw };
}

/** Integer digits + up to two fraction digits -> cents, or null beyond the safe range. */
function toCents(negative: boolean, intDigits: string, fraction: string, roundUp: boolean): number | null {
  let cents = BigInt((intDigits || "0") + fraction.padEnd(2, "0"));
  if (roundUp) cents += 1n;
  if (cents > MAX_SAFE_CENTS) return null;
  const result = Number(cents);
  // Never hand out -0: it formats as "-0,00".
  return negative && result !== 0 ? -result : result;
}

function parseNumber(value: number): MoneyParse {
  if (!Number.isFinite(value)) return invalid(value);
  // String(value) is the shortest text that reads back as the same double, i.e. what the
  // JSON said: 1150.75 -> "1150.75", 0.1 + 0.2 -> "0.30000000000000004". Rounding that
  // decimal text avoids the drift of value * 100 (1.005 * 100 === 100.49999999999999).
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return invalid(value);
  const [, minus = "", int = "", frac = "", exp = "0"] = match;
  const exponent = Number(exp);
  // 1e16 euros is already far beyond MAX_NUMBER_CENTS: no digits are spelt out for it.
  if (int.length + exponent > 17) return invalid(value);
  let digits = int + frac;
  let point = int.length + exponent;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point, "0");
  const fraction = digits.slice(point);
  // A third decimal the gateway wrote (12.345, 0.004) is never rounded away: the amount is unread.
  if (/[1-9]/.test(fraction.slice(2)) && (int + frac).replace(/^0+/, "").length <= WRITTEN_DIGITS)
    return invalid(value);
  // Half away from zero: the magnitude is rounded, the sign is applied afterwards.
  const roundUp = (fraction[2] ?? "0") >= "5";
  const cents = toCents(minus === "-", digits.slice(0, point), fraction.slice(0, 2), roundUp);
  return cents === null || Math.abs(cents) > MAX_NUMBER_CENTS ? invalid(value) : { ok: true, cents };
}

function parseText(value: string): MoneyParse {
  if (value.length > MAX_TEXT_LENGTH) return invalid(value);
  let rest = value.trim().replace(CURRENCY_SUFFIX, "");
  let negative = false;
  const sign = SIGN.exec(rest);
  if (sign) {
    negative = sign[1] !== "+";
    rest = rest.slice(sign[0].length);
  }
  const match = COMMA_DECIMAL.exec(rest) ?? COMMA_DECIMAL_DOT_GROUPED.exec(rest);
  if (!match) return invalid(value);
  const intDigits = (match[1] ?? "").replace(/\D/g, "");
  const cents = toCents(negative, intDigits, match[2] ?? "", false);
  return cents === null ? invalid(value) : { ok: true, cents };
}

/**
 * Reads an amount in euros as integer cents: exactly the forms openapi.yaml documents
 * (`DecimalCommaAmount`, or a JSON number). Never throws, never guesses.
 *
 * - A finite number is euros with at most two decimals as written (1150.75 -> 115075). Its
 *   shortest decimal representation is read, never `value * 100`; the noise arithmetic in
 *   doubles leaves past the 15th significant digit is rounded half away from zero
 *   (0.1 + 0.2 -> 30, 1150.7500000000002 -> 115075), a decimal the gateway wrote past the
 *   cents (12.345, 0.004) is rejected, not rounded.
 * - Text is decimal-comma money as the gateway writes it: optional sign (`-`, `+`,
 *   U+2212, optionally followed by spaces), grouping in threes by spaces (also no-break,
 *   narrow no-break, thin and figure spaces) or by dots when a decimal comma follows
 *   ("1.234,56"), at most two fraction digits ("12,5" -> 1250), optional trailing "€" or
 *   "EUR" (not leading); surrounding whitespace is ignored.
 * - Anything else is rejected, so a form the contract does not name cannot be misread:
 *   a decimal dot ("12.50", "1,150.75", "1 150.75": in Slovak text a dot groups
 *   thousands, so a dot is never guessed to be a decimal point), "1,234" (three fraction digits), "1.234", "1,2,3", "--5",
 *   "12 50", "". Also NaN, ±Infinity, null, objects, numbers beyond `MAX_NUMBER_CENTS` and
 *   text beyond `Number.MAX_SAFE_INTEGER` cents, with the input as `raw` text (empty for values
 *   that have no safe text form).
 */
export function parseMoney(value: unknown): MoneyParse {
  if (typeof value === "number") return parseNumber(value);
  if (typeof value === "string") return parseText(value);
  return invalid(value);
}

const SIGNED_TEXT = /^\s*[-+\u2212]/;

/**
 * Reads getDetails' `actualDebt`, the amount the notice asks to be paid: zero or more, as a
 * JSON number or unsigned decimal-comma text (openapi.yaml `AmountToPayText`). A negative
 * amount or a sign is rejected rather than read: the gateway's other amounts (`totalDebt`)
 * write debt with a minus, so a minus here may be a debt as well as a credit, and either
 * reading could tell the debtor something untrue.
 */
export function parseAmountToPay(value: unknown): MoneyParse {
  if (typeof value === "string" && SIGNED_TEXT.test(value)) return invalid(value);
  const money = parseMoney(value);
  return money.ok && money.cents < 0 ? invalid(value) : money;
}

/** The marks of a locale's numbers (languages.ts); Slovak's for a locale the widget does not speak. */
function numberMarksOf(locale: string): { group: string; decimal: string } {
  return LANGUAGES.find((language) => language.intlLocale === locale || language.tag === locale) ?? LANGUAGES[0];
}

/** The decimal mark of `locale`: "," in Slovak and Ukrainian, "." in English. */
export function decimalMarkOf(locale: string): string {
  return numberMarksOf(locale).decimal;
}

/**
 * Formats cents as euros with exactly two decimals, the locale's grouping and decimal mark, a
 * typographic minus (U+2212, not the hyphen: a hyphen before a number reads as a dash and breaks
 * from it), then a no-break space and "€": `formatEuro(-123456, "sk-SK")` is "−1 234,56 €"
 * (with the locale's grouping space), `formatEuro(115075, "en")` is "1,150.75 €". An invalid
 * locale tag falls back to sk-SK.
 *
 * Written from the locale's marks (languages.ts), as `Intl.NumberFormat` writes them, without
 * its cost on the greeting's path; the cents come from integer arithmetic, so no binary fraction
 * is ever rounded.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatEuro(cents: number, locale: string): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError("formatEuro: cents must be a safe integer");
  const { group, decimal } = numberMarksOf(locale);
  const magnitude = Math.abs(cents);
  const remainder = magnitude % 100;
  // (magnitude - remainder) is an exact multiple of 100, so this division is exact.
  const euros = String((magnitude - remainder) / 100).replace(/\B(?=(?:\d{3})+$)/g, group);
  // A minus for amounts such as -0,50 €, whose euros are zero.
  return `${cents < 0 ? "\u2212" : ""}${euros}${decimal}${String(remainder).padStart(2, "0")}\u00A0€`;
}
