import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

/** True once the first view has been shown: later view changes move focus to the new heading. */
export const FocusNewViewContext = createContext(false);

/**
 * The view's h1. When the view changes under the user's hand (sent, paid, opened the total),
 * focus moves here so screen-reader and keyboard users land at the start of what is new.
 */
export function ViewHeading({ children, documentTitle }: { children: ReactNode; documentTitle?: string | undefined }) {
  const focusNewView = useContext(FocusNewViewContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusNewView) ref.current?.focus({ preventScroll: false });
  }, [focusNewView]);
  return (
    <h1 ref={ref} tabIndex={-1} className="dn-title" data-document-title={documentTitle}>
      {children}
    </h1>
  );
}
