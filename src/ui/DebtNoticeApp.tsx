import { I18nProvider } from "@lingui/react";
import { useActorRef } from "@xstate/react";
import { useLayoutEffect, useRef, useState } from "react";
import { i18nFor } from "../i18n/create-i18n";
import { provideEnvironment, type DebtNoticeEnvironment } from "../machine/debt-notice.actors";
import { selectLanguage } from "../machine/debt-notice.selectors";
import type { DebtNoticeEmitted } from "../machine/debt-notice.types";
import type { ResolvedOptions } from "../options";
import { ActorContext, OptionsContext, useDebtNotice, type DebtNoticeActorRef } from "./actor-context";
import { browserEnvironment } from "./environment";
import { sessionInput, sessionKey } from "./session-input";
import { Shell } from "./Shell";
import { warmUpForGreeting } from "./warm-up";

export interface DebtNoticeAppProps {
  options: ResolvedOptions;
  /** Every event the machine emits, with the reference it belongs to (the adapters turn them into DOM events). */
  onEvent?: (event: DebtNoticeEmitted, reference: string | null) => void;
  /** Tests replace parts of the real world here. */
  environment?: Partial<DebtNoticeEnvironment>;
}

/** A new debtor session (new actor) whenever an option that defines it changes. */
export function DebtNoticeApp(props: DebtNoticeAppProps) {
  return <Session key={sessionKey(props.options)} {...props} />;
}

function Session({ options, onEvent, environment }: DebtNoticeAppProps) {
  const [env] = useState(() => ({ ...browserEnvironment(options), ...environment }));
  const [logic] = useState(() => provideEnvironment(env));
  const [input] = useState(() =>
    sessionInput(options, env.drafts, typeof window === "undefined" ? null : window.location, env.connection.isOnline()),
  );
  const actorRef = useActorRef(logic, { input });

  const onEventRef = useRef(onEvent);
  useLayoutEffect(() => {
    onEventRef.current = onEvent;
  });
  // Subscribed before the layout effect below starts the actor, so the events emitted on
  // start (a not-found route) are not missed.
  useLayoutEffect(() => {
    const subscription = actorRef.on("*", (event) =>
      onEventRef.current?.(event, actorRef.getSnapshot().context.route.reference),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
  // Started here rather than in useActorRef's passive effect, which runs only after the first
  // paint. (Starting twice is a no-op.) The UI is committed in the same pass on purpose: the
  // widget's events, debt-notice-loaded first, must never reach the host before the widget is
  // in the DOM. The standalone page's calls leave even earlier, from debt-notice.preload.js.
  useLayoutEffect(() => {
    actorRef.start();
    warmUpForGreeting();
  }, [actorRef]);
  // The attachment's preview URL holds up to 10 MB: release it when this session ends.
  useLayoutEffect(
    () => () => {
      const url = actorRef.getSnapshot().context.attachment?.objectUrl;
      if (url) env.revokeObjectUrl(url);
    },
    [actorRef, env],
  );

  return (
    <ActorContext.Provider value={actorRef}>
      <OptionsContext.Provider value={options}>
        <Localized>
          <Shell />
        </Localized>
      </OptionsContext.Provider>
    </ActorContext.Provider>
  );
}

function Localized({ children }: { children: React.ReactNode }) {
  const language = useDebtNotice(selectLanguage);
  return <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>;
}

export type { DebtNoticeActorRef };
