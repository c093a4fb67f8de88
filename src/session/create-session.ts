import { createActor } from "xstate";
import { warnAboutIncompleteConfig } from "./incomplete-config";
import { whenQrEncoderFails } from "../domain/load-qr-encoder";
import type { DebtNoticeEmitted } from "../machine/debt-notice.types";
import { removeNotices, showNotice } from "../ui/toast-notices";
import type { UiSession } from "../ui/ui-session";
import { browserEnvironment } from "./browser-environment";
import { idleSender, type IdleSender } from "./idle-sender";
import { browserIdleScheduler } from "../browser/write-behind";
import type { RouteHistory } from "../browser/history";
import type { ResolvedOptions } from "./options";
import { provideEnvironment, type DebtNoticeEnvironment } from "./provide-environment";
import { hostSettings, sessionInput } from "./session-input";

export interface SessionHooks {
  /**
   * Every event the machine emits, with the reference of the debtor it is about (adapters make DOM
   * events of them): the debtor shown when it was emitted, which Back/Forward may have changed.
   */
  onEvent?: (event: DebtNoticeEmitted, reference: string | null) => void;
  /** Tests replace parts of the real world here. */
  environment?: Partial<DebtNoticeEnvironment>;
  /**
   * The widget's once-per-widget console channel (session/warn-once.ts): what concerns the host's
   * setup, not this debtor, is said once however often the widget starts a session. Default: the
   * environment's log, every session.
   */
  warn?: (message: string) => void;
}

/** One debtor's session: a started actor in its environment, until dispose(). */
export interface DebtNoticeSession extends UiSession {
  /** Distinct per session: the UI is keyed on it, so a new session gets a fresh UI. */
  readonly id: string;
  readonly reference: string | null;
  /**
   * The host changed options that do not name another debtor or gateway (option-table.ts): the
   * running session takes them (its next call, its next render) and starts nothing again.
   */
  update(options: ResolvedOptions): void;
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
  let current = options;
  const env: DebtNoticeEnvironment = { ...browserEnvironment(options, () => current), ...hooks.environment };
  const location = typeof window === "undefined" ? null : window.location;
  let settings = JSON.stringify(hostSettings(options, location));
  const input = {
    ...sessionInput(options, env.drafts, location, env.connection.isOnline()),
    catalogs: env.catalogs.loaded(),
    canShareFiles: env.canShareFiles(),
    touchScreen: env.isTouchScreen?.() ?? false,
  };
  const reference = input.route.reference;
  let disposed = false;
  const idle = env.idle ?? browserIdleScheduler;
  // Created before the actor, which it reaches only once the UI sends: it has to see Back and
  // Forward first (flushedOnRouteChange).
  const sender = idleSender((event) => {
    if (!disposed) actor.send(event);
  }, idle);
  const actor = createActor(provideEnvironment({ ...env, history: flushedOnRouteChange(env.history, sender) }), {
    input,
  });
  const warn = hooks.warn ?? env.log;
  warnAboutIncompleteConfig(options.config, warn);

  let held: [DebtNoticeEmitted, string | null][] | null = [];
  const deliver = (event: DebtNoticeEmitted, about: string | null) => {
    if (disposed) return;
    if (event.type === "notify") showNotice(id, event.code);
    hooks.onEvent?.(event, about);
  };
  // Subscribed before the start: the not-found route emits on start. XState delivers an emitted
  // event once its transition is done: the snapshot then names the debtor it is about.
  actor.on("*", (event) => {
    const about = actor.getSnapshot().context.route.reference;
    if (held) held.push([event, about]);
    else deliver(event, about);
  });
  // The page hidden or left, or the session ending: the text still waiting reaches the machine,
  // which hands it to the draft store, which must then write it at once (a leave listener it
  // added now would not be called; a session started next for the same debtor reads storage).
  const flushTyping = () => {
    sender.flush();
    env.drafts.flush?.();
  };
  const stopFlushingOnLeave = idle.onLeave(flushTyping);
  actor.start();
  // Catalogs the prefetch (or another widget) brings are known to the machine, which owns what
  // can be shown; the chooser reads them from it.
  const stopWatchingCatalogs = env.catalogs.onAdded?.(() =>
    actor.send({ type: "catalogs.loaded", languages: env.catalogs.loaded() }),
  );
  // With the start-up calls, not after the preferred language: whichever it is, its catalog is
  // then on its way already (the preload script may have started them even earlier).
  if (reference) env.catalogs.prefetch();
  // The debtor is told the code could not be loaded; the host is told why that usually is.
  const stopWatchingQrEncoder = whenQrEncoderFails(() =>
    warn(
      "debt-notice: the PAY by square QR encoder (debt-notice.qr.js) could not be loaded: serve it from the same folder and build as the widget's script, with CORS headers if that is another origin. The payment details are shown as text.",
    ),
  );

  return {
    id,
    reference,
    actor,
    toasterId: id,
    ownsDocumentTitle: options.routing === "path",
    send: sender.send,
    sendWhenIdle: sender.sendWhenIdle,
    uiCommitted() {
      const release = held;
      held = null;
      release?.forEach(([event, about]) => deliver(event, about));
    },
    update(next) {
      if (next.config !== current.config) warnAboutIncompleteConfig(next.config, warn);
      current = next;
      const nextSettings = hostSettings(next, location);
      if (disposed || JSON.stringify(nextSettings) === settings) return;
      settings = JSON.stringify(nextSettings);
      actor.send({ type: "host.settingsChange", ...nextSettings });
    },
    dispose() {
      if (disposed) return;
      flushTyping();
      stopFlushingOnLeave();
      stopWatchingCatalogs?.();
      stopWatchingQrEncoder();
      disposed = true;
      actor.stop();
      removeNotices(id);
    },
  };
}

/**
 * Back and Forward reach the machine after the text still waiting: the text belongs to the page
 * it was typed on (another debtor's route forgets it with that debtor; the same debtor keeps it).
 */
function flushedOnRouteChange(history: RouteHistory, sender: IdleSender): RouteHistory {
  return {
    ...history,
    listen: (onRoute, onRestored) =>
      history.listen(
        (route) => {
          sender.flush();
          onRoute(route);
        },
        onRestored &&
          (() => {
            sender.flush();
            onRestored();
          }),
      ),
  };
}
