import { NO_REASON, isPaymentMethod, isReasonCode, type ReasonAnswers } from "../domain/objection-reason";
import type { PendingSend } from "../domain/pending-send";
import { storedRecordOf, type SentRecord } from "../domain/sent-record";
import { browserIdleScheduler, writeBehind, type IdleScheduler } from "./write-behind";
import { fnv1a } from "../domain/fnv1a";

/**
 * The comment and the objection's reason (never the file) survive a reload until they are sent.
 * Stored in sessionStorage under a hash of the reference, so the reference itself is not written
 * to storage; written when the page is idle or left, not inside the keystroke (write-behind.ts).
 * A draft untouched for DRAFT_LIFETIME_MS is not taken back: browsers restore sessionStorage with
 * a restored session or a reopened tab, and on a shared computer the next person may do that.
 */
export interface DraftStore {
  load(reference: string): string;
  save(reference: string, comment: string): void;
  loadReason(reference: string): ReasonAnswers;
  saveReason(reference: string, answers: ReasonAnswers): void;
  /** A send that may have reached the gateway, kept until it is known whether it did (written at once). */
  loadPendingSend(reference: string): PendingSend | null;
  savePendingSend(reference: string, pending: PendingSend | null): void;
  /** The record of the objection sent last (a day from its sending, domain/sent-record.ts; not cleared with the draft; null removes it). */
  loadRecord(reference: string): SentRecord | null;
  saveRecord(reference: string, record: SentRecord | null): void;
  clear(reference: string): void;
  /** Writes what is waiting to be written, now (the page is being hidden or left); a store that writes at once needs none. */
  flush?(): void;
}

const PREFIX = "debt-notice:draft:";

/** FNV-1a, 32 bits, twice with different seeds: a key, not a secret. */
export function draftKey(reference: string): string {
  return PREFIX + fnv1a(reference, 0x811c9dc5, 0x01000193) + fnv1a(reference, 0x01000193 ^ 0x5bd1e995, 0x5bd1e995);
}

const REASON_SUFFIX = ":reason";
const PENDING_SUFFIX = ":sending";
const RECORD_SUFFIX = ":record";
/** When the text or the reason was last written (ms since the epoch). */
const SAVED_AT_SUFFIX = ":savedAt";

/** An hour: a reload or a slow send keeps the draft; the browser reopened later does not. */
export const DRAFT_LIFETIME_MS = 60 * 60 * 1000;

function pendingFrom(stored: string | null): PendingSend | null {
  if (!stored) return null;
  try {
    const { since, wasProvided } = JSON.parse(stored) as Record<string, unknown>;
    return typeof since === "number" && typeof wasProvided === "boolean" ? { since, wasProvided } : null;
  } catch {
    return null;
  }
}

/** Storage is the page's: only known codes and a plain day are taken back from it. */
function reasonFrom(stored: string | null): ReasonAnswers {
  if (!stored) return NO_REASON;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null) return NO_REASON;
    const { code, paidOn, paidBy } = value as Record<string, unknown>;
    if (!isReasonCode(code)) return NO_REASON;
    return {
      code,
      paidOn: typeof paidOn === "string" && /^\d{4}-\d{2}-\d{2}$/.test(paidOn) ? paidOn : "",
      paidBy: isPaymentMethod(paidBy) ? paidBy : null,
    };
  } catch {
    return NO_REASON;
  }
}

