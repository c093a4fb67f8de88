import { DebtNoticeOptionsError } from "./options-error";
import {
  OPTION_NAMES,
  OPTION_TABLE,
  type DebtNoticeOptions,
  type OptionName,
  type OptionSpec,
  type ResolvedOptions,
} from "./option-table";
import { createWarnOnce } from "./warn-once";
import { didYouMean } from "./near-miss";

export { DebtNoticeOptionsError };
export { DEFAULT_API_BASE, type DebtNoticeOptions, type ResolvedOptions, type Routing } from "./option-table";

const KNOWN_OPTIONS = new Set<string>(OPTION_NAMES);

/**
 * Validates once at the boundary, so nothing inside has to second-guess its input. A wrong
 * value throws, naming the option or config field; an unknown name is only warned about
 * (`warn`: the caller's once-per-widget channel). `lenient` (props written in a host's render,
 * where a throw unmounts the host's whole app): a wrong value is warned about and left out, its
 * default (or the table's `whenRefused`) applies, and the rest still renders.
 */
export function resolveOptions(
  options: DebtNoticeOptions = {},
  warn: (message: string) => void = createWarnOnce(),
  { lenient = false }: { lenient?: boolean } = {},
): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    throw new DebtNoticeOptionsError("debt-notice: options must be an object.");
  }
  // Only what the host set on this object: inherited keys (a polluted Object.prototype) are no options.
  const given: Record<string, unknown> = Object.assign(Object.create(null) as object, options);
  for (const name of Object.keys(given)) {
    if (!KNOWN_OPTIONS.has(name))
      warn(`debt-notice: unknown option "${name}" is ignored${didYouMean(name, KNOWN_OPTIONS)}.`);
  }
  const resolved: Partial<Record<OptionName, unknown>> = {};
  for (const name of OPTION_NAMES) {
    const spec: OptionSpec<unknown, unknown, unknown> = OPTION_TABLE[name];
    try {
      resolved[name] = spec.resolve(given[name], { given, warn, lenient });
    } catch (error) {
      if (!lenient || !(error instanceof DebtNoticeOptionsError)) throw error;
      warn(`${error.message} It is ignored.`);
      resolved[name] = "whenRefused" in spec ? spec.whenRefused : spec.resolve(undefined, { given, warn, lenient });
    }
  }
  return resolved as ResolvedOptions;
}
