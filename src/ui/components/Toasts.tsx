import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState, type FocusEvent } from "react";
import toast, { useToaster } from "react-hot-toast/headless";
import { useSession } from "../actor-context";
import { isNoticeCode, noticeMessage } from "../notice-messages";
import { TOAST_DURATION_MS } from "../toast-notices";
import { deepActiveElement, focusedBand, toastPlacement, type ToastPlacement } from "../toast-placement";

/** Old browsers (and jsdom, which hides `[popover]` without showing it) get a plain fixed region. */
const CAN_POPOVER = typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

/**
 * react-hot-toast's state with our own markup inside the shadow root (its default renderer
 * injects CSS into document.head). Each widget has its own toaster id, so toasts stay home.
 * The session puts notices in the store (toast-notices.ts); they are worded here, at render
 * time, in the language the page shows now.
 *
 * The region is a manual popover, shown while mounted: in the top layer, it is placed against the
 * viewport whatever the widget's containment, container queries or a host's transforms do to
 * `position: fixed`. It moves to the bottom when at the top it would cover the focused element.
 */
export function Toasts() {
  const { i18n, t } = useLingui();
  const { toasterId } = useSession();
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS }, toasterId);
  const region = useRef<HTMLDivElement>(null);
  // Where the debtor was before they went to a toast: Close takes them back there.
  const cameFrom = useRef<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<ToastPlacement>("top");
  const shown = toasts.filter((item) => item.visible && isNoticeCode(item.message));

  useLayoutEffect(() => {
    const element = region.current;
    if (CAN_POPOVER && element && !element.matches(":popover-open")) {
      element.showPopover();
    }
  }, []);

  const anyShown = shown.length > 0;
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !anyShown) return;
    const place = () => {
      const focused = deepActiveElement(element);
      const band = focused && element.contains(focused) ? null : focusedBand(focused);
      setPlacement(toastPlacement(band, element.getBoundingClientRect().height, window.innerHeight));
    };
    place();
    const root = element.getRootNode();
    root.addEventListener("focusin", place);
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      root.removeEventListener("focusin", place);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [anyShown]);

  const rememberWhereFrom = (event: FocusEvent<HTMLDivElement>) => {
    handlers.startPause();
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const close = (id: string) => {
    toast.dismiss(id, toasterId);
    const back = cameFrom.current;
    const fallback = region.current?.closest(".dn-root")?.querySelector<HTMLElement>("h1");
    (back?.isConnected ? back : fallback)?.focus();
  };

  return (
    <div
      ref={region}
      popover={CAN_POPOVER ? "manual" : undefined}
      className="dn-toasts"
      data-placement={placement}
      // A landmark only while there is something in it (an empty one clutters the landmark list).
      role={anyShown ? "region" : undefined}
      aria-label={
        anyShown
          ? t({ message: "Notifications", comment: "Screen-reader name of the area where error toasts appear." })
          : undefined
      }
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={rememberWhereFrom}
      onBlur={handlers.endPause}
    >
      {shown.map((item) => (
        <div key={item.id} className={`dn-toast dn-toast--${item.type}`} role="alert">
          <span className="dn-toast__icon" aria-hidden="true">
            !
          </span>
          <span className="dn-toast__text">{isNoticeCode(item.message) && i18n._(noticeMessage(item.message))}</span>
          <button type="button" className="dn-toast__close" onClick={() => close(item.id)}>
            <span aria-hidden="true">×</span>
            <span className="dn-visually-hidden">
              {t({ message: "Close", comment: "Screen-reader label of the X button that closes an error toast." })}
            </span>
          </button>
        </div>
      ))}
    </div>
  );
}
