import { ATTRIBUTE_OPTIONS, ATTRIBUTE_OPTION_NAMES, REFUSED_API_BASE } from "../session/attribute-options";
import { optionsFromAttributes } from "./attributes";

/**
 * Each option the element has as an attribute is also a property (`el.reference = "…"`,
 * `el.requestTimeout = 5000`), as custom elements' users expect: setting one writes the attribute
 * (null or undefined removes it; `mobile` true/false adds or removes it), so the attribute stays
 * the one truth and a change takes the attribute's path. Reading gives what the widget reads from
 * the attribute (a bad value: null).
 */
export function defineAttributeProperties(prototype: HTMLElement): void {
  for (const name of ATTRIBUTE_OPTION_NAMES) {
    const { attribute } = ATTRIBUTE_OPTIONS[name];
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        const value: unknown = optionsFromAttributes(this, () => undefined)[name];
        return value === REFUSED_API_BASE ? null : (value ?? null);
      },
      set(this: Element, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, value === true ? "" : String(value));
      },
    });
  }
}

/** Properties set on the element before it was defined shadow the accessors: hand them over. */
export function adoptEarlyProperties(element: HTMLElement): void {
  for (const name of ATTRIBUTE_OPTION_NAMES) {
    if (!Object.hasOwn(element, name)) continue;
    const value = (element as unknown as Record<string, unknown>)[name];
    delete (element as unknown as Record<string, unknown>)[name];
    (element as unknown as Record<string, unknown>)[name] = value;
  }
}
