import { lenientConfig } from "./element/config-source";
import {
  DebtNoticeOptionsError,
  resolveOptions,
  type DebtNoticeOptions,
  type ResolvedOptions,
} from "./session/options";
import { REFUSED_API_BASE } from "./session/option-table";

/**
 * The React component's props are checked as the element's attributes are: a wrong value is
 * reported and dropped (its default applies), never thrown. A throw in a render unmounts the
 * host's whole React app: `<DebtNoticeWidget config={{ phone: 5 }}>` left the portal blank.
 * `mount()` still throws, naming the option: it is called from the host's own code.
 */
export function resolveWidgetOptions(options: DebtNoticeOptions, warn: (message: string) => void): ResolvedOptions {
  let checked: DebtNoticeOptions = { ...options, config: lenientConfig(options.config, warn) };
  for (;;) {
    try {
      return resolveOptions(checked, warn);
    } catch (error) {
      const option = error instanceof DebtNoticeOptionsError ? error.option : undefined;
      if (option === undefined || !(option in checked)) throw error;
      warn(`${error instanceof Error ? error.message : String(error)} It is ignored.`);
      const rest: Record<string, unknown> = { ...checked };
      delete rest[option];
      // A reference that is not one names no debtor: not one read from the page's address instead.
      if (option === "reference") Object.assign(rest, { reference: null, routing: "memory" });
      // Nor a refused gateway the default one: the page's own would answer "not found".
      if (option === "apiBase") rest.apiBase = REFUSED_API_BASE;
      checked = rest as DebtNoticeOptions;
    }
  }
}
