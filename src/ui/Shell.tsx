import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { languageOption } from "../domain/languages";
import { selectScreen, type Screen } from "../machine/debt-notice.selectors";
import { selectLanguage } from "../machine/language.selectors";
import { useConfig, useDebtNotice, useSend } from "./actor-context";
import { StandaloneDocument } from "./components/StandaloneDocument";
import { LanguageChooser } from "./components/LanguageChooser";
import { LanguageNotes } from "./components/LanguageNotes";
import { LoadingOverlay } from "./components/LoadingOverlay";
import { Logo } from "./components/Logo";
import { Toasts } from "./components/Toasts";
import { ViewErrorBoundary } from "./components/ViewErrorBoundary";
import { FocusNewViewContext, type FocusTarget } from "./components/ViewHeading";
import { DoorsProvider, useDoorPending } from "./doors";
import { FormView } from "./views/FormView";
import { NotFoundView } from "./views/NotFoundView";
import { InfoProvidedView, PayClickedView } from "./views/ThankYouView";
import { TotalDebtView } from "./views/TotalDebtView";

function ScreenView({ screen }: { screen: Screen }) {
  switch (screen) {
    case "loading":
      return <LoadingOverlay />;
    case "redirecting":
      return (
        <LoadingOverlay>
          <Trans comment="Loading text just before the browser goes to the payment page.">
            Opening the payment page…
          </Trans>
        </LoadingOverlay>
      );
    case "notFound":
      return <NotFoundView />;
    case "form":
      return <FormView />;
    case "infoProvided":
      return <InfoProvidedView />;
    case "payClicked":
      return <PayClickedView />;
    case "totalDebt":
      return <TotalDebtView />;
  }
}

/** Where the focus goes when the view changes (a door pressed on the total-debt page takes it itself). */
function ViewFocus({ screen, children }: { screen: Screen; children: ReactNode }) {
  // Focus follows view changes the user caused, never the first view (an embed must not steal focus).
  const firstScreen = useRef<Screen | null>(null);
  const [viewChanged, setViewChanged] = useState(false);
  useEffect(() => {
    if (screen === "loading" || screen === "redirecting") return;
    if (firstScreen.current === null) firstScreen.current = screen;
    else if (firstScreen.current !== screen) setViewChanged(true);
  }, [screen]);
  const doorPending = useDoorPending();
  // The view shown before this one (derived during render, so the new view's first effects see it).
  const [shown, setShown] = useState<{ screen: Screen; before: Screen | null; byDoor: boolean }>({
    screen,
    before: null,
    byDoor: false,
  });
  if (shown.screen !== screen && screen !== "loading" && screen !== "redirecting") {
    setShown({ screen, before: shown.screen, byDoor: doorPending });
  }
  // Back from the total debt: the debtor goes on from the button that opened it, not from the top.
  const focusTarget: FocusTarget =
    !viewChanged || shown.byDoor
      ? "none"
      : screen === "form" && shown.before === "totalDebt"
        ? "totalDebtButton"
        : "heading";
  return <FocusNewViewContext.Provider value={focusTarget}>{children}</FocusNewViewContext.Provider>;
}

export function Shell() {
  const screen = useDebtNotice(selectScreen);
  const language = useDebtNotice(selectLanguage);
  const config = useConfig();
  const send = useSend();
  const root = useRef<HTMLDivElement>(null);
  const backToNotice = useCallback(() => send({ type: "totalDebt.back" }), [send]);
  return (
    <div ref={root} className="dn-root" lang={languageOption(language).tag} data-screen={screen} part="root">
      <div className="dn-header" part="header">
        <Logo />
        <LanguageChooser />
      </div>
      <LanguageNotes />
      <div className="dn-main" part="main">
        <DoorsProvider leave={screen === "totalDebt" ? backToNotice : null}>
          <ViewFocus screen={screen}>
            <ViewErrorBoundary key={screen}>
              <ScreenView screen={screen} />
            </ViewErrorBoundary>
          </ViewFocus>
        </DoorsProvider>
      </div>
      {(config.providerName || config.footerText) && (
        <div className="dn-footer" part="footer">
          {config.providerName && (
            <p>
              <strong>{config.providerName}</strong>
            </p>
          )}
          {config.footerText && <p>{config.footerText}</p>}
        </div>
      )}
      <Toasts />
      <StandaloneDocument root={root} />
    </div>
  );
}
