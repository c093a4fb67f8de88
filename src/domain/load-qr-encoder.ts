import type { payBySquareSymbol } from "./qr-encoder";

export type QrEncoder = { payBySquareSymbol: typeof payBySquareSymbol };

let loading: Promise<QrEncoder | null> | undefined;
/** The settled answer: undefined until then (or until asked). */
let settled: QrEncoder | null | undefined;
let failed = false;
const failureListeners = new Set<() => void>();
const settledListeners = new Set<() => void>();

/**
 * The QR encoder, fetched once per page (the builds turn this import into a request for
 * dist/debt-notice.qr.js beside the script). Resolves to null, never throws, when the file
 * cannot be loaded or located (missing, blocked by CORS, from another build): the payment details
 * stay readable as text. A failure is not retried within the page (a render that reads this
 * promise must get the same one again).
 */
export function loadQrEncoder(): Promise<QrEncoder | null> {
  // Inside then(): resolving the file's URL may throw, and that must become a null too.
  loading ??= Promise.resolve()
    .then(() => import("./qr-encoder"))
    .catch(() => {
      failed = true;
      failureListeners.forEach((listener) => listener());
      failureListeners.clear();
      return null;
    })
    .then((encoder) => {
      settled = encoder;
      settledListeners.forEach((listener) => listener());
      settledListeners.clear();
      return encoder;
    });
  return loading;
}

/**
 * The encoder as known right now: the module, null when its file could not be loaded, or
 * undefined while it is on its way. One answer for every reader of the same render, so that
 * the section's intro and its code never disagree (two suspended parts may show one at a time).
 */
export function currentQrEncoder(): QrEncoder | null | undefined {
  return settled;
}

/** Asks for the encoder (once per page) and calls `listener` when it has settled. */
export function subscribeToQrEncoder(listener: () => void): () => void {
  if (settled !== undefined) return () => undefined;
  settledListeners.add(listener);
  void loadQrEncoder();
  return () => settledListeners.delete(listener);
}

/**
 * Calls `listener` once if the encoder's file could not be loaded (at once if that is known
 * already), without asking for the file. Returns a function that stops listening.
 */
export function whenQrEncoderFails(listener: () => void): () => void {
  if (failed) {
    listener();
    return () => undefined;
  }
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
