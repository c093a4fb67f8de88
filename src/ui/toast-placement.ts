/** Where the toasts stand: the top of the viewport (top right, docs/requirements.md: When a call fails), or its bottom. */
export type ToastPlacement = "top" | "bottom";

/** The toasts' distance from the viewport's edge, in CSS pixels (toasts.css says the same). */
export const TOAST_EDGE_PX = 12;

interface Band {
  top: number;
  bottom: number;
}

const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

/**
 * Toasts stand at the top, unless there they would cover the element that has the focus
 * (WCAG 2.4.11: a keyboard user's place is never hidden) and at the bottom they would not.
 */
export function toastPlacement(focused: Band | null, stackHeight: number, viewportHeight: number): ToastPlacement {
  if (!focused || stackHeight <= 0) return "top";
  const top = { top: TOAST_EDGE_PX, bottom: TOAST_EDGE_PX + stackHeight };
  const bottom = { top: viewportHeight - TOAST_EDGE_PX - stackHeight, bottom: viewportHeight - TOAST_EDGE_PX };
  return overlaps(top, focused) && !overlaps(bottom, focused) ? "bottom" : "top";
}

/** The focused element's band on screen, with its labels (a visually hidden input is seen through its label). */
export function focusedBand(element: Element | null): Band | null {
  if (!element || element === document.body) return null;
  const boxes = [element, ...(element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [])]
    .map((box) => box.getBoundingClientRect())
    .filter((rect) => rect.height > 1);
  if (boxes.length === 0) return null;
  return { top: Math.min(...boxes.map((r) => r.top)), bottom: Math.max(...boxes.map((r) => r.bottom)) };
}

/** The element that has the focus, inside the widget's shadow root or on the page. */
export function deepActiveElement(inside: Node): Element | null {
  const root = inside.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? document.activeElement;
}
