import type { payBySquareSymbol } from "./qr-encoder";

export type QrEncoder = { payBySquareSymbol: typeof payBySquareSymbol };

let loading: Promise<QrEncoder | null> | undefined;

/**
 * The QR encoder, fetched once per page (the builds turn this import into a request for
 * dist/debt-notice.qr.js beside the script). Resolves to null when the file cannot be loaded:
 * the payment details stay readable as text. A failure is not retried within the page.
 */
export function loadQrEncoder(): Promise<QrEncoder | null> {
  loading ??= import("./qr-encoder").catch(() => null);
  return loading;
}
