import type { DebtNoticeConfig, ProviderConfig } from "../domain/provider-config";
import { ATTRIBUTE_OPTIONS, option, type OptionSpec } from "./attribute-options";
import { DebtNoticeOptionsError } from "./options-error";
import { resolveConfig } from "./resolve-config";

export {
  DEFAULT_API_BASE,
  REFUSED_API_BASE,
  type AttributeKind,
  type OptionSpec,
  type Routing,
} from "./attribute-options";

/** Every option of the widget, once: the types, attributes, checks and session key come from here. */
export const OPTION_TABLE = {
  ...ATTRIBUTE_OPTIONS,
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
