import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { dispatchWidgetEvent } from "./element/dom-events";
import { createElementIn } from "./element/document-reads";
import { DebtNoticeOptionsError, resolveOptions, type DebtNoticeOptions } from "./session/options";
import { claimForApp, dropFirstPaint, takeOverFirstPaint } from "./first-paint/standing";
import { ownSession } from "./session/session-owner";
import { createWarnOnce } from "./session/warn-once";
import { DebtNoticeApp } from "./ui/DebtNoticeApp";
import { adoptStyles } from "./ui/stylesheet";

export interface DebtNoticeHandle {
  /**
   * Merges these options into the current ones. Another debtor or gateway (`reference`, `routing`,
   * `basePath`, `apiBase`) starts a new session; any other option applies to the running one.
   */
  update(options: DebtNoticeOptions): void;
  /** Stops every actor, aborts requests, revokes object URLs, removes what it rendered. */
  unmount(): void;
}

// One widget per target: a second mount() replaces the first instead of stacking a second UI.
const mounted = new WeakMap<Element, DebtNoticeHandle>();

/**
 * Renders the widget into an open shadow root of `target` (created if absent) and dispatches
 * the DOM events (README: DOM events) on `target`. Mounting again on the same target unmounts
 * the earlier widget first (its handle then does nothing).
 */
export function mount(target: Element, options: DebtNoticeOptions = {}): DebtNoticeHandle {
  return mountWidget(target, options, { lenient: false, warn: createWarnOnce() });
}

/**
 * mount() for the element too: `lenient` reads its options as attributes are read (a wrong value,
 * a wrong config field: one warning on `warn`, left out, the rest renders), also on every update.
 */
export function mountWidget(
  target: Element,
  options: DebtNoticeOptions,
  { lenient, warn }: { lenient: boolean; warn: (message: string) => void },
): DebtNoticeHandle {
  if (typeof Element === "undefined" || !(target instanceof Element)) {
    throw new DebtNoticeOptionsError("debt-notice: mount(target) needs a DOM element.");
  }
  // Validate before touching the DOM: a bad option leaves nothing half-built behind.
  let raw = options;
  const resolved = resolveOptions(raw, warn, { lenient });
  mounted.get(target)?.unmount();
  const shadow = target.shadowRoot ?? target.attachShadow({ mode: "open" });
  adoptStyles(shadow);
  const container = createElementIn(target.ownerDocument, "div");
  container.className = "dn-container";
  shadow.append(container);
  // A first paint standing here (the preload script's greeting) stays until the app's first view
  // is committed, then leaves in that very frame (first-paint/standing.ts).
  const firstPaint = claimForApp(target);
  container.hidden = firstPaint;
  const root = createRoot(container);

  const owner = ownSession(resolved, {
    warn,
    onEvent: (event, reference) => dispatchWidgetEvent(target, event, reference),
  });
  const showAppView = () => {
    // Pay pressed in the first paint opened the payment page itself: the app records the click
    // (after this commit, as a press of its own Pay would be).
    if (takeOverFirstPaint(target, container).paidEarly) setTimeout(() => owner.session.send({ type: "pay.click" }), 0);
  };
  let live = true;
  const render = () =>
    root.render(
      <StrictMode>
        <DebtNoticeApp
          key={owner.session.id}
          session={owner.session}
          config={owner.options.config}
          onViewShown={showAppView}
        />
      </StrictMode>,
    );
  render();

  const handle: DebtNoticeHandle = {
    update(next) {
      if (!live) return;
      const candidate = { ...raw, ...next };
      // Throws before anything changes: one bad update does not poison the next ones.
      const nextResolved = resolveOptions(candidate, warn, { lenient });
      raw = candidate;
      owner.set(nextResolved);
      render();
    },
    unmount() {
      if (!live) return;
      live = false;
      if (mounted.get(target) === handle) mounted.delete(target);
      root.unmount();
      owner.dispose();
      dropFirstPaint(target);
      container.remove();
    },
  };
  mounted.set(target, handle);
  return handle;
}
