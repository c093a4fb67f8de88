import { DebtNoticeOptionsError } from "./options-error";
import {
  OPTION_NAMES,
  OPTION_TABLE,
  type DebtNoticeOptions,
  type OptionName,
  type ResolvedOptions,
} from "./option-table";
import { createWarnOnce } from "./warn-once";

export { DebtNoticeOptionsError };
export { DEFAULT_API_BASE, type DebtNoticeOptions, type ResolvedOptions, type Routing } from "./option-table";

const KNOWN_OPTIONS = new Set<string>(OPTION_NAMES);

/**
 * Validates once at the boundary, so nothing inside has to second-guess its input. A wrong
 * value throws, naming the option or config field; an unknown name is only warned about
 * (`warn`: the caller's once-per-widget channel).
 */
export function resolveOptions(
  options: DebtNoticeOptions = {},
  warn: (message: string) => void = createWarnOnce(),
): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    throw new DebtNoticeOptionsError("debt-notice: options must be an object.");
  }
  // Only what the host set on this object: inherited keys (a polluted Object.prototype) are no options.
  const given: Record<string, unknown> = Object.assign(Object.create(null) as object, options);
  for (const name of Object.keys(given)) {
    if (!KNOWN_OPTIONS.has(name)) warn(`debt-notice: unknown option "${name}" is ignored.`);
  }
  const resolved: Partial<Record<OptionName, unknown>> = {};
  for (const name of OPTION_NAMES) resolved[name] = OPTION_TABLE[name].resolve(given[name], { given, warn });
  return resolved as ResolvedOptions;
}
