import {
  NO_CONFIG,
  PROVIDER_TEXT_FIELDS,
  TRUST_FIELDS,
  type DebtNoticeConfig,
  type PayeeConfig,
  type ProviderConfig,
  type TrustConfig,
} from "../domain/provider-config";

export interface ConfigReporters {
  /** A known field with a value of the wrong type: `mount` throws, the element warns and drops the field. */
  invalid: (message: string) => void;
  /** A name the widget does not know (a typo, most likely): always a warning. */
  unknown: (message: string) => void;
}

const KNOWN = new Set<string>([...PROVIDER_TEXT_FIELDS, "payee", "showTrustPanel", "trust"]);
const PAYEE_FIELDS = ["iban", "beneficiaryName", "bic", "constantSymbol"] as const;

/**
 * A field the host set on this very object: an inherited one (a polluted Object.prototype on the
 * host page) is not configuration.
 */
function own(fields: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** A trimmed string, or null for absent/empty; anything else is reported and treated as absent. */
function text(name: string, value: unknown, report: ConfigReporters): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    report.invalid(`debt-notice: config "${name}" must be a string, got ${kindOf(value)}.`);
    return null;
  }
  return value.trim() || null;
}

function resolvePayee(raw: unknown, report: ConfigReporters): PayeeConfig | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    report.invalid(`debt-notice: config "payee" must be an object, got ${kindOf(raw)}.`);
    return null;
  }
  const fields = raw as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!(PAYEE_FIELDS as readonly string[]).includes(name))
      report.unknown(`debt-notice: unknown config field "payee.${name}" is ignored.`);
  }
  const [iban, beneficiaryName, bic, constantSymbol] = PAYEE_FIELDS.map((name) =>
    text(`payee.${name}`, own(fields, name), report),
  );
  if (!iban || !beneficiaryName) {
    report.invalid(`debt-notice: config "payee" needs both "iban" and "beneficiaryName".`);
    return null;
  }
  return { iban, beneficiaryName, bic: bic ?? "", constantSymbol: constantSymbol ?? "" };
}

function resolveTrust(raw: unknown, report: ConfigReporters): TrustConfig {
  if (raw === undefined || raw === null) return NO_CONFIG.trust;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    report.invalid(`debt-notice: config "trust" must be an object, got ${kindOf(raw)}.`);
    return NO_CONFIG.trust;
  }
  const fields = raw as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!(TRUST_FIELDS as readonly string[]).includes(name))
      report.unknown(`debt-notice: unknown config field "trust.${name}" is ignored.`);
  }
  const trust = { ...NO_CONFIG.trust };
  for (const name of TRUST_FIELDS) trust[name] = text(`trust.${name}`, own(fields, name), report);
  return trust;
}

function flag(name: string, value: unknown, fallback: boolean, report: ConfigReporters): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "boolean") {
    report.invalid(`debt-notice: config "${name}" must be true or false, got ${kindOf(value)}.`);
    return fallback;
  }
  return value;
}

/** The host's config as the UI reads it: every field checked once here, nothing invented. */
export function resolveConfig(raw: DebtNoticeConfig | null | undefined, report: ConfigReporters): ProviderConfig {
  if (raw === undefined || raw === null) return NO_CONFIG;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    report.invalid(`debt-notice: "config" must be an object, got ${kindOf(raw)}.`);
    return NO_CONFIG;
  }
  const fields = raw as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!KNOWN.has(name)) report.unknown(`debt-notice: unknown config field "${name}" is ignored.`);
  }
  const resolved: ProviderConfig = {
    ...NO_CONFIG,
    payee: resolvePayee(own(fields, "payee"), report),
    showTrustPanel: flag("showTrustPanel", own(fields, "showTrustPanel"), true, report),
    trust: resolveTrust(own(fields, "trust"), report),
  };
  for (const field of PROVIDER_TEXT_FIELDS) resolved[field] = text(field, own(fields, field), report);
  return resolved;
}
