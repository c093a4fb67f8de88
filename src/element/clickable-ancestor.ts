/**
 * A link, button, label or summary around an element takes every click inside it that no control
 * of its own takes: the amount, the account number, the QR code, even a screen reader's "activate"
 * on the whole notice. An unclosed `<a href>` injected before the widget's element wraps it so (the
 * seventeenth integrator trial: a tap on the amount or the QR code opened the attacker's page,
 * where another account can be shown). Read through the DOM's own prototypes, across shadow roots.
 */
/** Any `a` (an SVG one links through xlink:href: the eighteenth trial), not only `a[href]`. */
const CLICKABLE = "a, area, button, label, summary";

/** The nearest such ancestor's tag name, or null. */
export function clickableAncestor(element: Element): string | null {
  let node: Node | null = element;
  while (node) {
    const parent: Node | null = Object.getOwnPropertyDescriptor(Node.prototype, "parentNode")?.get?.call(node) ?? null;
    const host: Node | null = parent instanceof ShadowRoot ? parent.host : parent;
    if (host instanceof Element && Element.prototype.matches.call(host, CLICKABLE)) return host.localName;
    node = host;
  }
  return null;
}
