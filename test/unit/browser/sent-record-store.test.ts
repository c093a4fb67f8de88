import { describe, expect, it } from "vitest";
import { createSessionDraftStore, draftKey } from "../../../src/browser/drafts";
import { RECORD_LIFETIME_MS, type SentRecord } from "../../../src/domain/sent-record";
import { manualScheduler } from "../../helpers/manual-scheduler";
import { MemoryStorage } from "../../helpers/memory-storage";

const SENT_AT = 1_700_000_000_000;
const record: SentRecord = {
  reason: { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "branch" },
  comment: "Zaplatené na pošte",
  attachment: { fileName: "potvrdenie.png", size: 245_000 },
  sentAt: SENT_AT,
  periodLabel: "01/2025",
  periodKind: "period",
  amountCents: 115075,
  key: "dn-0123456789abcdef01234567",
};

function storeAt(storage: MemoryStorage, at: { now: number }) {
  return createSessionDraftStore(
    () => storage as unknown as Storage,
    manualScheduler(),
    () => at.now,
  );
}

describe("the record of the sent objection in the tab", () => {
  it("is written at once, under the hashed key, and read back after a reload (a new store)", () => {
    const storage = new MemoryStorage();
    const at = { now: SENT_AT + 1000 };
    storeAt(storage, at).saveRecord("ref-A-123", record);
    expect([...storage.items.keys()]).toEqual([draftKey("ref-A-123") + ":record"]);
    expect([...storage.items.keys()].join()).not.toMatch(/ref-A|123/);
    expect(storeAt(storage, at).loadRecord("ref-A-123")).toEqual(record);
    expect(storeAt(storage, at).loadRecord("ref-B-456")).toBeNull();
  });

  it("outlives the draft's clearing (a send clears the draft), not its own day; then it is deleted", () => {
    const storage = new MemoryStorage();
    const at = { now: SENT_AT + 1000 };
    const store = storeAt(storage, at);
    store.saveRecord("r", record);
    store.clear("r");
    expect(store.loadRecord("r")).toEqual(record);
    at.now = SENT_AT + RECORD_LIFETIME_MS + 1;
    const later = storeAt(storage, at);
    expect(later.loadRecord("r")).toBeNull();
    later.flush?.();
    expect(storage.items.size).toBe(0);
  });

  it("an expired record of another debtor goes the next time any notice opens in the tab", () => {
    const storage = new MemoryStorage();
    const at = { now: SENT_AT + 1000 };
    storeAt(storage, at).saveRecord("other", record);
    at.now = SENT_AT + RECORD_LIFETIME_MS + 1;
    const later = storeAt(storage, at);
    later.load("this one");
    later.flush?.();
    expect(storage.items.size).toBe(0);
  });

  it("a record without a code (the gateway on another origin never received one) is read back as such", () => {
    const storage = new MemoryStorage();
    const at = { now: SENT_AT + 1000 };
    storeAt(storage, at).saveRecord("r", { ...record, key: null });
    expect(storeAt(storage, at).loadRecord("r")).toEqual({ ...record, key: null });
  });

  it("saving null removes it", () => {
    const storage = new MemoryStorage();
    const store = storeAt(storage, { now: SENT_AT + 1000 });
    store.saveRecord("r", record);
    store.saveRecord("r", null);
    expect(storage.items.size).toBe(0);
    expect(store.loadRecord("r")).toBeNull();
  });

  it("takes back nothing that is not a whole record it could have written", () => {
    const storage = new MemoryStorage();
    const at = { now: SENT_AT + 1000 };
    const key = draftKey("r") + ":record";
    const bad: unknown[] = [
      "{not json",
      null,
      [],
      { ...record, key: "<img src=x onerror=alert(1)>" },
      { ...record, key: undefined },
      { ...record, key: 5 },
      { ...record, comment: 5 },
      { ...record, sentAt: SENT_AT + 5000 }, // from the future
      { ...record, periodKind: "month" },
      { ...record, amountCents: 1.5 },
      { ...record, attachment: { fileName: "x.png", size: -1 } },
    ];
    for (const value of bad) {
      storage.items.set(key, typeof value === "string" ? value : JSON.stringify(value));
      expect(storeAt(storage, at).loadRecord("r")).toBeNull();
    }
    // An unknown reason is dropped, the record kept: the rest is the debtor's proof.
    storage.items.set(key, JSON.stringify({ ...record, reason: { code: "cannotPayAll", paidOn: "", paidBy: null } }));
    expect(storeAt(storage, at).loadRecord("r")).toEqual({
      ...record,
      reason: { code: null, paidOn: "", paidBy: null },
    });
  });

  it("storage that throws loses the record, not the page", () => {
    const store = createSessionDraftStore(
      () => {
        throw new Error("SecurityError");
      },
      manualScheduler(),
      () => SENT_AT,
    );
    expect(() => store.saveRecord("r", record)).not.toThrow();
    expect(store.loadRecord("r")).toBeNull();
  });
});
