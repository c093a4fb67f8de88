import type { DebtNoticeConfig, ProviderConfig } from "../domain/provider-config";
import { normalizeBasePath } from "../domain/routes";
import { endpointProblem } from "../domain/safe-url";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../gateway/client";
import { DebtNoticeOptionsError } from "./options-error";
import { resolveConfig } from "./resolve-config";

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

interface ResolveArgs {
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
const option =
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

function endpoint(name: "apiBase" | "captchaSrc", value: unknown): string | null {
  const url = optionalString(name, value);
  const problem = url === null ? null : endpointProblem(name, url);
  if (problem) throw new DebtNoticeOptionsError(problem, name);
  return url;
}

/** Every option of the widget, once: the types, attributes, checks and session key come from here. */
export const OPTION_TABLE = {
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
  /** Memory routing: send `mobile: true` with getDetails. */
  mobile: option<boolean, boolean, boolean | "">()({
    attribute: "mobile",
    attributeKind: "flag",
    newSession: false,
    resolve: (value) => {
      if (value === undefined || value === null) return false;
      if (typeof value !== "boolean")
        throw new DebtNoticeOptionsError(`debt-notice: "mobile" must be a boolean.`, "mobile");
      return value;
    },
  }),
  /** The provider's texts, links and payee (README: the `config` property). */
  config: option<DebtNoticeConfig | null, ProviderConfig>()({
    attribute: null,
    attributeKind: null,
    newSession: false,
    resolve: (value, { warn, lenient }) =>
      resolveConfig(value as DebtNoticeConfig | null | undefined, {
        invalid: (message) => {
          if (!lenient) throw new DebtNoticeOptionsError(message);
          warn(`${message} It is ignored.`);
        },
        warning: warn,
      }),
  }),
};

type OptionTable = typeof OPTION_TABLE;
export type OptionName = keyof OptionTable;
type HostOf<Spec> = Spec extends OptionSpec<infer Host, unknown, unknown> ? Host : never;
type ResolvedOf<Spec> = Spec extends OptionSpec<unknown, infer Resolved, unknown> ? Resolved : never;
type AttributeOf<Spec> = Spec extends OptionSpec<unknown, unknown, infer Attribute> ? Attribute : never;

/** What a host passes to `mount`, `<DebtNoticeWidget>` or sets as attributes (README: configuration). */
export type DebtNoticeOptions = { [Name in OptionName]?: HostOf<OptionTable[Name]> | undefined };

/** The options checked, every default applied. */
export type ResolvedOptions = { [Name in OptionName]: ResolvedOf<OptionTable[Name]> };

/** The element's option attributes in JSX, as written in HTML. */
export type DebtNoticeOptionAttributes = {
  [Name in OptionName as OptionTable[Name]["attribute"] & string]?: AttributeOf<OptionTable[Name]>;
};

/** The options the element also has as attributes, by their camelCase name. */
export type AttributeOptionName = {
  [Name in OptionName]: OptionTable[Name]["attribute"] extends string ? Name : never;
}[OptionName];

/** The element's properties for its attributes: read as the option reads the attribute; null when absent. */
export type DebtNoticeOptionProperties = {
  [Name in AttributeOptionName]: Exclude<HostOf<OptionTable[Name]>, null> | null;
};

export const OPTION_NAMES = Object.keys(OPTION_TABLE) as OptionName[];

/** The options that define a session (another debtor, another gateway) as one comparable key. */
export function sessionKey(options: ResolvedOptions): string {
  return JSON.stringify(OPTION_NAMES.filter((name) => OPTION_TABLE[name].newSession).map((name) => options[name]));
}
