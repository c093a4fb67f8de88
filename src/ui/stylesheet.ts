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
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (!Sheet || !("adoptedStyleSheets" in root) || typeof Sheet.prototype.replaceSync !== "function") return;
  let sheet = sheets.get(doc);
  if (!sheet) {
    sheet = new Sheet();
    sheet.replaceSync(css);
    sheets.set(doc, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
