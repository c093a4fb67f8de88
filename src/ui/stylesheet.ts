import { css } from "./styles/compose";

// Constructable sheets belong to the document that made them: one per document, shared by
// every widget in it.
const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Applies the widget's one stylesheet with adoptedStyleSheets: no <style> element and no
 * inline CSS, so a host CSP without 'unsafe-inline' is satisfied.
 */
export function adoptStyles(root: ShadowRoot): void {
  const doc = root.ownerDocument;
  const sheet = sheets.get(doc) ?? constructedSheet(root, css);
  if (!sheet) return;
  sheets.set(doc, sheet);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** A constructable sheet of `text` for `root`'s document; null where adoptedStyleSheets is not there. */
export function constructedSheet(root: ShadowRoot, text: string): CSSStyleSheet | null {
  // Through the prototype: markup such as <img name="defaultView"> shadows the document's own.
  const view = Object.getOwnPropertyDescriptor(Document.prototype, "defaultView")?.get?.call(root.ownerDocument) as
    (Window & typeof globalThis) | null;
  const Sheet = view?.CSSStyleSheet;
  if (!Sheet || !("adoptedStyleSheets" in root) || typeof Sheet.prototype.replaceSync !== "function") return null;
  const sheet = new Sheet();
  sheet.replaceSync(text);
  return sheet;
}
