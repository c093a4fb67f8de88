/** The browser's own idea of being online: `navigator.onLine` and the online/offline events. */
export interface ConnectionWatcher {
  isOnline(): boolean;
  /** Calls back on every change; returns the unsubscribe function. */
  listen(onChange: (online: boolean) => void): () => void;
}

export function createConnectionWatcher(win: Window = window): ConnectionWatcher {
  return {
    isOnline: () => win.navigator.onLine !== false,
    listen(onChange) {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      win.addEventListener("online", online);
      win.addEventListener("offline", offline);
      return () => {
        win.removeEventListener("online", online);
        win.removeEventListener("offline", offline);
      };
    },
  };
}
