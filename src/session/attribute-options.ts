// Every option that the element also has as an attribute: all but `config` (option-table.ts adds
// it). Apart, because the preload script reads these and must not bundle the config's checks.
import { normalizeBasePath } from "../domain/routes";
import { endpointProblem } from "../domain/safe-url";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../gateway/client";
import { didYouMean } from "./near-miss";
import { DebtNoticeOptionsError } from "./options-error";

export type Routing = "path" | "memory";

export const DEFAULT_API_BASE = "/api/2/union-debt";

/**
 * What a lenient reader (an attribute, a React prop) passes for an `apiBase` it refused: no
 * gateway at all, never the default one. The debtor's reference then goes nowhere, and the debtor
 * sees that the notice cannot be loaded rather than the page's own gateway answering "not found".
 */
export const REFUSED_API_BASE: unique symbol = Symbol("debt-notice: refused api-base");

/** How an attribute's text is read (element/attributes.ts): leniently, a bad text warns and the default applies. */
export type AttributeKind = "text" | "routing" | "endpoint" | "milliseconds" | "flag";

export interface ResolveArgs {
  /** Every option the host gave (own properties only), for a default that depends on another. */
  given: Readonly<Record<string, unknown>>;
  /** The widget's once-per-widget console channel, for names it does not know. */
  warn: (message: string) => void;
  /** A lenient reader's (README: React): a wrong config field is warned about and dropped, not thrown. */
  lenient: boolean;
}

/**
 * One option: its attribute, how it is read and checked, its default, and whether a change needs a
 * new session. `Host` is what a host may pass, `Attribute` what JSX may write on the element.
 */
export interface OptionSpec<Host, Resolved, Attribute = never> {
  /** The element's attribute, or null where only script can set it. */
  readonly attribute: string | null;
  readonly attributeKind: AttributeKind | null;
  /**
   * A change names another debtor or another gateway: the widget starts a new session. Any other
   * change applies to the session running (its next call, its next render).
   */
  readonly newSession: boolean;
  /** Checks the host's value (undefined and null: the default); a wrong one throws, naming the option. */
  readonly resolve: (value: unknown, args: ResolveArgs) => Resolved;
  /**
   * What a lenient reader uses in place of a value it refused, where that is not the default: a
   * wrong reference names no debtor (not the one in the page's address), a wrong gateway none.
   */
  readonly whenRefused?: Resolved;
  /** Types only: never set. */
  readonly types?: { readonly host: Host; readonly attribute: Attribute };
}

/** Types given, the attribute's name inferred (a literal, for the JSX attribute types). */
export const option =
  <Host, Resolved, Attribute = never>() =>
  <Name extends string | null>(spec: OptionSpec<Host, Resolved, Attribute> & { readonly attribute: Name }) =>
    spec;

function optionalString(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string")
    throw new DebtNoticeOptionsError(`debt-notice: "${name}" must be a string, got ${typeof value}.`, name);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** A flag option: absent is false; anything but a boolean throws, naming it. */
function flag(name: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== "boolean") throw new DebtNoticeOptionsError(`debt-notice: "${name}" must be a boolean.`, name);
  return value;
}

function endpoint(name: "apiBase" | "captchaSrc", value: unknown): string | null {
  const url = optionalString(name, value);
  const problem = url === null ? null : endpointProblem(name, url);
  if (problem) throw new DebtNoticeOptionsError(problem, name);
  return url;
}

