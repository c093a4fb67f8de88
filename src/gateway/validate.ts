import { GatewayError, type GatewayCall } from "./errors";
import { icpToShow, isPeriodLabel, isShowableText, nameToShow } from "../domain/shown-text";
import type { DebtDetails } from "../domain/gateway-contract";
import { isWireLanguage, type WireLanguage } from "../domain/languages";
import type { PayeeConfig } from "../domain/provider-config";

type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An own property, or `undefined` (never something inherited such as `toString`). */
function own(object: PlainObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

class FieldError extends Error {}

function invalid(): never {
  throw new FieldError();
}

/** Text field: a string, or a finite number turned into text; missing/null -> "". */
function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return invalid();
}

/** Name: only a string is acceptable; missing/null -> "". */
function stringOnly(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  return invalid();
}

/** A field shown on the page: refused when it could not be laid out quickly (domain/shown-text.ts). */
function shown(read: (value: unknown) => string, max: number): (value: unknown) => string {
  return (value) => {
    const result = read(value);
    return isShowableText(result, max) ? result : invalid();
  };
}

/** The debtor's name: shown, as one line of a name's characters, or "" (nameToShow). */
function personName(read: (value: unknown) => string, max: number): (value: unknown) => string {
  const check = shown(read, max);
  return (value) => nameToShow(check(value));
}

/** The notice's period: empty (named by its specific symbol), or a period's label; else the answer is refused. */
function periodOf(read: (value: unknown) => string, max: number): (value: unknown) => string {
  const check = shown(read, max);
  return (value) => {
    const result = check(value);
    return result.trim() === "" || isPeriodLabel(result.trim()) ? result : invalid();
  };
}

/** The IČP: shown when it is digits (icpToShow), else "". */
function icpOf(read: (value: unknown) => string, max: number): (value: unknown) => string {
  const check = shown(read, max);
  return (value) => icpToShow(check(value));
}

/** Flag: a boolean; missing/null -> false. */
function flag(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "boolean") return value;
  return invalid();
}

/** Optional string: kept only when it is a string, otherwise null (the UI copes). */
function optionalString(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function amount(value: unknown): string | number | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  return null;
}

/** A payee field: trimmed text that can be laid out, else "". */
function payeeText(object: PlainObject, key: string, max: number): string {
  const value = own(object, key);
  const trimmed = typeof value === "string" ? value.trim() : "";
  return isShowableText(trimmed, max) ? trimmed : "";
}

/**
 * The gateway's payee (openapi.yaml: `Payee`): absent or null leaves the host's config in charge;
 * an account with a name is used; anything else is "unusable" (no bank details at all, rather
 * than the config's, which a partner page's markup could have supplied).
 */
function gatewayPayee(value: unknown): PayeeConfig | "unusable" | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) return "unusable";
  const iban = payeeText(value, "iban", 42);
  const beneficiaryName = payeeText(value, "beneficiaryName", 70);
  if (!iban || !beneficiaryName) return "unusable";
  return {
    iban,
    beneficiaryName,
    bic: payeeText(value, "bic", 11),
    constantSymbol: payeeText(value, "constantSymbol", 4),
  };
}

/**
 * The longest text of each field the page lays out; a longer one refuses the answer whole.
 * openapi.yaml states each as its `maxLength` (test/unit/contract/openapi.test.ts holds them equal).
 */
export const SHOWN_TEXT_MAX = {
  name: 200,
  icp: 40,
  specificSymbol: 40,
  period: 40,
  sessionId: 200,
  variableSymbol: 40,
} as const;

/** How each field of the details is read (openapi.yaml: `DebtDetails`): one reader per field. */
const DETAILS_FIELDS: { [K in keyof DebtDetails]: (value: unknown) => DebtDetails[K] } = {
  name: personName(stringOnly, SHOWN_TEXT_MAX.name),
  isMan: flag,
  icp: icpOf(text, SHOWN_TEXT_MAX.icp),
  actualDebt: amount,
  paymeUrl: optionalString,
  totalDebt: optionalString,
  infoWasProvided: flag,
  clickedOnPay: flag,
  specificSymbol: shown(text, SHOWN_TEXT_MAX.specificSymbol),
  period: periodOf(text, SHOWN_TEXT_MAX.period),
  sessionId: shown(text, SHOWN_TEXT_MAX.sessionId),
  variableSymbol: shown(text, SHOWN_TEXT_MAX.variableSymbol),
  payBySquare: optionalString,
  payee: gatewayPayee,
};

function fail(call: GatewayCall, field?: string): never {
  throw new GatewayError(call, "invalidResponse", undefined, field);
}

/**
 * Validates and normalises a getDetails response `{ entities: { ...fields } }`.
 * Lenient where the UI can cope (missing text -> "", missing flags -> false, numbers for
 * the symbols -> text, unusable optional values -> null); strict where a field has a type
 * that cannot mean anything (an object where a name or flag belongs) and when `entities`
 * is not a plain object. Throws `GatewayError` with code `invalidResponse`.
 */
export function parseDetailsResponse(json: unknown): DebtDetails {
  if (!isPlainObject(json)) return fail("getDetails");
  const entities = own(json, "entities");
  if (!isPlainObject(entities)) return fail("getDetails", "entities");
  const details: Partial<Record<keyof DebtDetails, unknown>> = {};
  for (const [field, read] of Object.entries(DETAILS_FIELDS)) {
    let value: unknown;
    try {
      value = read(own(entities, field));
    } catch (error) {
      // The host is told which field (debt-notice: getDetails failed …), never its value.
      if (error instanceof FieldError) return fail("getDetails", field);
      throw error;
    }
    // An optional field left out stays out (only the payee's reader gives undefined).
    if (value !== undefined) details[field as keyof DebtDetails] = value;
  }
  return details as DebtDetails;
}

/**
 * Reads `{ preferredLanguage }`. Anything that is not one of the wire languages (after
 * trimming and lower-casing) gives `null`: the caller falls back to its default.
 */
export function parsePreferredLanguage(json: unknown): WireLanguage | null {
  if (!isPlainObject(json)) return null;
  const value = own(json, "preferredLanguage");
  if (typeof value !== "string") return null;
  const normalised = value.trim().toLowerCase();
  return isWireLanguage(normalised) ? normalised : null;
}
