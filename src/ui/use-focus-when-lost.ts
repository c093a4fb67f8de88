import { useEffect, useRef } from "react";

/**
 * A message that appears where the control the debtor was on went away (Stop sending, a view's
 * part replaced): it takes the focus, so a keyboard or screen-reader user goes on from here, never
 * from the top of the page. Focus elsewhere (another control, the host page) is left alone.
 */
export function useFocusWhenLost<T extends HTMLElement>(shown: unknown) {
  const element = useRef<T>(null);
  useEffect(() => {
    const current = element.current;
    if (!shown || !current) return;
    const root = current.getRootNode() as Document | ShadowRoot;
    const page = document.activeElement;
    const nothingInside = root.activeElement === null || root.activeElement === document.body;
    const pageIdle = page === null || page === document.body || (root instanceof ShadowRoot && page === root.host);
    if (nothingInside && pageIdle) current.focus();
  }, [shown]);
  return element;
}
