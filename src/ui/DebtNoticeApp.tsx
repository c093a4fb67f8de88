import { I18nProvider } from "@lingui/react";
import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { configIn, type ProviderConfig } from "../domain/provider-config";
import { i18nFor } from "../i18n/create-i18n";
import { selectScreen } from "../machine/debt-notice.selectors";
import { selectLanguage } from "../machine/language.selectors";
import { ConfigContext, SessionContext, useDebtNotice } from "./actor-context";
import { Shell } from "./Shell";
import { useAfterFirstCommit } from "./use-after-first-commit";
import type { UiSession } from "./ui-session";

export interface DebtNoticeAppProps {
  /** A started session (src/session/create-session.ts). */
  session: UiSession;
  config: ProviderConfig;
  /**
   * Called in the commit of each view but the loading one: the first paint (first-paint/) leaves
   * in that frame. Called again on later views; it must do nothing then.
   */
  onViewShown?: () => void;
}

/**
 * The widget's UI for one session. The first commit renders nothing; the UI itself is rendered
 * in a transition, in slices that leave the main thread free (one long first render is a frozen
 * page on a cheap phone). Once it is committed, the session may let out what it held back.
 */
export function DebtNoticeApp({ session, config, onViewShown }: DebtNoticeAppProps) {
  const uiRendered = useAfterFirstCommit();
  useLayoutEffect(() => {
    if (uiRendered) session.uiCommitted();
  }, [session, uiRendered]);
  return (
    <SessionContext.Provider value={session}>
      <Localized config={config}>
        {uiRendered ? <Shell /> : null}
        {uiRendered && onViewShown ? <ViewShown onShown={onViewShown} /> : null}
      </Localized>
    </SessionContext.Provider>
  );
}

/** After Shell in the tree: its layout effect runs once the view's elements are in the page. */
function ViewShown({ onShown }: { onShown: () => void }) {
  const screen = useDebtNotice(selectScreen);
  useLayoutEffect(() => {
    if (screen !== "loading") onShown();
  }, [screen, onShown]);
  return null;
}

/** The catalog and the host's own texts of the language on screen. */
function Localized({ config, children }: { config: ProviderConfig; children: ReactNode }) {
  const language = useDebtNotice(selectLanguage);
  const shown = useMemo(() => configIn(config, language), [config, language]);
  return (
    <I18nProvider i18n={i18nFor(language)}>
      <ConfigContext.Provider value={shown}>{children}</ConfigContext.Provider>
    </I18nProvider>
  );
}
