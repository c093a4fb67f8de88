import { useLingui } from "@lingui/react/macro";
import toast, { useToaster } from "react-hot-toast/headless";
import { useSession } from "../actor-context";
import { isNoticeCode, noticeMessage } from "../notice-messages";
import { TOAST_DURATION_MS } from "../toast-notices";

/**
 * react-hot-toast's state with our own markup inside the shadow root (its default renderer
 * injects CSS into document.head). Each widget has its own toaster id, so toasts stay home.
 * The session puts notices in the store (toast-notices.ts); they are worded here, at render
 * time, in the language the page shows now.
 */
export function Toasts() {
  const { i18n, t } = useLingui();
  const { toasterId } = useSession();
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
      {toasts.map((item) =>
        !item.visible || !isNoticeCode(item.message) ? null : (
          <div key={item.id} className={`dn-toast dn-toast--${item.type}`} role="alert">
            <span className="dn-toast__icon" aria-hidden="true">
              !
            </span>
            <span className="dn-toast__text">{i18n._(noticeMessage(item.message))}</span>
            <button type="button" className="dn-toast__close" onClick={() => toast.dismiss(item.id, toasterId)}>
              <span aria-hidden="true">×</span>
              <span className="dn-visually-hidden">
                {t({ message: "Close", comment: "Screen-reader label of the X button that closes an error toast." })}
              </span>
            </button>
          </div>
        ),
      )}
    </div>
  );
}
