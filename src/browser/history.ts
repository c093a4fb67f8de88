import type { Route } from "../domain/routes";
import { parseRoute, routePath } from "../domain/routes";

/** Path routing: views are pushed to the browser history and Back/Forward are followed. */
export interface RouteHistory {
  push(route: Route): void;
  /**
   * Calls back with the new route on Back/Forward, and `onRestored` when the browser shows the
   * page again from its back/forward cache; returns the unsubscribe function.
   */
  listen(onRoute: (route: Route) => void, onRestored?: () => void): () => void;
  /** Takes `pay` out of the address, so Back from the payment page does not pay again. */
  forgetPayParameter(): void;
}

export function createPathHistory(basePath: string, win: Window = window): RouteHistory {
  return {
    push(route) {
      if (route.reference === null || route.view === "notFound") return;
      const path = routePath(basePath, { view: route.view, reference: route.reference });
      if (win.location.pathname === path) return;
      // m=1 (mobile) stays with the page; pay was for the first load only.
      const query = new URLSearchParams(win.location.search);
      query.delete("pay");
      const search = query.toString();
      win.history.pushState({ debtNotice: true }, "", search ? `${path}?${search}` : path);
    },
    listen(onRoute, onRestored) {
      const onPopState = () => onRoute(parseRoute(win.location.pathname, basePath));
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) onRestored?.();
      };
      win.addEventListener("popstate", onPopState);
      win.addEventListener("pageshow", onPageShow);
      return () => {
        win.removeEventListener("popstate", onPopState);
        win.removeEventListener("pageshow", onPageShow);
      };
    },
    forgetPayParameter() {
      const url = new URL(win.location.href);
      if (!url.searchParams.has("pay")) return;
      url.searchParams.delete("pay");
      win.history.replaceState(win.history.state, "", url.pathname + url.search + url.hash);
    },
  };
}

/** Memory routing never reads or touches the host page's URL. */
export const memoryHistory: RouteHistory = {
  push: () => undefined,
  listen: () => () => undefined,
  forgetPayParameter: () => undefined,
};
