/**
 * Whether a text from an answer may be laid out on the page: at most `max` characters and no pile
 * of combining marks. One letter with 60,000 accents is a single character cluster whose layout
 * froze Chromium for 13 s (200,000 in a period label: 95 s), and a changed answer must not freeze
 * the host page (docs/security.md). Real names carry one or two marks on a letter.
 */
export function isShowableText(text: string, max: number): boolean {
  return text.length <= max && !/\p{M}{4}/u.test(text);
}

/**
 * The text without the bidirectional embeddings and overrides (U+202A–U+202E). Invisible, they
 * turn the letters after them around: a name with U+202E read backwards in the greeting and the
 * record (the thirteenth and fourteenth integrator trials). No Slovak or Ukrainian name needs one.
 */
export function withoutBidiOverrides(text: string): string {
  return text.replace(/[\u202A-\u202E]/g, "");
}

/** Controls and line or paragraph separators: a name is one line of words. */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
const BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
/** What a person's name is made of: letters and their marks, spaces, and . , ' ’ ʼ ( ) - */
const NAME = /^[\p{L}\p{M} .,'\u2019\u02BC()-]*$/u;

/**
 * The debtor's name as the greeting and the record show it: one line (controls and line breaks
 * become spaces), no bidirectional overrides, or "" when it is not a name at all. A name never
 * holds a digit, a colon or an @: text that does (an account number, a phone, "POZOR: platba
 * len na účet SK…", the fifteenth integrator trial) is an instruction written where the page
 * prints the debtor's name, and the greeting then addresses the debtor without one; so is text
 * with a word no name writes in lower case (a sentence: {@link isWordOfAName}).
 */
export function nameToShow(text: string): string {
  const line = withoutBidiOverrides(text).replace(BREAKS_AND_CONTROLS, " ").replace(/\s+/g, " ").trim();
  return NAME.test(line) && line.split(" ").every(isWordOfAName) ? line : "";
}

/** The words of a name written in lower case: particles of surnames, and "rod." (née) and titles. */
const LOWER_CASE_NAME_WORDS = new Set(
  "de da di du del della der den des van von zu la le y e bin ibn al el ter ten dos das rod. r. ml. st. doc. prof.".split(
    " ",
  ),
);

/**
 * A word of a person's name begins with a capital letter, or is one of the few words names write
 * in lower case ("van", "rod.", "al-Rashid", "d'Artagnan"). A sentence does not: "Ján Novák.
 * Pozor, zaplaťte dnes inak exekúcia" (the sixteenth trial) was printed as the greeting, the
 * insurer threatening enforcement in its own words.
 */
function isWordOfAName(word: string): boolean {
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
 * A period as a notice or a breakdown's row names it: `MM/YYYY` as the contract writes it, or a
 * form gateways use for the same (`M/YYYY`, `MM.YYYY`, `YYYY-MM`, `YYYYMM`, a year, a day, "Január 2025").
 * Digits and separators, or one word and a year: a label with more words, an account or invisible
 * marks in it (the sixteenth trial:
 * "01/2025 IBAN SK08…" in the greeting, on Pay and in the QR code's note; "\u202E5202/10" shown as
 * a second "01/2025" row) is no period, and the page does not print it as the insurer's words.
 */
const PERIOD_LABEL = /^(?:(?:\d{1,2}[./-]){0,2}\d{4}|\d{4}[./-]?\d{1,2}|\p{L}{3,12} \d{4})$/u;

/** Whether a trimmed text is a period's label (see {@link PERIOD_LABEL}). */
export function isPeriodLabel(text: string): boolean {
  return PERIOD_LABEL.test(text);
}

/** An IČP as registries write it: digits, with spaces or a slash between them. */
const ICP = /^\d(?:[\d /]*\d)?$/;

/**
 * The debtor's IČP as the page shows it, trimmed, or "" (not shown) when it is not digits: text
 * such as "Volajte 0900 123 456" (the sixteenth trial) is an instruction where the page prints
 * the number the debtor checks the notice by.
 */
export function icpToShow(text: string): string {
  const trimmed = text.trim();
  return ICP.test(trimmed) ? trimmed : "";
}
