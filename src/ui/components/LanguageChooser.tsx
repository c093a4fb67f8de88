import { msg } from "@lingui/core/macro";
import { useId, useSyncExternalStore } from "react";
import { i18nFor, loadedCatalogs, onCatalogAdded } from "../../i18n/create-i18n";
import { LANGUAGES, isWireLanguage, languageOption } from "../../domain/languages";
import { selectChooserLanguage, selectIsLanguageLoading, selectLanguage } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { Flag } from "./Flag";

const CHOOSER_LABEL = msg({
  comment: "Screen-reader label of the language drop-down in the header. Wording fixed by the spec.",
  message: "Choose the language of this website",
});

/**
 * A native select: it works with every screen reader, keyboard and phone picker. Its name is
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
  const current = languageOption(language);
  const catalogs = useSyncExternalStore(onCatalogAdded, loadedCatalogs, loadedCatalogs);
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
        value={language}
        aria-describedby={`${id}-other-languages`}
        aria-busy={loading || undefined}
        onChange={(e) => {
          if (isWireLanguage(e.target.value)) send({ type: "language.change", language: e.target.value });
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