/** The options an attribute can set, once: read by the element and by the early start. */
export const ATTRIBUTE_OPTIONS = {
  /** The debtor's reference; another one starts the widget afresh for that debtor. */
  reference: option<string | null, string | null, string>()({
    attribute: "reference",
    attributeKind: "text",
    newSession: true,
    resolve: (value) => optionalString("reference", value),
    whenRefused: null,
  }),
  /** `path`: the reference and view come from the page's address; `memory`: the address is never read. */
  routing: option<Routing, Routing, Routing>()({
    attribute: "routing",
    attributeKind: "routing",
    newSession: true,
    resolve: (value, { given }) => {
      if (value === undefined || value === null) {
        // A blank reference reads the address; so does none. Any other (even a wrong one) does not.
        const reference = given.reference;
        if (reference === undefined || reference === null) return "path";
        return typeof reference === "string" && reference.trim() === "" ? "path" : "memory";
      }
      if (value !== "path" && value !== "memory")
        throw new DebtNoticeOptionsError(
          `debt-notice: "routing" must be "path" or "memory", got ${JSON.stringify(value)}.`,
          "routing",
        );
      return value;
    },
  }),
  /** The prefix under which path routing reads the address, e.g. `/dlh/`. */
  basePath: option<string, string, string>()({
    attribute: "base-path",
    attributeKind: "text",
    newSession: true,
    resolve: (value) => normalizeBasePath(optionalString("basePath", value) ?? "/"),
  }),
  /** The gateway's base: calls go to `{apiBase}/{callName}`; null: refused, no call leaves. */
  apiBase: option<string, string | null, string>()({
    attribute: "api-base",
    attributeKind: "endpoint",
    newSession: true,
    resolve: (value) => (value === REFUSED_API_BASE ? null : (endpoint("apiBase", value) ?? DEFAULT_API_BASE)),
    whenRefused: null,
  }),
  /** reCAPTCHA v3 site key; without it no token is sent. */
  captchaSiteKey: option<string | null, string | null, string>()({
    attribute: "captcha-site-key",
    attributeKind: "text",
    newSession: false,
    resolve: (value) => optionalString("captchaSiteKey", value),
  }),
  /** Where the captcha script is loaded from (self-hosting, tests). */
  captchaSrc: option<string | null, string | null, string>()({
    attribute: "captcha-src",
    attributeKind: "endpoint",
    newSession: false,
    resolve: (value) => endpoint("captchaSrc", value),
  }),
  /** Milliseconds before a gateway call counts as failed. */
  requestTimeout: option<number, number, string | number>()({
    attribute: "request-timeout",
    attributeKind: "milliseconds",
    newSession: false,
    resolve: (value) => {
      const timeout = value ?? DEFAULT_REQUEST_TIMEOUT_MS;
      if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout <= 0)
        throw new DebtNoticeOptionsError(
          `debt-notice: "requestTimeout" must be a positive number of milliseconds.`,
          "requestTimeout",
        );
      return timeout;
    },
  }),
  /**
   * The objection's Idempotency-Key goes to a gateway on another origin too: the host says its
   * CORS preflight allows the header (without it, only a gateway on the page's origin gets it).
   */
  crossOriginObjectionKey: option<boolean, boolean, boolean | "">()({
    attribute: "cross-origin-objection-key",
    attributeKind: "flag",
    newSession: false,
    resolve: (value) => flag("crossOriginObjectionKey", value),
  }),
  /** Memory routing: send `mobile: true` with getDetails. */
  mobile: option<boolean, boolean, boolean | "">()({
    attribute: "mobile",
    attributeKind: "flag",
    newSession: false,
    resolve: (value) => flag("mobile", value),
  }),
};

export type AttributeOptionName = keyof typeof ATTRIBUTE_OPTIONS;
export const ATTRIBUTE_OPTION_NAMES = Object.keys(ATTRIBUTE_OPTIONS) as AttributeOptionName[];

type ResolvedOf<Spec> = Spec extends OptionSpec<unknown, infer Resolved, unknown> ? Resolved : never;
type Table = Record<
  string,
  { readonly resolve: (value: unknown, args: ResolveArgs) => unknown; readonly whenRefused?: unknown }
>;

/**
 * Resolves `options` by `table` (option-table.ts's whole one, or the attributes' alone for the
 * early start). A wrong value throws, naming the option; `lenient`: it is warned about and left
 * out, its default (or the table's `whenRefused`) applies. An unknown name is only warned about.
 */
export function resolveTable<T extends Table>(
  table: T,
  options: object,
  warn: (message: string) => void,
  { lenient = false }: { lenient?: boolean } = {},
): { [Name in keyof T]: ResolvedOf<T[Name]> } {
  if (typeof options !== "object" || options === null) {
    throw new DebtNoticeOptionsError("debt-notice: options must be an object.");
  }
  // Only what the host set on this object: inherited keys (a polluted Object.prototype) are no options.
  const given = Object.assign(Object.create(null) as Record<string, unknown>, options);
  const names = Object.keys(table);
  for (const name of Object.keys(given)) {
    if (!names.includes(name)) warn(`debt-notice: unknown option "${name}" is ignored${didYouMean(name, names)}.`);
  }
  const resolved: Record<string, unknown> = {};
  for (const name of names) {
    const spec = table[name]!;
    try {
      resolved[name] = spec.resolve(given[name], { given, warn, lenient });
    } catch (error) {
      if (!lenient || !(error instanceof DebtNoticeOptionsError)) throw error;
      warn(`${error.message} It is ignored.`);
      resolved[name] = "whenRefused" in spec ? spec.whenRefused : spec.resolve(undefined, { given, warn, lenient });
    }
  }
  return resolved as { [Name in keyof T]: ResolvedOf<T[Name]> };
}
