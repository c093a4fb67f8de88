import type { Route } from "../domain/routes";
import { parseRoute, routePath } from "../domain/routes";

/** Path routing: views are pushed to the browser history and Back/Forward are followed. */
export interface RouteHistory {
  push(route: Route): void;
  /** Calls back with the new route on Back/Forward; returns the unsubscribe function. */
  listen(onRoute: (route: Route) => void): () => void;
}

export function createPathHistory(basePath: string, win: Window = window): RouteHistory {
  return {
    push(route) {
      if (route.reference === null || route.view === "notFound") return;
      const path = routePath(basePath, { view: route.view, reference: route.reference });
      if (win.location.pathname !== path) win.history.pushState({ debtNotice: true }, "", path);
    },
    listen(onRoute) {
      const onPopState = () => onRoute(parseRoute(win.location.pathname, basePath));
      win.addEventListener("popstate", onPopState);
      return () => win.removeEventListener("popstate", onPopState);
    },
  };
}

/** Memory routing never reads or touches the host page's URL. */
export const memoryHistory: RouteHistory = {
  push: () => undefined,
  listen: () => () => undefined,
};
