import { resolveConfig, type DebtNoticeConfig, type ProviderConfig } from "../domain/provider-config";
import { normalizeBasePath } from "../domain/routes";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../gateway/client";

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
  config?: DebtNoticeConfig;
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

export class DebtNoticeOptionsError extends TypeError {
  override name = "DebtNoticeOptionsError";
}

function optionalString(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string")
    throw new DebtNoticeOptionsError(`debt-notice: "${name}" must be a string, got ${typeof value}.`);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** Validates once at the boundary, so nothing inside has to second-guess its input. */
export function resolveOptions(options: DebtNoticeOptions = {}): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    throw new DebtNoticeOptionsError("debt-notice: options must be an object.");
  }
  const reference = optionalString("reference", options.reference);
  const routing = options.routing ?? (reference ? "memory" : "path");
  if (routing !== "path" && routing !== "memory") {
    throw new DebtNoticeOptionsError(
      `debt-notice: "routing" must be "path" or "memory", got ${JSON.stringify(routing)}.`,
    );
  }
  const timeout = options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout <= 0) {
    throw new DebtNoticeOptionsError(`debt-notice: "requestTimeout" must be a positive number of milliseconds.`);
  }
  if (options.mobile !== undefined && typeof options.mobile !== "boolean") {
    throw new DebtNoticeOptionsError(`debt-notice: "mobile" must be a boolean.`);
  }
  if (options.config !== undefined && (typeof options.config !== "object" || options.config === null)) {
    throw new DebtNoticeOptionsError(`debt-notice: "config" must be an object.`);
  }
  return {
    reference,
    routing,
    basePath: normalizeBasePath(optionalString("basePath", options.basePath) ?? "/"),
    apiBase: optionalString("apiBase", options.apiBase) ?? DEFAULT_API_BASE,
    captchaSiteKey: optionalString("captchaSiteKey", options.captchaSiteKey),
    captchaSrc: optionalString("captchaSrc", options.captchaSrc),
    requestTimeout: timeout,
    mobile: options.mobile ?? false,
    config: resolveConfig(options.config),
  };
}
