import { msg } from "@lingui/core/macro";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { i18nFor } from "../../i18n/create-i18n";
import { LANGUAGES, isWireLanguage, languageOption } from "../../domain/languages";
import type { WireLanguage } from "../../domain/gateway-contract";
import {
  selectChooserLanguage,
  selectIsLanguageLoading,
  selectLanguage,
  selectLoadedCatalogs,
} from "../../machine/language.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { Flag } from "./Flag";

const CHOOSER_LABEL = msg({
  comment: "Screen-reader label of the language drop-down in the header. Wording fixed by the spec.",
  message: "Choose the language of this website",
});

/** Keys that step a closed select through its options (Chromium and Firefox fire `change` on each). */
const STEP_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

const stepsOptions = (event: KeyboardEvent) =>
  STEP_KEYS.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey);

/**
 * A native select: it works with every screen reader, keyboard and phone picker. A pick from its
 * open list applies at once; arrow keys on the closed select (which fire `change` on every step in
 * Chromium and Firefox) only move the choice, applied on Enter or when the debtor leaves the
 * control, Escape taking it back (WCAG 3.2.2): the page is not rewritten, nor the choice saved, at
 * every step. The uncommitted step is the control's own state, like a half-typed text. Its name is
 * the label in the page's language; its description repeats it in the other languages, so a
 * reader who does not understand the page's language still learns what the control is for
 * (in each language whose catalog is here: they arrive with the start-up calls).
 */
export function LanguageChooser() {
  const id = useId();
  const language = useDebtNotice(selectChooserLanguage);
  const pageLanguage = useDebtNotice(selectLanguage);
  const loading = useDebtNotice(selectIsLanguageLoading);
  const send = useSend();
  const [stepped, setStepped] = useState<WireLanguage | null>(null);
  const stepping = useRef(false);
  const current = languageOption(stepped ?? language);
  // A pick is the debtor's choice even of the language shown (the machine saves it); a step back
  // to the shown language leaves nothing to apply.
  const apply = (chosen: WireLanguage) => {
    setStepped(null);
    send({ type: "language.change", language: chosen });
  };
  const catalogs = useDebtNotice(selectLoadedCatalogs);
  // A chosen language whose catalog is on its way: the page's language names the control meanwhile.
  const labelLanguage = catalogs.includes(language) ? language : pageLanguage;
  const others = LANGUAGES.filter((l) => l.value !== labelLanguage && catalogs.includes(l.value));
  return (
    <div className="dn-lang" part="language">
      <label htmlFor={id} className="dn-visually-hidden">
        {i18nFor(labelLanguage)._(CHOOSER_LABEL)}
      </label>
      <span id={`${id}-other-languages`} className="dn-visually-hidden">
        {others.map((option, index) => (
          <span key={option.value} lang={option.tag}>
            {index > 0 && " / "}
            {i18nFor(option.value)._(CHOOSER_LABEL)}
          </span>
        ))}
      </span>
      <Flag flag={current.flag} />
      <select
        id={id}
        className="dn-lang__select"
        value={stepped ?? language}
        aria-describedby={`${id}-other-languages`}
        aria-busy={loading || undefined}
        onKeyDown={(event) => {
          stepping.current = stepsOptions(event);
          if (event.key === "Enter" && stepped) apply(stepped);
          if (event.key === "Escape") setStepped(null);
        }}
        onKeyUp={() => {
          stepping.current = false;
        }}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (!isWireLanguage(chosen)) return;
          if (stepping.current) setStepped(chosen === language ? null : chosen);
          else apply(chosen);
        }}
        onBlur={() => {
          if (stepped) apply(stepped);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option.value} value={option.value} lang={option.tag}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
