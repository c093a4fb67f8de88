/**
 * A document's own properties and methods, read through the DOM's prototypes: markup such as
 * `<img name="readyState">` or `<img name="defaultView">` shadows them on the document itself (the
 * eighteenth integrator trial: a clobbered readyState made the widget decide which element is the
 * page's own before the page was parsed, and a copy of its script loaded by markup then set up an
 * element of the attacker's with the page's config; a clobbered defaultView threw).
 */
function documentGetter<T>(name: "readyState" | "defaultView"): (document: Document) => T {
  return (document) => Object.getOwnPropertyDescriptor(Document.prototype, name)?.get?.call(document) as T;
}

export const readyStateOf = documentGetter<DocumentReadyState>("readyState");

export const windowOf = documentGetter<(Window & typeof globalThis) | null>("defaultView");

export function createElementIn(document: Document, tagName: string): HTMLElement {
  return Document.prototype.createElement.call(document, tagName);
}

export function listenOn(
  document: Document,
  type: string,
  listener: () => void,
  options?: AddEventListenerOptions,
): void {
  EventTarget.prototype.addEventListener.call(document, type, listener, options);
}

/**
 * What rendering reads from the document itself (React among it: `defaultView`, `createElement`,
 * `activeElement`…), none of which the widget can read through the prototypes there.
 */
const RENDERING_READS = [
  "defaultView",
  "createElement",
  "createElementNS",
  "createTextNode",
  "createDocumentFragment",
  "activeElement",
  "body",
  "documentElement",
  "addEventListener",
  "removeEventListener",
  "getSelection",
  "readyState",
] as const;

/**
 * The first of those that markup shadows on `document` (`<img name="defaultView">`): rendering
 * would throw and leave a blank box (the eighteenth trial), so the widget says so and stays empty.
 */
export function shadowedDocumentRead(document: Document): string | null {
  for (const name of RENDERING_READS) {
    // What markup puts there is an element (or several): not what the prototype gives.
    const value = (document as unknown as Record<string, unknown>)[name];
    if (value instanceof HTMLCollection) return name;
    if (value instanceof Element && prototypeDescriptor(name)?.get?.call(document) !== value) return name;
  }
  return null;
}

/** A property as Document's prototype chain defines it (addEventListener: EventTarget's). */
function prototypeDescriptor(name: string): PropertyDescriptor | undefined {
  for (let prototype: object | null = Document.prototype; prototype; prototype = Object.getPrototypeOf(prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}
