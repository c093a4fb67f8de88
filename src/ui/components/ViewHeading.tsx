import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

/**
 * Where the focus goes when the view has changed under the debtor's hand: the new view's heading,
 * or (back from the total debt) the button that opened it; "none" for the first view.
 */
export type FocusTarget = "none" | "heading" | "totalDebtButton";
export const FocusNewViewContext = createContext<FocusTarget>("none");

/**
 * The view's h1. When the view changes under the user's hand (sent, paid, opened the total),
 * focus moves here so screen-reader and keyboard users land at the start of what is new.
 */
export function ViewHeading({ children, documentTitle }: { children: ReactNode; documentTitle?: string | undefined }) {
  const focusNewView = useContext(FocusNewViewContext) === "heading";
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
