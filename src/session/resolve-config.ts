import { WIRE_LANGUAGES, isWireLanguage, type WireLanguage } from "../domain/languages";
import { didYouMean } from "./near-miss";
import { fillTemplate, safeExternalUrl, unusableOrigins } from "../domain/safe-url";
import {
  FALLBACK_ORDER,
  LOCALIZED_FIELDS,
  LOCALIZED_TRUST_FIELDS,
  NO_CONFIG,
  PROVIDER_TEXT_FIELDS,
  TRUST_FIELDS,
  type DebtNoticeConfig,
  type LanguageTexts,
  type PayeeConfig,
  type ProviderConfig,
  type TrustConfig,
} from "../domain/provider-config";

export interface ConfigReporters {
  /** A known field with a value of the wrong type: `mount` throws, the element warns and drops the field. */
  invalid: (message: string) => void;
  /** What the widget leaves out and the host should know (an unknown name, a link it will not follow): always a warning. */
  warning: (message: string) => void;
}

/** The config's addresses: the widget links to or loads only those that are safe (https:). */
const URL_FIELDS = ["siteUrl", "logoUrl", "privacyPdfUrl", "androidAppUrl", "iosAppUrl"] as const;
const URL_TEMPLATE_FIELDS = ["calendarUrlTemplate", "noticeUrlTemplate"] as const;

/**
 * A link or image the widget will leave out is dropped here, said once so the host is not left
 * wondering where it went (and not said again when the checked config is checked once more).
 */
function dropUnusableUrls(config: ProviderConfig, report: ConfigReporters): void {
  const unused = (field: string, value: string) =>
    report.warning(
      `debt-notice: config "${field}" (${JSON.stringify(value.slice(0, 80))}) is not an absolute https: address; the widget leaves it out.`,
    );
  for (const field of URL_FIELDS) {
    const value = config[field];
    if (value !== null && safeExternalUrl(value) === null) {
      unused(field, value);
      config[field] = null;
    }
  }
  for (const field of URL_TEMPLATE_FIELDS) {
    const value = config[field];
    if (value !== null && fillTemplate(value, "reference") === null) {
      unused(field, value);
      config[field] = null;
    }
  }
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

type Texts = Partial<Record<WireLanguage, string>>;

/**
 * A text given once (a string) or per language (`{ sk, en, ua }`): the one shown where a
 * language has none of its own (FALLBACK_ORDER), and each language's own.
 */
function localizedText(
  name: string,
  value: unknown,
  report: ConfigReporters,
): { text: string | null; byLanguage: Texts } {
  if (value === undefined || value === null || typeof value === "string") {
    return { text: text(name, value, report), byLanguage: {} };
  }
  if (typeof value !== "object" || Array.isArray(value)) {
    report.invalid(
      `debt-notice: config "${name}" must be a string, or texts per language ({ sk, en, ua }), got ${kindOf(value)}.`,
    );
    return { text: null, byLanguage: {} };
  }
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!isWireLanguage(key)) report.warning(`debt-notice: unknown language "${name}.${key}" is ignored (sk, en, ua).`);
  }
  const byLanguage: Texts = {};
  for (const language of WIRE_LANGUAGES) {
    const given = text(`${name}.${language}`, own(fields, language), report);
    if (given) byLanguage[language] = given;
  }
  const shown = FALLBACK_ORDER.map((language) => byLanguage[language]).find((given) => given !== undefined);
  return { text: shown ?? null, byLanguage };
}

/** Files each language's own texts under that language, for configIn. */
function collect(
  into: ProviderConfig["byLanguage"],
  byLanguage: Texts,
  put: (texts: LanguageTexts, given: string) => void,
): void {
  for (const [language, given] of Object.entries(byLanguage) as [WireLanguage, string][]) {
    put((into[language] ??= { fields: {}, trust: {} }), given);
  }
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
      report.warning(`debt-notice: unknown config field "payee.${name}" is ignored.`);
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

function resolveTrust(raw: unknown, report: ConfigReporters, byLanguage: ProviderConfig["byLanguage"]): TrustConfig {
  if (raw === undefined || raw === null) return NO_CONFIG.trust;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    report.invalid(`debt-notice: config "trust" must be an object, got ${kindOf(raw)}.`);
    return NO_CONFIG.trust;
  }
  const fields = raw as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (!(TRUST_FIELDS as readonly string[]).includes(name))
      report.warning(`debt-notice: unknown config field "trust.${name}" is ignored.`);
  }
  const trust = { ...NO_CONFIG.trust };
  for (const name of TRUST_FIELDS) {
    if (!(LOCALIZED_TRUST_FIELDS as readonly string[]).includes(name)) {
      trust[name] = text(`trust.${name}`, own(fields, name), report);
    }
  }
  for (const name of LOCALIZED_TRUST_FIELDS) {
    const given = localizedText(`trust.${name}`, own(fields, name), report);
    trust[name] = given.text;
    collect(byLanguage, given.byLanguage, (texts, value) => (texts.trust[name] = value));
  }
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
    if (!KNOWN.has(name))
      report.warning(`debt-notice: unknown config field "${name}" is ignored${didYouMean(name, KNOWN)}.`);
  }
  const byLanguage: ProviderConfig["byLanguage"] = {};
  const resolved: ProviderConfig = {
    ...NO_CONFIG,
    payee: resolvePayee(own(fields, "payee"), report),
    showTrustPanel: flag("showTrustPanel", own(fields, "showTrustPanel"), true, report),
    trust: resolveTrust(own(fields, "trust"), report, byLanguage),
    byLanguage,
  };
  for (const field of PROVIDER_TEXT_FIELDS) {
    if ((LOCALIZED_FIELDS as readonly string[]).includes(field)) continue;
    resolved[field] = text(field, own(fields, field), report);
  }
  const unusable = resolved.paymentOrigins ? unusableOrigins(resolved.paymentOrigins) : [];
  if (unusable.length > 0) {
    report.warning(
      `debt-notice: config "paymentOrigins" has entries that are not an https origin (${unusable.map((entry) => JSON.stringify(entry)).join(", ")}); they allow nothing, and with none usable no payment link is followed.`,
    );
  }
  for (const field of LOCALIZED_FIELDS) {
    const given = localizedText(field, own(fields, field), report);
    resolved[field] = given.text;
    collect(byLanguage, given.byLanguage, (texts, value) => (texts.fields[field] = value));
  }
  dropUnusableUrls(resolved, report);
  return resolved;
}
