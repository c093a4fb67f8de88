import { HttpError } from "./http-util.mjs";

export const MAX_ATTACHMENT_BYTES = 10485760;

/** @type {Array<[extension: string, matches: (bytes: Buffer) => boolean]>} */
const KINDS = [
  ["png", (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ["jpeg", (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ["gif", (b) => b.subarray(0, 4).toString("latin1") === "GIF8"],
  ["webp", (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP"],
  ["heic", (b) => b.subarray(4, 8).toString("latin1") === "ftyp"],
  ["pdf", (b) => b.subarray(0, 5).toString("latin1") === "%PDF-"],
];

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const MEDIA_SUBTYPE = /^[a-z0-9][a-z0-9.+-]{0,49}$/i;

/**
 * Decodes and checks an uploaded attachment. The file is named by what its bytes are, not by
 * the declared type: browsers derive the type from the file name, which may be wrong.
 * @param {unknown} attachmentType
 * @param {unknown} attachment
 * @returns {{ extension: string, bytes: Buffer } | null}
 */
export function decodeAttachment(attachmentType, attachment) {
  if (attachmentType === null && attachment === null) return null;
  if (typeof attachmentType !== "string" || typeof attachment !== "string")
    throw new HttpError(400, "attachmentFieldsMustBothBeStringsOrNull");
  if (!MEDIA_SUBTYPE.test(attachmentType)) throw new HttpError(400, "invalidAttachmentType");
  if (attachment.length % 4 !== 0 || !BASE64.test(attachment)) throw new HttpError(400, "attachmentNotBase64");
  const bytes = Buffer.from(attachment, "base64");
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new HttpError(413, "attachmentTooLarge");
  const kind = KINDS.find(([, matches]) => matches(bytes));
  if (!kind) throw new HttpError(400, "attachmentNotImageOrPdf");
  return { extension: kind[0], bytes };
}
