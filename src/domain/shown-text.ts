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
