import { NO_REASON, isPaymentMethod, isReasonCode, type ReasonAnswers } from "./objection-reason";

/**
 * The debtor's proof of an objection that reached the insurer: what was sent and what it was
 * about, never the attachment's bytes. The name, the IČP and the insurer are the notice's own
 * and are shown beside it; the amount is kept as it was when the objection was sent.
 */
export interface SentRecord {
  reason: ReasonAnswers;
  /** The explanation as sent, without the reason line. */
  comment: string;
  attachment: { fileName: string; size: number } | null;
  /** When the gateway accepted it (epoch milliseconds). */
  sentAt: number;
  periodLabel: string;
  periodKind: "period" | "specificSymbol";
  /** The notice's amount when it was sent (cents); null when it could not be read. */
  amountCents: number | null;
  /**
   * The objection's idempotency key (domain/objection-key.ts): the same for every send of it, so a
   * reference; null where the gateway did not receive it (a gateway on another origin).
   */
  key: string | null;
}

/** Kept for the debtor's tab at most this long after sending (docs/privacy.md). */
export const RECORD_LIFETIME_MS = 24 * 60 * 60 * 1000;

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A record read back from storage (the page's, so anything may be there): only a whole, recent one. */
export function storedRecordOf(value: unknown, now: number): SentRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const { comment, sentAt, periodLabel, periodKind, amountCents, key, attachment } = record;
  if (!isText(comment) || !isText(periodLabel)) return null;
  if (key !== null && (!isText(key) || !/^dn-[0-9a-f]{24}$/.test(key))) return null;
  if (periodKind !== "period" && periodKind !== "specificSymbol") return null;
  if (!isCount(sentAt) || sentAt > now || now - sentAt > RECORD_LIFETIME_MS) return null;
  if (amountCents !== null && !Number.isSafeInteger(amountCents)) return null;
  let file: SentRecord["attachment"] = null;
  if (attachment !== null) {
    const { fileName, size } = (attachment ?? {}) as Record<string, unknown>;
    if (!isText(fileName) || !isCount(size)) return null;
    file = { fileName, size };
  }
  const reason = (record.reason ?? {}) as Record<string, unknown>;
  const answers: ReasonAnswers = isReasonCode(reason.code)
    ? {
        code: reason.code,
        paidOn: isText(reason.paidOn) && /^\d{4}-\d{2}-\d{2}$/.test(reason.paidOn) ? reason.paidOn : "",
        paidBy: isPaymentMethod(reason.paidBy) ? reason.paidBy : null,
      }
    : NO_REASON;
  return {
    reason: answers,
    comment,
    attachment: file,
    sentAt,
    periodLabel,
    periodKind,
    amountCents: amountCents as number | null,
    key,
  };
}
