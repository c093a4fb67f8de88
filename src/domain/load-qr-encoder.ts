import type { payBySquareSymbol } from "./qr-encoder";

export type QrEncoder = { payBySquareSymbol: typeof payBySquareSymbol };

let loading: Promise<QrEncoder | null> | undefined;

/**
 * The QR encoder, fetched once per page (the builds turn this import into a request for
 * dist/debt-notice.qr.js beside the script). Resolves to null, never throws, when the file
 * cannot be loaded or located: the payment details stay readable as text. A failure is not
 * retried within the page (a render that reads this promise must get the same one again).
 */
export function loadQrEncoder(): Promise<QrEncoder | null> {
  // Inside then(): resolving the file's URL may throw, and that must become a null too.
  loading ??= Promise.resolve()
    .then(() => import("./qr-encoder"))
    .catch(() => null);
  return loading;
}
