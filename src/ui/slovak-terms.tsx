import type { ReactNode } from "react";

/** Slovak legal terms that translations keep in brackets, so that a debtor can find them in letters. */
const SLOVAK_TERMS = /(výkaz nedoplatkov|exekútor)/;

/**
 * A translated text with its Slovak terms marked `lang="sk"` (WCAG 3.1.2): a screen reader reads
 * "výkaz nedoplatkov" with Slovak rules inside a Ukrainian or English sentence.
 */
export function withSlovakTermsMarked(text: string): ReactNode {
  const parts = text.split(SLOVAK_TERMS);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="sk">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
