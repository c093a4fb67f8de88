import toast from "react-hot-toast/headless";
import type { NoticeCode } from "../machine/debt-notice.types";

export const TOAST_DURATION_MS = 4000;

/**
 * Shows a notice in one widget's toasts. The toast holds the code, not the words: Toasts
 * renders it in whatever language the page shows by then. One toast per code at a time.
 */
export function showNotice(toasterId: string, code: NoticeCode): void {
  toast.error(code, { toasterId, duration: TOAST_DURATION_MS, id: `${toasterId}:${code}` });
}

/** Removes every toast of a widget whose session has ended. */
export function removeNotices(toasterId: string): void {
  toast.remove(undefined, toasterId);
}
