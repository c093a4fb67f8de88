import type { ReactNode } from "react";
import type { LanguageOption } from "../../domain/languages";

/** One drawing per flag of the language table: a language without a flag does not compile. */
const FLAGS: Record<LanguageOption["flag"], ReactNode> = {
  sk: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <rect width="30" height="13.33" fill="#0b4ea2" />
      <rect width="30" height="6.67" fill="#fff" />
      <path d="M8 4.5h8v6.5c0 3-2.2 4.6-4 5.5-1.8-.9-4-2.5-4-5.5z" fill="#fff" />
      <path d="M8.6 5h6.8v6c0 2.6-1.9 4-3.4 4.9-1.5-.9-3.4-2.3-3.4-4.9z" fill="#ee1c25" />
      <path d="M11.6 7h.8v1.2h1.5v.8h-1.5v1h2v.8h-2v1.8h-.8v-1.8h-2v-.8h2v-1h-1.5v-.8h1.5z" fill="#fff" />
      <path
        d="M9.3 13.6c.9-1 1.7-1 2.7-.3 1-.7 1.8-.7 2.7.3-.8 1-1.7 1.6-2.7 2.1-1-.5-1.9-1.1-2.7-2.1z"
        fill="#0b4ea2"
      />
    </>
  ),
  gb: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  ua: (
    <>
      <rect width="30" height="10" fill="#0057b7" />
      <rect y="10" width="30" height="10" fill="#ffd700" />
    </>
  ),
};

/** Inline flags: no external requests, decorative (the language name carries the meaning). */
export function Flag({ flag }: { flag: LanguageOption["flag"] }) {
  return (
    <svg className="dn-flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {FLAGS[flag]}
    </svg>
  );
}
