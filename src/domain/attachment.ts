/**
 * Attachment checks: the file's own bytes decide what it is, never its name or claimed type.
 */

/** Largest accepted attachment: 10 MiB (README: reliability). Exactly this size is accepted. */
export const MAX_ATTACHMENT_BYTES = 10485760;

/**
 * How many bytes from the start of the file {@link sniffAttachmentKind} looks at. Callers
 * read `file.slice(0, SNIFF_BYTES)`; fewer bytes are fine for short files.
 */
export const SNIFF_BYTES = 64;

/** The file kinds an objection may carry (README: reliability). */
export type AttachmentKind = "png" | "jpeg" | "gif" | "webp" | "heic" | "pdf";

/** Why an attachment was refused: the one list the reader, the machine and the messages share. */
export const ATTACHMENT_ERRORS = ["empty", "tooLarge", "unsupportedType", "readFailed"] as const;
export type AttachmentErrorCode = (typeof ATTACHMENT_ERRORS)[number];

/** The attachment error a rejection carries as `{ code }`; anything else counts as a failed read. */
export function attachmentErrorOf(error: unknown): AttachmentErrorCode {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
  return ATTACHMENT_ERRORS.find((known) => known === code) ?? "readFailed";
}

/** An attachment that passed the size and content checks, ready to send. */
export interface Attachment {
  /** `blob:` URL for the preview; revoked when the attachment goes away. */
  objectUrl: string;
  /** The name as the user's device gave it (rendered as text, shortened by the UI). */
  fileName: string;
  /** `data:<mime>;base64,...` built from the sniffed kind, never from the claimed type. */
  dataUrl: string;
  kind: AttachmentKind;
  size: number;
  isPdf: boolean;
}

/** Result of {@link checkAttachment}. */
export type AttachmentCheck =
  { ok: true; kind: AttachmentKind } | { ok: false; error: Exclude<AttachmentErrorCode, "readFailed"> };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** HEVC-coded HEIF brands: these alone make a file HEIC. */
const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
/** Generic HEIF brands: HEIC unless the file says it is AVIF. */
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => head[offset + i] === byte);
}

function ascii(head: Uint8Array, offset: number, length: number): string | null {
  if (head.length < offset + length) return null;
  return String.fromCharCode(...head.subarray(offset, offset + length));
}

/** ISO BMFF: `ftyp` box first, major brand at 8, compatible brands from 16 to the box end. */
function isHeic(head: Uint8Array): boolean {
  if (ascii(head, 4, 4) !== "ftyp") return false;
  const major = ascii(head, 8, 4);
  if (major === null) return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const end = Math.min(boxSize, head.length);
  const brands = [major];
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    const brand = ascii(head, offset, 4);
    if (brand !== null) brands.push(brand);
  }
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  return GENERIC_HEIF_BRANDS.has(major) && !brands.some((brand) => AVIF_BRANDS.has(brand));
}

/**
 * PDF: "%PDF-" at the start, optionally after a UTF-8 BOM and ASCII whitespace (some
 * generators emit those, and PDF readers accept them), within the sniffed head.
 */
function isPdf(head: Uint8Array): boolean {
  let offset = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (offset < head.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(head[offset] ?? -1)) {
    offset += 1;
  }
  return ascii(head, offset, 5) === "%PDF-";
}

/**
 * Identifies an attachment by its magic bytes only: PNG, JPEG, GIF (87a/89a), WebP
 * (RIFF…WEBP), HEIC/HEIF (ISO BMFF `ftyp` with a HEVC brand as major or compatible brand,
 * or major brand mif1/msf1 without an AVIF brand) or PDF (see above). Everything else —
 * SVG, HTML, text, ZIP, executables, AVIF — is null. Never throws.
 * @param head the first {@link SNIFF_BYTES} bytes of the file (or all of a shorter file)
 */
export function sniffAttachmentKind(head: Uint8Array): AttachmentKind | null {
  if (startsWith(head, PNG)) return "png";
  if (startsWith(head, JPEG)) return "jpeg";
  const six = ascii(head, 0, 6);
  if (six === "GIF87a" || six === "GIF89a") return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp";
  if (isHeic(head)) return "heic";
  if (isPdf(head)) return "pdf";
  return null;
}

const MIME_TYPES: Record<AttachmentKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  heic: "image/heic",
  pdf: "application/pdf",
};

