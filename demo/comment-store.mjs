import { mkdirSync, writeFileSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";

/** The reference is a secret-ish token from a URL: it never becomes part of a file path. */
export function hashReference(/** @type {string} */ reference) {
  return createHash("sha256").update(reference).digest("hex").slice(0, 16);
}

/**
 * Writes `<dataDir>/comments/<timestamp>-<hash>-<random>/comment.json` and, when present,
 * the decoded attachment beside it.
 * @param {string} dataDir
 * @param {{ reference: string, sessionId: string, comment: string,
 *           attachment: { extension: string, bytes: Buffer } | null }} record
 * @returns {string} the folder written
 */
export function saveComment(dataDir, { reference, sessionId, comment, attachment }) {
  const receivedAt = new Date();
  const folder = join(
    dataDir,
    "comments",
    `${receivedAt.getTime()}-${hashReference(reference)}-${randomBytes(3).toString("hex")}`,
  );
  mkdirSync(folder, { recursive: true });
  const attachmentFile = attachment ? `attachment.${attachment.extension}` : null;
  if (attachment && attachmentFile) writeFileSync(join(folder, attachmentFile), attachment.bytes);
  const json = {
    receivedAt: receivedAt.toISOString(),
    reference,
    sessionId,
    comment,
    attachmentFile,
    attachmentBytes: attachment?.bytes.length ?? 0,
  };
  writeFileSync(join(folder, "comment.json"), JSON.stringify(json, null, 2));
  return folder;
}
