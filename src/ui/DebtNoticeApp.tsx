import { I18nProvider } from "@lingui/react";
import { useActorRef } from "@xstate/react";
import { startTransition, useLayoutEffect, useRef, useState } from "react";
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
    sessionInput(
      options,
      env.drafts,
      typeof window === "undefined" ? null : window.location,
      env.connection.isOnline(),
    ),
  );
  const actorRef = useActorRef(logic, { input });

  const onEventRef = useRef(onEvent);
  useLayoutEffect(() => {
    onEventRef.current = onEvent;
  });
  // The UI is rendered in a transition, after the start-up calls have left: in slices that
  // leave the main thread free (one long first render is a frozen page on a cheap phone). Until
  // it is committed the widget's events are held: a host must never hear debt-notice-loaded
  // (a not-found route emits it on start) from a widget that is not in the DOM yet.
  const [uiRendered, setUiRendered] = useState(false);
  const heldEvents = useRef<Array<() => void> | null>([]);
  // Subscribed before the layout effect below starts the actor: no event is missed.
  useLayoutEffect(() => {
    const subscription = actorRef.on("*", (event) => {
      const reference = actorRef.getSnapshot().context.route.reference;
      const deliver = () => onEventRef.current?.(event, reference);
      if (heldEvents.current) heldEvents.current.push(deliver);
      else deliver();
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  // Started here rather than in useActorRef's passive effect, which runs only after the first
  // paint. (Starting twice is a no-op.)
  useLayoutEffect(() => {
    actorRef.start();
    startTransition(() => setUiRendered(true));
    warmUpForGreeting();
  }, [actorRef]);
  useLayoutEffect(() => {
    const held = heldEvents.current;
    if (!uiRendered || !held) return;
    heldEvents.current = null;
    for (const deliver of held) deliver();
  }, [uiRendered]);
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
        <Localized>{uiRendered ? <Shell /> : null}</Localized>
      </OptionsContext.Provider>
    </ActorContext.Provider>
  );
}

function Localized({ children }: { children: React.ReactNode }) {
  const language = useDebtNotice(selectLanguage);
  return <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>;
}

export type { DebtNoticeActorRef };