/** The media type of a kind, e.g. "image/png" or "application/pdf". */
export function mimeTypeOf(kind: AttachmentKind): string {
  return MIME_TYPES[kind];
}

/**
 * The subtype part of the media type ("png", "jpeg", "gif", "webp", "heic", "pdf"): the
 * `attachmentType` sent to the gateway (openapi.yaml: `UploadCommentRequest`).
 */
export function attachmentTypeOf(kind: AttachmentKind): string {
  const mime = MIME_TYPES[kind];
  return mime.slice(mime.indexOf("/") + 1);
}

/**
 * Decides whether a file may be attached, from its size and its first bytes (the claimed
 * name and type are ignored: they can lie). Checked in this order: a size that is not
 * above 0 (including NaN) is "empty"; above {@link MAX_ATTACHMENT_BYTES} is "tooLarge";
 * bytes that are not one of the {@link AttachmentKind}s are "unsupportedType".
 */
export function checkAttachment(size: number, head: Uint8Array): AttachmentCheck {
  if (!(size > 0)) return { ok: false, error: "empty" };
  if (size > MAX_ATTACHMENT_BYTES) return { ok: false, error: "tooLarge" };
  const kind = sniffAttachmentKind(head);
  return kind === null ? { ok: false, error: "unsupportedType" } : { ok: true, kind };
}

// Spreading one chunk at a time keeps the argument count far below engine stack limits.
const BASE64_CHUNK = 0x8000;

/** Standard base64 (with padding) of the bytes; fine for 10 MiB. */
export function bytesToBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += BASE64_CHUNK) {
    chunks.push(String.fromCharCode(...bytes.subarray(offset, offset + BASE64_CHUNK)));
  }
  return btoa(chunks.join(""));
}

/** `data:<mime>;base64,<content>` for the bytes of a sniffed attachment. */
export function toDataUrl(kind: AttachmentKind, bytes: Uint8Array): string {
  return `data:${mimeTypeOf(kind)};base64,${bytesToBase64(bytes)}`;
}

const BIDI_AND_INVISIBLE = new Set([
  0x061c, 0x200b, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff,
]);

/**
 * C0 and C1 controls, DEL, bidi controls (ALM, LRM, RLM, embeddings, overrides, isolates)
 * and zero-width characters: they can disguise a name ("invoice\u202Efdp.exe").
 */
function isUnsafeNameChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || BIDI_AND_INVISIBLE.has(code);
}

const LINE_CONTROLS = new Set(["\t", "\n", "\v", "\f", "\r", "\u0085"]);
const EXTENSION = /\.[^.\s]{1,10}$/;
const ELLIPSIS = "…";
const FALLBACK_NAME = "attachment";

/**
 * A file name that is safe and short enough to show: control, bidi-control and zero-width
 * characters removed, whitespace runs collapsed to one space, trimmed, and names longer
 * than `maxLength` code points shortened in the middle with "…" while the extension
 * (up to 10 characters after the last dot) is kept. An empty result becomes "attachment".
 * Lengths count code points, so surrogate pairs are never split.
 */
export function displayFileName(name: string, maxLength = 60): string {
  const limit = Number.isFinite(maxLength) ? Math.max(1, Math.floor(maxLength)) : 60;
  // Tabs and line breaks are controls too, but they separate words: they become spaces.
  const visible = Array.from(String(name))
    .map((char) => (isUnsafeNameChar(char) ? (LINE_CONTROLS.has(char) ? " " : "") : char))
    .join("");
  const clean = visible.replace(/\s+/g, " ").trim();
  if (clean === "") return FALLBACK_NAME;
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;

  const extMatch = EXTENSION.exec(clean);
  const ext = extMatch && extMatch.index > 0 ? Array.from(extMatch[0]) : [];
  const stem = chars.slice(0, chars.length - ext.length);
  const room = limit - ELLIPSIS.length - ext.length;
  if (room < 2) return chars.slice(0, limit - ELLIPSIS.length).join("") + ELLIPSIS;
  const headLength = Math.ceil(room * 0.6);
  const tailLength = room - headLength;
  const tail = tailLength > 0 ? stem.slice(stem.length - tailLength) : [];
  const head = stem.slice(0, headLength).join("").trimEnd();
  return head + ELLIPSIS + tail.join("").trimStart() + ext.join("");
}
