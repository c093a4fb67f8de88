import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { dispatchWidgetEvent } from "./element/dom-events";
import { DebtNoticeOptionsError, resolveOptions, type DebtNoticeOptions } from "./options";
import { DebtNoticeApp } from "./ui/DebtNoticeApp";
import { adoptStyles } from "./ui/stylesheet";

export interface DebtNoticeHandle {
  /** Merges these options into the current ones; a new reference starts a new session. */
  update(options: DebtNoticeOptions): void;
  /** Stops every actor, aborts requests, revokes object URLs, removes what it rendered. */
  unmount(): void;
}

/**
 * Renders the widget into an open shadow root of `target` (created if absent) and dispatches
 * the DOM events of CONTRACT §4 on `target`.
 */
export function mount(target: Element, options: DebtNoticeOptions = {}): DebtNoticeHandle {
  if (typeof Element === "undefined" || !(target instanceof Element)) {
    throw new DebtNoticeOptionsError("debt-notice: mount(target) needs a DOM element.");
  }
  // Validate before touching the DOM: a bad option leaves nothing half-built behind.
  let raw = options;
  let resolved = resolveOptions(raw);
  const shadow = target.shadowRoot ?? target.attachShadow({ mode: "open" });
  adoptStyles(shadow);
  const container = target.ownerDocument.createElement("div");
  container.className = "dn-container";
  shadow.append(container);
  const root = createRoot(container);

  let mounted = true;
  const render = () =>
    root.render(
      <StrictMode>
        <DebtNoticeApp
          options={resolved}
          onEvent={(event, reference) => dispatchWidgetEvent(target, event, reference)}
        />
      </StrictMode>,
    );
  render();

  return {
    update(next) {
      if (!mounted) return;
      const candidate = { ...raw, ...next };
      // Throws before anything changes: one bad update does not poison the next ones.
      resolved = resolveOptions(candidate);
      raw = candidate;
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      container.remove();
    },
  };
}
