import { useSyncExternalStore } from "react";
import { WIDE_MEDIA_QUERY } from "../../styles/breakpoint";

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(WIDE_MEDIA_QUERY);
  list.addEventListener?.("change", onChange);
  return () => list.removeEventListener?.("change", onChange);
}

/** True on screens where the QR code is read by another device (mobile first: false until known). */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => typeof window.matchMedia === "function" && window.matchMedia(WIDE_MEDIA_QUERY).matches,
    () => false,
  );
}
