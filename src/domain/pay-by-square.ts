/**
 * PAY by square (the Slovak Banking Association's QR payment standard): one plain payment
 * order, validated against the standard's field limits, serialised and encoded to the
 * base32hex text that goes into the QR code. Pure: no DOM.
 *
 * Encoding (section 3.16 of the PAY by square specification, not the product's; the same layout
 * the `bysquare` library writes and reads, README: PAY by square):
 *   fields joined by tabs -> UTF-8 -> CRC-32 (LE, 4 bytes) prepended -> raw LZMA1
 *   (lc=3 lp=0 pb=2, dictionary 2^17, no LZMA header) -> prefixed by the 2-byte bySquare
 *   header (type, version, document type, reserved: one nibble each) and the 2-byte LE
 *   length of the uncompressed data -> base32hex without padding.
 */
import { crc32 } from "./crc32";
import { isValidIban, normalizeIban } from "./iban";
import { lzmaLiteralCompress } from "./lzma-literal";

export { formatIban, isValidIban, normalizeIban } from "./iban";

/**
 * bySquare version written in the header: 1 = 1.1.0, the first version with the beneficiary
 * name field, read by every current Slovak banking app (1.2.0 readers read 1.1.0 too, while
 * older 1.1.0 readers may refuse a 1.2.0 header). The name is always filled, so the payload
 * also satisfies 1.2.0's rule that the beneficiary name is required.
 */
export const PAY_BY_SQUARE_VERSION = 1;

/** Field limits of the standard (XSD of PAY by square 1.x). */
export const LIMITS = {
  variableSymbol: 10,
  specificSymbol: 10,
  constantSymbol: 4,
  note: 140,
  beneficiaryName: 70,
  /** totalDigits of the amount: 15 digits including the two decimals. */
  amountCents: 999_999_999_999_999,
} as const;

/** One single payment order ("PaymentOrder", type 1) in euros: never a standing order or direct debit. */
export interface PaymentOrder {
  /** Positive integer cents. */
  amountCents: number;
  currency: "EUR";
  /** Normalised: upper case, no spaces, checksum verified. */
  iban: string;
  /** Upper case, or empty when not given. */
  bic: string;
  beneficiaryName: string;
  /** Digits only, or empty. */
  variableSymbol: string;
  specificSymbol: string;
  constantSymbol: string;
  /** The payment note (sk: správa pre prijímateľa), at most 140 characters. */
  note: string;
}

export interface PaymentOrderInput extends Omit<PaymentOrder, "amountCents" | "currency"> {
  /** `null` when the amount could not be read. */
  amountCents: number | null;
}

/** Which field broke a limit; the order is not encoded when any is present. */
export type PaymentOrderProblem =
  "amount" | "iban" | "bic" | "beneficiaryName" | "variableSymbol" | "specificSymbol" | "constantSymbol" | "note";

export type PaymentOrderResult = { ok: true; order: PaymentOrder } | { ok: false; problems: PaymentOrderProblem[] };

const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Tabs separate the fields and line breaks do not belong in them: both become spaces. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

function digitsWithin(value: string, max: number): boolean {
  return value.length <= max && /^\d*$/.test(value);
}

/** A variable or specific symbol a bank takes: up to ten digits, or none. */
export function isPaymentSymbol(value: string): boolean {
  return digitsWithin(value.trim(), LIMITS.variableSymbol);
}

