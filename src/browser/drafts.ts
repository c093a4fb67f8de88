/**
 * The comment (never the file) survives a reload until it is sent. Stored in sessionStorage
 * under a hash of the reference, so the reference itself is not written to storage.
 */
export interface DraftStore {
  load(reference: string): string;
  save(reference: string, comment: string): void;
  clear(reference: string): void;
}

const PREFIX = "debt-notice:draft:";

/** FNV-1a, 32 bits, twice with different seeds: a key, not a secret. */
export function draftKey(reference: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < reference.length; i++) {
    const c = reference.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return PREFIX + a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

export function createSessionDraftStore(
  storage: () => Storage | null = () => globalThis.sessionStorage ?? null,
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
  return {
    load: (reference) => safely("", (s) => s.getItem(draftKey(reference)) ?? ""),
    save: (reference, comment) =>
      safely(undefined, (s) =>
        comment.trim() ? s.setItem(draftKey(reference), comment) : s.removeItem(draftKey(reference)),
      ),
    clear: (reference) => safely(undefined, (s) => s.removeItem(draftKey(reference))),
  };
}

export const noDrafts: DraftStore = { load: () => "", save: () => undefined, clear: () => undefined };
