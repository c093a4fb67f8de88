import { useSyncExternalStore } from "react";
import { currentQrEncoder, subscribeToQrEncoder, type QrEncoder } from "../../../domain/load-qr-encoder";

/**
 * The QR encoder for a render: undefined while its file is on its way, null when it could not
 * be loaded. Asked for when the first reader mounts (with the greeting, not before it: at 4× CPU
 * its compile, ~50 ms, landed just as the answers arrived). The server renders the "on its way" state.
 */
export function useQrEncoder(): QrEncoder | null | undefined {
  return useSyncExternalStore(subscribeToQrEncoder, currentQrEncoder, () => undefined);
}
