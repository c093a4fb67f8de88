import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toDomEvent, type DebtNoticeEventMap } from "./element/dom-events";
import { ownSession, type SessionOwner } from "./session/session-owner";
import { resolveOptions, type DebtNoticeOptions } from "./session/options";
import { sessionKey } from "./session/option-table";
import { createWarnOnce } from "./session/warn-once";
import { DebtNoticeApp } from "./ui/DebtNoticeApp";
import { adoptStyles } from "./ui/stylesheet";

type Detail<K extends keyof DebtNoticeEventMap> = DebtNoticeEventMap[K]["detail"];

export interface DebtNoticeWidgetProps extends DebtNoticeOptions {
  className?: string;
  onLoaded?: (detail: Detail<"debt-notice-loaded">) => void;
  onCommentSent?: (detail: Detail<"debt-notice-comment-sent">) => void;
  onPay?: (detail: Detail<"debt-notice-pay">) => void;
  onLanguageChange?: (detail: Detail<"debt-notice-language-change">) => void;
  onError?: (detail: Detail<"debt-notice-error">) => void;
}

const CALLBACKS = {
  "debt-notice-loaded": "onLoaded",
  "debt-notice-comment-sent": "onCommentSent",
  "debt-notice-pay": "onPay",
  "debt-notice-language-change": "onLanguageChange",
  "debt-notice-error": "onError",
} as const;

/**
 * The widget for React hosts: the same app as the element, in an open shadow root on its own
 * host <div>, so the host's CSS and ours stay apart. Events reach both the callbacks and the DOM.
 */
export function DebtNoticeWidget(props: DebtNoticeWidgetProps) {
  const { className, onLoaded, onCommentSent, onPay, onLanguageChange, onError, ...options } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const callbacks = useRef({ onLoaded, onCommentSent, onPay, onLanguageChange, onError });
  useLayoutEffect(() => {
    callbacks.current = { onLoaded, onCommentSent, onPay, onLanguageChange, onError };
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    adoptStyles(root);
    setShadow(root);
  }, []);

  const [warn] = useState(createWarnOnce);
  // Props are read as the element's attributes are: a wrong value is reported and dropped (its
  // default applies), never thrown: a throw in a render unmounts the host's whole React app
  // (`<DebtNoticeWidget config={{ phone: 5 }}>` left the portal blank). mount() still throws.
  const resolved = resolveOptions(options as DebtNoticeOptions, warn, { lenient: true });
  const key = sessionKey(resolved);
  const latest = useRef(resolved);
  useLayoutEffect(() => {
    latest.current = resolved;
  });
  // A session per debtor and gateway, started after the commit (never during a render, which React
  // may repeat).
  const [owner, setOwner] = useState<SessionOwner | null>(null);
  useLayoutEffect(() => {
    const started = ownSession(latest.current, {
      warn,
      onEvent: (event, reference) => {
        const domEvent = toDomEvent(event, reference);
        if (!domEvent) return;
        hostRef.current?.dispatchEvent(domEvent);
        const callback = callbacks.current[CALLBACKS[domEvent.type as keyof typeof CALLBACKS]];
        (callback as ((detail: unknown) => void) | undefined)?.(domEvent.detail);
      },
    });
    setOwner(started);
    return () => started.dispose();
  }, [key, warn]);
  // Options that keep the session (the timeout, the captcha, config, …) reach the running one.
  useLayoutEffect(() => {
    if (owner?.key === key) owner.set(resolved);
  });

  return (
    <div ref={hostRef} className={className}>
      {/* The previous debtor's UI is gone as soon as the props name another one. */}
      {shadow &&
        owner?.key === key &&
        createPortal(<DebtNoticeApp key={owner.session.id} session={owner.session} config={resolved.config} />, shadow)}
    </div>
  );
}
