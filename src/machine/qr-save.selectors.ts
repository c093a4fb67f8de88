import type { DebtNoticeSnapshot } from "./debt-notice.selectors";

/** How the QR code's image leaves the page. */
export interface QrSaving {
  /** On a phone the code cannot be scanned from its own screen: the image goes to the gallery instead. */
  phone: boolean;
  /** "Share to your banking app" is offered only where the browser can share a PNG. */
  canShare: boolean;
  /** The share sheet is open. */
  sharing: boolean;
  /** The last share failed (not dismissed): say that saving the image still works. */
  shareFailed: boolean;
}

export function selectQrSaving(snapshot: DebtNoticeSnapshot): QrSaving {
  return {
    // The link's m=1 or the screen itself (the save-to-photos hint once showed only with m=1).
    phone: snapshot.context.mobile || snapshot.context.touchScreen,
    canShare: snapshot.context.canShareFiles,
    sharing: snapshot.matches({ qrShare: "sharing" }),
    shareFailed: snapshot.matches({ qrShare: "failed" }),
  };
}
