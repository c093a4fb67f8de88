import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toDomEvent, type DebtNoticeEventMap } from "../element/dom-events";
import { resolveOptions, type DebtNoticeOptions } from "../options";
import { DebtNoticeApp } from "./DebtNoticeApp";
import { adoptStyles } from "./stylesheet";

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

  const resolved = resolveOptions(options as DebtNoticeOptions);
  return (
    <div ref={hostRef} className={className}>
      {shadow &&
        createPortal(
          <DebtNoticeApp
            options={resolved}
            onEvent={(event, reference) => {
              const domEvent = toDomEvent(event, reference);
              if (!domEvent) return;
              hostRef.current?.dispatchEvent(domEvent);
              const callback = callbacks.current[CALLBACKS[domEvent.type as keyof typeof CALLBACKS]];
              (callback as ((detail: unknown) => void) | undefined)?.(domEvent.detail);
            }}
          />,
          shadow,
        )}
    </div>
  );
}
