import { Trans } from "@lingui/react/macro";
import { languageOption } from "../../domain/languages";
import { selectIsLanguageChosen, selectLanguage, selectLanguageFailure } from "../../machine/language.selectors";
import { useDebtNotice } from "../actor-context";
import { noticeMessage } from "../notice-messages";
import { useLingui } from "@lingui/react";

/**
 * Under the header: a language that could not be loaded, said for as long as it is true (the
 * toast is gone after 4 s), and the language the page now speaks after the debtor's choice (a
 * polite status: the page was rewritten without the focus moving).
 */
export function LanguageNotes() {
  const { i18n } = useLingui();
  const failed = useDebtNotice(selectLanguageFailure);
  const language = useDebtNotice(selectLanguage);
  const chosen = useDebtNotice(selectIsLanguageChosen);
  const failedOption = failed ? languageOption(failed) : null;
  const { nativeName: name, tag } = languageOption(language);
  return (
    <>
      {failedOption && (
        // Not a live region: the toast (an alert) says it at once; this stays after it.
        <p className="dn-note dn-lang-note">
          <span lang={failedOption.tag}>{failedOption.nativeName}</span>: {i18n._(noticeMessage("languageUnavailable"))}
        </p>
      )}
      {/* aria-live without role=status: a region heard, not a status of the page. */}
      <p className="dn-visually-hidden" aria-live="polite">
        {/* Once the texts speak the chosen language: said once, in it, not first in the old one. */}
        {chosen && !failed && i18n.locale === language && (
          <Trans comment="Heard by screen readers after the debtor chose a language and the page switched to it. {name} is the language's own name, e.g. 'Slovenčina', 'Українська'.">
            Language of the page: <span lang={tag}>{name}</span>
          </Trans>
        )}
      </p>
    </>
  );
}
