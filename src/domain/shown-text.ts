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
 * prints the debtor's name, and the greeting then addresses the debtor without one.
 */
export function nameToShow(text: string): string {
  const line = withoutBidiOverrides(text).replace(BREAKS_AND_CONTROLS, " ").replace(/\s+/g, " ").trim();
  return NAME.test(line) ? line : "";
}
