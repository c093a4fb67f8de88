import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect } from "react";
import toast, { useToaster } from "react-hot-toast/headless";
import { useActorContextRef } from "../actor-context";
import { noticeMessage } from "../notice-messages";

export const TOAST_DURATION_MS = 4000;

/**
 * react-hot-toast's state with our own markup inside the shadow root (its default renderer
 * injects CSS into document.head). Each widget has its own toaster id, so toasts stay home.
 */
export function Toasts({ toasterId }: { toasterId: string }) {
  const { i18n, t } = useLingui();
  const actor = useActorContextRef();
  useLayoutEffect(() => {
    const subscription = actor.on("notify", (event) => {
      toast.error(i18n._(noticeMessage(event.code)), {
        toasterId,
        duration: TOAST_DURATION_MS,
        id: `${toasterId}:${event.code}`,
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, i18n, toasterId]);

  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS }, toasterId);
  return (
    <div
      className="dn-toasts"
      role="region"
      aria-label={t({ message: "Notifications", comment: "Screen-reader name of the area where error toasts appear." })}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      {toasts
        .filter((item) => item.visible)
        .map((item) => (
          <div key={item.id} className={`dn-toast dn-toast--${item.type}`} role="alert">
            <span className="dn-toast__icon" aria-hidden="true">
              !
            </span>
            <span className="dn-toast__text">{typeof item.message === "string" ? item.message : null}</span>
            <button type="button" className="dn-toast__close" onClick={() => toast.dismiss(item.id, toasterId)}>
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
