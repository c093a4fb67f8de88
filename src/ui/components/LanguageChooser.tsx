import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { LANGUAGES, isWireLanguage, languageOption } from "../../i18n/languages";
import { selectIsLanguageLoading, selectLanguage } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { Flag } from "./Flag";

/**
 * A native select: it works with every screen reader, keyboard and phone picker. The flag of
 * the chosen language stands beside it, since options cannot hold images.
 */
export function LanguageChooser() {
  const { t } = useLingui();
  const id = useId();
  const language = useDebtNotice(selectLanguage);
  const loading = useDebtNotice(selectIsLanguageLoading);
  const send = useSend();
  const current = languageOption(language);
  return (
    <div className="dn-lang" part="language">
      <label htmlFor={id} className="dn-visually-hidden">
        {t`Choose the language of this website`}
      </label>
      <Flag flag={current.flag} />
      <select
        id={id}
        className="dn-lang__select"
        value={language}
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
