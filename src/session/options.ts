import { DebtNoticeOptionsError } from "./options-error";
import { resolveTable } from "./attribute-options";
import { OPTION_TABLE, type DebtNoticeOptions, type ResolvedOptions } from "./option-table";
import { createWarnOnce } from "./warn-once";

export { DebtNoticeOptionsError };
export { DEFAULT_API_BASE, type DebtNoticeOptions, type ResolvedOptions, type Routing } from "./option-table";

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
  return resolveTable(OPTION_TABLE, options, warn, { lenient });
}