/** Validates and normalises the data for one payment order; nothing is guessed or cut. */
export function buildPaymentOrder(input: PaymentOrderInput): PaymentOrderResult {
  const problems: PaymentOrderProblem[] = [];
  const { amountCents } = input;
  if (
    amountCents === null ||
    !Number.isSafeInteger(amountCents) ||
    amountCents <= 0 ||
    amountCents > LIMITS.amountCents
  ) {
    problems.push("amount");
  }
  const iban = normalizeIban(input.iban);
  if (!isValidIban(iban)) problems.push("iban");
  const bic = input.bic.trim().toUpperCase();
  if (bic && !BIC.test(bic)) problems.push("bic");
  const beneficiaryName = clean(input.beneficiaryName);
  if (!beneficiaryName || [...beneficiaryName].length > LIMITS.beneficiaryName) problems.push("beneficiaryName");
  const variableSymbol = input.variableSymbol.trim();
  if (!digitsWithin(variableSymbol, LIMITS.variableSymbol)) problems.push("variableSymbol");
  const specificSymbol = input.specificSymbol.trim();
  if (!digitsWithin(specificSymbol, LIMITS.specificSymbol)) problems.push("specificSymbol");
  const constantSymbol = input.constantSymbol.trim();
  if (!digitsWithin(constantSymbol, LIMITS.constantSymbol)) problems.push("constantSymbol");
  const note = clean(input.note);
  if ([...note].length > LIMITS.note) problems.push("note");
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    order: {
      amountCents: amountCents as number,
      currency: "EUR",
      iban,
      bic,
      beneficiaryName,
      variableSymbol,
      specificSymbol,
      constantSymbol,
      note,
    },
  };
}

/**
 * The payment note the insurer matches payments by: Slovak whatever the reader's language,
 * "Poistné 01/2025" (contributions for the period), or just "Poistné" without a period.
 */
export function defaultPaymentNote(periodLabel: string): string {
  return `Poistné ${periodLabel}`.trim();
}

/** Cents as the standard's decimal amount: 115075 -> "1150.75", 1150 -> "11.5", 100 -> "1". */
export function formatAmount(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}.${String(rest).padStart(2, "0")}`.replace(/0$/, "");
}

/** Strips diacritics ("Vzorová poisťovňa" -> "Vzorova poistovna"): some banking apps reject them. */
function deburr(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export interface EncodeOptions {
  /** Remove diacritics from the beneficiary name and the note (default true, like `bysquare`). */
  deburr?: boolean;
}

/**
 * The tab-separated fields of a single payment order (spec Table 15): invoice ID, payment
 * count, then type 1 (payment order), amount, currency, due date, VS, KS, SS, payer's
 * reference, note, bank account count, IBAN, BIC, standing order extension 0, direct debit
 * extension 0, then beneficiary name, street, city.
 */
export function serializePaymentOrder(order: PaymentOrder, options: EncodeOptions = {}): string {
  const text = options.deburr === false ? (value: string) => value : deburr;
  return [
    "",
    "1",
    "1",
    formatAmount(order.amountCents),
    order.currency,
    "",
    order.variableSymbol,
    order.constantSymbol,
    order.specificSymbol,
    "",
    text(order.note),
    "1",
    order.iban,
    order.bic,
    "0",
    "0",
    text(order.beneficiaryName),
    "",
    "",
  ].join("\t");
}

const BASE32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

function base32hex(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32HEX[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32HEX[(buffer << (5 - bits)) & 31];
  return out;
}

/** The PAY by square text for the order: what the QR code holds. */
export function encodePayBySquare(order: PaymentOrder, options: EncodeOptions = {}): string {
  const data = new TextEncoder().encode(serializePaymentOrder(order, options));
  const checked = new Uint8Array(4 + data.length);
  new DataView(checked.buffer).setUint32(0, crc32(data), true);
  checked.set(data, 4);
  const compressed = lzmaLiteralCompress(checked);
  const bytes = new Uint8Array(4 + compressed.length);
  // Header nibbles: bySquare type 0 (PAY), version, document type 0, reserved 0.
  bytes.set([PAY_BY_SQUARE_VERSION, 0, checked.length & 0xff, checked.length >> 8]);
  bytes.set(compressed, 4);
  return base32hex(bytes);
}

/** The file name of the QR code's image, saved or shared ("payment QR", in Slovak). */
export const QR_FILE_NAME = "platba-qr.png";
