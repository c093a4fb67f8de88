import type { DebtNoticeConfig, ProviderConfig } from "../domain/provider-config";
import { normalizeBasePath } from "../domain/routes";
import { endpointProblem } from "../domain/safe-url";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../gateway/client";
import { DebtNoticeOptionsError } from "./options-error";
import { resolveConfig } from "./resolve-config";
import { createWarnOnce } from "./warn-once";

export { DebtNoticeOptionsError };

export type Routing = "path" | "memory";

/** What a host passes to `mount`, `<DebtNoticeWidget>` or sets as attributes (CONTRACT §2–§3). */
export interface DebtNoticeOptions {
  reference?: string | null;
  routing?: Routing;
  basePath?: string;
  apiBase?: string;
  captchaSiteKey?: string | null;
  captchaSrc?: string | null;
  requestTimeout?: number;
  mobile?: boolean;
  config?: DebtNoticeConfig | null;
}

export interface ResolvedOptions {
  reference: string | null;
  routing: Routing;
  basePath: string;
  apiBase: string;
  captchaSiteKey: string | null;
  captchaSrc: string | null;
  requestTimeout: number;
  mobile: boolean;
  config: ProviderConfig;
}

export const DEFAULT_API_BASE = "/api/2/union-debt";

function optionalString(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string")
    throw new DebtNoticeOptionsError(`debt-notice: "${name}" must be a string, got ${typeof value}.`, name);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

const KNOWN_OPTIONS = new Set<string>([
  "reference",
  "routing",
  "basePath",
  "apiBase",
  "captchaSiteKey",
  "captchaSrc",
  "requestTimeout",
  "mobile",
  "config",
] satisfies (keyof DebtNoticeOptions)[]);

const fail = (message: string) => {
  throw new DebtNoticeOptionsError(message);
};

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
  options = Object.assign(Object.create(null) as DebtNoticeOptions, options);
  for (const name of Object.keys(options)) {
    if (!KNOWN_OPTIONS.has(name)) warn(`debt-notice: unknown option "${name}" is ignored.`);
  }
  const reference = optionalString("reference", options.reference);
  const routing = options.routing ?? (reference ? "memory" : "path");
  if (routing !== "path" && routing !== "memory") {
    throw new DebtNoticeOptionsError(
      `debt-notice: "routing" must be "path" or "memory", got ${JSON.stringify(routing)}.`,
      "routing",
    );
  }
  const timeout = options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout <= 0) {
    throw new DebtNoticeOptionsError(
      `debt-notice: "requestTimeout" must be a positive number of milliseconds.`,
      "requestTimeout",
    );
  }
  if (options.mobile !== undefined && typeof options.mobile !== "boolean") {
    throw new DebtNoticeOptionsError(`debt-notice: "mobile" must be a boolean.`, "mobile");
  }
  const endpoint = (name: "apiBase" | "captchaSrc") => {
    const value = optionalString(name, options[name]);
    const problem = value === null ? null : endpointProblem(name, value);
    if (problem) throw new DebtNoticeOptionsError(problem, name);
    return value;
  };
  return {
    reference,
    routing,
    basePath: normalizeBasePath(optionalString("basePath", options.basePath) ?? "/"),
    apiBase: endpoint("apiBase") ?? DEFAULT_API_BASE,
    captchaSiteKey: optionalString("captchaSiteKey", options.captchaSiteKey),
    captchaSrc: endpoint("captchaSrc"),
    requestTimeout: timeout,
    mobile: options.mobile ?? false,
    config: resolveConfig(options.config, { invalid: fail, unknown: warn }),
  };
}
