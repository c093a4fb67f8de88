import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { isWireLanguage, languageOption } from "../../domain/languages";
import { selectScreen } from "../../machine/debt-notice.selectors";
import { selectLanguage } from "../../machine/language.selectors";
import { useConfig, useDebtNotice, useSession } from "../actor-context";

/**
 * When the widget is the page (path routing), the document says what the widget shows: its
 * `<html lang>` is the page's language (WCAG 3.1.1) and its title names the view in it (2.4.2),
 * so the tab, the history and a screen reader's window title tell where the debtor is. The title
 * is the view's heading (or the heading's own `data-document-title`, where the heading holds an
 * amount that does not belong in a browser's history), then the provider. Rendered after the
 * view, and again whenever the view or the texts' language changes.
 */
export function StandaloneDocument({ root }: { root: React.RefObject<HTMLElement | null> }) {
  const { ownsDocumentTitle } = useSession();
  const { providerName } = useConfig();
  const screen = useDebtNotice(selectScreen);
  const language = useDebtNotice(selectLanguage);
  const { i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    if (!ownsDocumentTitle) return;
    // The texts on screen are in `locale` (they follow `language` by a render).
    document.documentElement.lang = languageOption(isWireLanguage(locale) ? locale : language).tag;
    const heading = root.current?.querySelector<HTMLElement>("h1");
    const view = heading?.dataset.documentTitle ?? heading?.textContent?.trim();
    if (view) document.title = providerName ? `${view} – ${providerName}` : view;
  }, [ownsDocumentTitle, providerName, screen, locale, language, root]);
  return null;
}
