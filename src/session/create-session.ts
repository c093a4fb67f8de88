import { createActor } from "xstate";
import type { DebtNoticeEmitted } from "../machine/debt-notice.types";
import { removeNotices, showNotice } from "../ui/toast-notices";
import type { UiSession } from "../ui/ui-session";
import { warmUpForGreeting } from "../ui/warm-up";
import { browserEnvironment } from "./browser-environment";
import { idleSender } from "./idle-sender";
import type { ResolvedOptions } from "./options";
import { provideEnvironment, type DebtNoticeEnvironment } from "./provide-environment";
import { sessionInput } from "./session-input";

export interface SessionHooks {
  /** Every event the machine emits, with the session's reference (adapters make DOM events of them). */
  onEvent?: (event: DebtNoticeEmitted, reference: string | null) => void;
  /** Tests replace parts of the real world here. */
  environment?: Partial<DebtNoticeEnvironment>;
}

/** One debtor's session: a started actor in its environment, until dispose(). */
export interface DebtNoticeSession extends UiSession {
  /** Distinct per session: the UI is keyed on it, so a new session gets a fresh UI. */
  readonly id: string;
  readonly reference: string | null;
  /** Stops the actor (aborting its requests, revoking its object URLs) and drops its toasts. */
  dispose(): void;
}

let sessionCount = 0;

/**
 * The composition root between the adapters (element, mount(), the React component) and the UI:
 * builds the environment, creates and starts the actor (the start-up calls leave now, before
 * any rendering), and holds what the machine emits until the UI is committed, so a host never
 * hears of a widget that is not in the DOM yet and no notice is emitted before a toast can show.
 */
export function createSession(options: ResolvedOptions, hooks: SessionHooks = {}): DebtNoticeSession {
  const id = `debt-notice-${++sessionCount}`;
  const env: DebtNoticeEnvironment = { ...browserEnvironment(options), ...hooks.environment };
  const location = typeof window === "undefined" ? null : window.location;
  const input = {
    ...sessionInput(options, env.drafts, location, env.connection.isOnline()),
    catalogs: env.catalogs.loaded(),
    canShareFiles: env.canShareFiles(),
  };
  const reference = input.route.reference;
  const actor = createActor(provideEnvironment(env), { input });
  // Said once per debtor: a missing payee is a deliberate production state, not a bug to hide.
  if (!options.config.payee)
    env.log(
      'debt-notice: no "payee" in config (iban and beneficiaryName): bank-transfer details and the PAY by square code are not shown.',
    );

  let held: DebtNoticeEmitted[] | null = [];
  let disposed = false;
  const deliver = (event: DebtNoticeEmitted) => {
    if (disposed) return;
    if (event.type === "notify") showNotice(id, event.code);
    hooks.onEvent?.(event, reference);
  };
  // Subscribed before the start: the not-found route emits on start.
  actor.on("*", (event) => {
    if (held) held.push(event);
    else deliver(event);
  });
  const sender = idleSender((event) => actor.send(event), env.idle);
  // The page hidden or left: the text still waiting reaches the machine, which hands it to the
  // draft store, which must then write it at once (a listener it added now would not be called).
  const whenLeft = () => {
    sender.flush();
    env.drafts.flush();
  };
  const stopListening = env.idle.onLeave(whenLeft);
  actor.start();
  // With the start-up calls, not after the preferred language: whichever it is, its catalog is
  // then on its way already (the preload script may have started them even earlier).
  if (reference) env.catalogs.prefetch();
  warmUpForGreeting();

  return {
    id,
    reference,
    actor,
    toasterId: id,
    send: sender.send,
    sendWhenIdle: sender.sendWhenIdle,
    uiCommitted() {
      const release = held;
      held = null;
      release?.forEach(deliver);
    },
    dispose() {
      if (disposed) return;
      // What was typed last reaches the machine, and through it the draft store, before it stops.
      sender.flush();
      stopListening();
      disposed = true;
      actor.stop();
      removeNotices(id);
    },
  };
}
