/**
 * Which of the page's <debt-notice> elements is the page's own (define-element.ts decides once the
 * page is parsed): markup can be injected into a host page, and must not show a debtor's notice
 * with the page's account and contacts, nor blank the page's own. docs/security.md: the rows on
 * injected markup.
 */
import { routingOfElement } from "./attributes";

/** Path routing: the reference comes from the page's address (routing="path", or no reference at all). */
export function readsTheAddress(element: Element): boolean {
  return routingOfElement(element) === "path";
}

/** Elements whose `config` a script set (the property, before or after the definition). */
const configuredByScript = new WeakSet<Element>();

export function markConfiguredByScript(element: Element): void {
  configuredByScript.add(element);
}

export function isConfiguredByScript(element: Element): boolean {
  return configuredByScript.has(element) || Object.hasOwn(element, "config");
}

/** The other elements of the same name in the document (read through the prototype: markup cannot shadow it). */
export function otherWidgets(element: Element): Element[] {
  const all = Document.prototype.getElementsByTagName.call(element.ownerDocument, element.localName);
  return Array.from(all).filter((other) => other !== element && !other.contains(element));
}

/** An element of the same name inside this one's own markup (read through the prototype). */
export function holdsAnotherWidget(element: Element): boolean {
  return Element.prototype.getElementsByTagName.call(element, element.localName).length > 0;
}

/**
 * Whether `other` reads the reference from the page's address (the standalone page's) in a way
 * that keeps `element`, which has a reference of its own, empty. One that writes
 * `routing="memory"` counts only those that write a routing too: a bare `<debt-notice>` left or
 * injected on a partner page must not blank the real widget (the fourteenth integrator trial),
 * while the standalone page's `routing="path"` still does.
 */
export function readsTheAddressBeside(element: Element, other: Element): boolean {
  const declaresRouting = (candidate: Element) => candidate.hasAttribute("routing");
  return readsTheAddress(other) && (!declaresRouting(element) || declaresRouting(other));
}

/** The reference an element names itself (memory routing), or null: one that reads the address names none of its own. */
function ownReference(element: Element): string | null {
  if (readsTheAddress(element)) return null;
  const early = Object.hasOwn(element, "reference") ? (element as { reference?: unknown }).reference : undefined;
  const value = typeof early === "string" ? early : Element.prototype.getAttribute.call(element, "reference");
  const reference = value?.trim() ?? "";
  return reference === "" ? null : reference;
}

/** Two elements, each naming its own debtor, not the same one. */
export function namesAnotherDebtor(element: Element, other: Element): boolean {
  const mine = ownReference(element);
  const theirs = ownReference(other);
  return mine !== null && theirs !== null && mine !== theirs;
}