export function createSessionDraftStore(
  storage: () => Storage | null = () => globalThis.sessionStorage ?? null,
  scheduler: IdleScheduler = browserIdleScheduler,
  now: () => number = Date.now,
): DraftStore {
  // Storage can throw (Safari private mode, sandboxed iframes): a lost draft beats a broken form.
  const safely = <T>(fallback: T, run: (s: Storage) => T): T => {
    try {
      const s = storage();
      return s ? run(s) : fallback;
    } catch {
      return fallback;
    }
  };
  const writes = writeBehind(
    (key, value) => safely(undefined, (s) => (value === null ? s.removeItem(key) : s.setItem(key, value))),
    scheduler,
  );
  const read = (key: string): string | null => {
    const pending = writes.pending(key);
    return pending !== undefined ? pending : safely(null, (s) => s.getItem(key));
  };
  /** Stamps the draft with now, or drops the stamp when neither text nor reason is left. */
  const touch = (reference: string) => {
    const key = draftKey(reference);
    const kept = read(key) !== null || read(key + REASON_SUFFIX) !== null;
    writes.set(key + SAVED_AT_SUFFIX, kept ? String(now()) : null);
  };
  const inTime = (savedAt: string | null): boolean => {
    const age = now() - Number(savedAt);
    return savedAt !== null && Number.isFinite(age) && age <= DRAFT_LIFETIME_MS;
  };
  /** Written within the lifetime; a draft without its time (it cannot be dated) is not. */
  const fresh = (reference: string): boolean => {
    const key = draftKey(reference);
    const stored = [key, key + REASON_SUFFIX, key + PENDING_SUFFIX].some((part) => read(part) !== null);
    return !stored || inTime(read(key + SAVED_AT_SUFFIX));
  };
  const clear = (reference: string) => {
    writes.set(draftKey(reference), null);
    writes.set(draftKey(reference) + REASON_SUFFIX, null);
    writes.set(draftKey(reference) + SAVED_AT_SUFFIX, null);
  };
  // The send in flight goes with the text it sent: a check after the text is gone would tell the
  // debtor "your text is still here" over an empty field. The details' infoWasProvided still says
  // whether it arrived.
  const expired = (reference: string): boolean => {
    if (fresh(reference)) return false;
    clear(reference);
    writes.set(draftKey(reference) + PENDING_SUFFIX, null);
    return true;
  };
  // Once per store, before the first read: drafts of other references (another debtor on a shared
  // computer, a link opened once) whose hour is over go too, not only the one being opened.
  let swept = false;
  const sweep = () => {
    if (swept) return;
    swept = true;
    const stale = safely<string[]>([], (s) => {
      const drafts = new Set<string>();
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        // The prefix and the hash's 16 hex digits name one draft; its parts follow.
        if (key?.startsWith(PREFIX)) drafts.add(key.slice(0, PREFIX.length + 16));
      }
      return [...drafts].filter((key) => !inTime(s.getItem(key + SAVED_AT_SUFFIX)));
    });
    for (const key of stale) {
      for (const suffix of ["", REASON_SUFFIX, SAVED_AT_SUFFIX, PENDING_SUFFIX]) writes.set(key + suffix, null);
      // The record has its own lifetime, counted from its sending.
      if (!recordIn(read(key + RECORD_SUFFIX))) writes.set(key + RECORD_SUFFIX, null);
    }
  };
  const recordIn = (stored: string | null): SentRecord | null => {
    if (!stored) return null;
    try {
      return storedRecordOf(JSON.parse(stored), now());
    } catch {
      return null;
    }
  };
  return {
    load: (reference) => {
      sweep();
      return expired(reference) ? "" : (read(draftKey(reference)) ?? "");
    },
    save: (reference, comment) => {
      writes.set(draftKey(reference), comment.trim() ? comment : null);
      touch(reference);
    },
    loadReason: (reference) => (expired(reference) ? NO_REASON : reasonFrom(read(draftKey(reference) + REASON_SUFFIX))),
    saveReason: (reference, answers) => {
      writes.set(draftKey(reference) + REASON_SUFFIX, answers.code ? JSON.stringify(answers) : null);
      touch(reference);
    },
    loadPendingSend: (reference) => {
      sweep();
      return expired(reference) ? null : pendingFrom(read(draftKey(reference) + PENDING_SUFFIX));
    },
    // At once, not when idle: a reload or a closed tab during the send is the case it is for. The
    // draft is as old as the send: a reload during it finds the text that may not have arrived.
    savePendingSend: (reference, pending) => {
      writes.set(draftKey(reference) + PENDING_SUFFIX, pending ? JSON.stringify(pending) : null);
      touch(reference);
      writes.flush();
    },
    loadRecord: (reference) => {
      sweep();
      const key = draftKey(reference) + RECORD_SUFFIX;
      const record = recordIn(read(key));
      if (!record && read(key) !== null) writes.set(key, null);
      return record;
    },
    // At once: the thank-you view is where a debtor reloads or closes the tab.
    saveRecord: (reference, record) => {
      writes.set(draftKey(reference) + RECORD_SUFFIX, record ? JSON.stringify(record) : null);
      writes.flush();
    },
    clear,
    flush: writes.flush,
  };
}

export const noDrafts: DraftStore = {
  load: () => "",
  save: () => undefined,
  loadReason: () => NO_REASON,
  saveReason: () => undefined,
  loadPendingSend: () => null,
  savePendingSend: () => undefined,
  loadRecord: () => null,
  saveRecord: () => undefined,
  clear: () => undefined,
  flush: () => undefined,
};
