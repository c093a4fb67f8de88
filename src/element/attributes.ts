import { endpointProblem } from "../domain/safe-url";
import { isAllowedGateway } from "./gateway-origins";
import { didYouMean } from "../session/near-miss";
import { resolveOptions, type DebtNoticeOptions, type Routing } from "../session/options";
import {
  ATTRIBUTE_OPTIONS,
  ATTRIBUTE_OPTION_NAMES,
  REFUSED_API_BASE,
  type AttributeKind,
  type AttributeOptionName,
} from "../session/attribute-options";

/** The element's attributes (README: configuration), one per option that has one. */
export const OBSERVED_ATTRIBUTES = ATTRIBUTE_OPTION_NAMES.map((name) => ATTRIBUTE_OPTIONS[name].attribute);

type Warn = (message: string) => void;

/**
 * Attributes are typed by hand in HTML, so they are read leniently: a bad value is reported
 * once on the console and the default applies, instead of a blank widget.
 */
export function optionsFromAttributes(element: Element, warn: Warn = console.warn): DebtNoticeOptions {
  const options: Record<string, unknown> = {};
  for (const name of ATTRIBUTE_OPTION_NAMES) {
    const { attribute, attributeKind } = ATTRIBUTE_OPTIONS[name];
    if (attributeKind === null) continue;
    // Present even when absent: mount() merges updates, and a removed attribute must reset.
    options[name] = readAttribute(element, name, attribute, attributeKind, warn);
  }
  return options as DebtNoticeOptions;
}

/**
 * Warns about an attribute that looks like a misspelt one of ours (`request-timout`): the
 * browser keeps it, the widget never reads it, and the host would otherwise wonder why it has no
 * effect. Only near-misses are named, so a framework's own attributes are left alone.
 */
export function warnAboutMisspeltAttributes(element: Element, warn: Warn): void {
  for (const name of element.getAttributeNames()) {
    if ((OBSERVED_ATTRIBUTES as readonly string[]).includes(name)) continue;
    const hint = didYouMean(name, OBSERVED_ATTRIBUTES);
    if (hint) warn(`debt-notice: unknown attribute "${name}" is ignored${hint}.`);
  }
}

function readAttribute(
  element: Element,
  name: AttributeOptionName,
  attribute: string,
  kind: AttributeKind,
  warn: Warn,
) {
  const text = element.getAttribute(attribute) ?? undefined;
  switch (kind) {
    case "text":
      return text;
    case "flag":
      return text !== undefined && text !== "false";
    case "routing":
      if (text === undefined || text === "path" || text === "memory") return text satisfies Routing | undefined;
      warn(`debt-notice: ${attribute}="${text}" is not "path" or "memory"; using the default.`);
      return undefined;
    case "milliseconds": {
      if (text === undefined) return undefined;
      const ms = Number(text);
      if (Number.isFinite(ms) && ms > 0) return ms;
      warn(`debt-notice: ${attribute}="${text}" is not a positive number of milliseconds; using the default.`);
      return undefined;
    }
    case "endpoint":
      return endpointAttribute(name as "apiBase" | "captchaSrc", attribute, text?.trim(), warn);
  }
}

/**
 * A refused `api-base` means no gateway, not the default one: the page's own `/api/2/union-debt`
 * would answer "not found" and the debtor would doubt a correct link. A refused `captcha-src` means
 * the default script.
 */
function endpointAttribute(name: "apiBase" | "captchaSrc", attribute: string, value: string | undefined, warn: Warn) {
  const refused = name === "apiBase" ? REFUSED_API_BASE : undefined;
  const problem = value ? endpointProblem(name, value) : null;
  if (problem) {
    warn(`${problem} The ${attribute} attribute is ignored.`);
    return refused;
  }
  if (name === "apiBase" && value && !isAllowedGateway(value, pageHref(), ownScriptUrl())) {
    warn(
      `debt-notice: ${attribute}="${value}" is on another origin than this page: list that origin in the script tag's data-api-origins (README: embedding) to allow it. Until then no call is sent.`,
    );
    return refused;
  }
  return value;
}

function pageHref(): string | undefined {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  return typeof href === "string" ? href : undefined;
}

/** This script's own URL (the UMD's file, or the ES module), or null where it cannot be known. */
function ownScriptUrl(): string | null {
  try {
    return import.meta.url;
  } catch {
    return null;
  }
}

/**
 * How this element routes, decided by the very rule mount() applies to its attributes: a blank
 * `reference` or an unknown `routing` reads the page's address too. (A check of its own once
 * disagreed, and markup with `reference=""` passed for memory routing.)
 */
export function routingOfElement(element: Element): Routing {
  try {
    return resolveOptions(
      optionsFromAttributes(element, () => undefined),
      () => undefined,
    ).routing;
  } catch {
    // Attributes mount() would refuse: count them as reading the address, the stricter case.
    return "path";
  }
}
