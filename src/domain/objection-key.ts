import { fnv1a } from "./fnv1a";
import type { UploadCommentBody } from "./gateway-contract";

/** The header that carries it (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * The objection's idempotency key: made from what is sent (the reference, the comment with its
 * reason line, the attachment), so every send of the same objection carries the same key, also
 * after a reload, and a changed objection a new one. A gateway that honours it stores a resend
 * once. A key, not a secret: the gateway holds everything it is made from. The attachment is
 * read by its length and its two ends (hashing 14 MB of base64 would stall a phone).
 */
export function objectionKeyOf(
  body: Pick<UploadCommentBody, "reference" | "comment" | "attachmentType" | "attachment">,
): string {
  const file = body.attachment ?? "";
  const text = [
    body.reference,
    body.comment,
    body.attachmentType ?? "",
    String(file.length),
    file.slice(0, 4096),
    file.slice(-4096),
  ].join("\u0000");
  return `dn-${fnv1a(text, 0x811c9dc5, 0x01000193)}${fnv1a(text, 0x01000193 ^ 0x5bd1e995, 0x5bd1e995)}${fnv1a(text, 0x9e3779b9, 0x85ebca6b)}`;
}
