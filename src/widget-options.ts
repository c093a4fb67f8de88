import { resolveOptions, type DebtNoticeOptions, type ResolvedOptions } from "./session/options";

/**
 * The React component's props are checked as the element's attributes are: a wrong value is
 * reported and dropped (its default applies), never thrown. A throw in a render unmounts the
 * host's whole React app: `<DebtNoticeWidget config={{ phone: 5 }}>` left the portal blank.
 * `mount()` still throws, naming the option: it is called from the host's own code.
 */
export function resolveWidgetOptions(options: DebtNoticeOptions, warn: (message: string) => void): ResolvedOptions {
  return resolveOptions(options, warn, { lenient: true });
}
