import { describe, expect, it } from "vitest";
import { DRAFT_LIFETIME_MS, createSessionDraftStore, draftKey } from "../../../src/browser/drafts";
import { manualScheduler } from "../../helpers/manual-scheduler";
import { MemoryStorage } from "../../helpers/memory-storage";

function draftsOver(storage: MemoryStorage | (() => never) | (() => null), now: () => number = Date.now) {
  const scheduler = manualScheduler();
  const read = typeof storage === "function" ? storage : () => storage as unknown as Storage;
  return { drafts: createSessionDraftStore(read, scheduler, now), scheduler };
}

/** The keys the store writes for one reference: the text, the reason, and when either was last written. */
const keysOf = (reference: string) => ({
  text: draftKey(reference),
  reason: draftKey(reference) + ":reason",
  savedAt: draftKey(reference) + ":savedAt",
});

describe("comment drafts", () => {
  it("keeps the comment per reference under a key that does not contain the reference", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    drafts.save("ref-A-123", "draft for A");
    drafts.save("ref-B-456", "draft for B");
    scheduler.idle();
    expect(drafts.load("ref-A-123")).toBe("draft for A");
    expect(drafts.load("ref-B-456")).toBe("draft for B");
    for (const key of storage.items.keys()) expect(key).not.toMatch(/ref-|123|456/);
    drafts.clear("ref-A-123");
    expect(drafts.load("ref-A-123")).toBe("");
    scheduler.idle();
    expect([...storage.items.keys()].sort()).toEqual([keysOf("ref-B-456").text, keysOf("ref-B-456").savedAt].sort());
    expect(drafts.load("ref-B-456")).toBe("draft for B");
  });

  it("a blank comment removes the draft", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    drafts.save("r", "x");
    scheduler.idle();
    drafts.save("r", "   ");
    scheduler.idle();
    expect(storage.items.size).toBe(0);
  });

  it("a storage that throws (private mode, sandbox) never breaks the form", () => {
    const { drafts, scheduler } = draftsOver(() => {
      throw new Error("SecurityError");
    });
    expect(() => drafts.save("r", "x")).not.toThrow();
    expect(() => scheduler.idle()).not.toThrow();
    expect(drafts.load("r")).toBe("");
    expect(() => drafts.clear("r")).not.toThrow();
    expect(() => scheduler.leave()).not.toThrow();
    expect(draftsOver(() => null).drafts.load("r")).toBe("");
  });

  it("keeps the objection's reason beside the comment, and clears both together", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    const paid = { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "cardOnline" } as const;
    drafts.save("r", "text");
    drafts.saveReason("r", paid);
    scheduler.idle();
    expect(drafts.loadReason("r")).toEqual(paid);
    drafts.clear("r");
    scheduler.idle();
    expect(storage.items.size).toBe(0);
    expect(drafts.loadReason("r")).toEqual({ code: null, paidOn: "", paidBy: null });
  });

  it("a stored reason is taken back only when it is a known one", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    drafts.saveReason("r", { code: "other", paidOn: "", paidBy: null });
    scheduler.idle();
    const key = [...storage.items.keys()][0] ?? "";
    storage.items.set(key, JSON.stringify({ code: "alreadyPaid", paidOn: "<img>", paidBy: "cash" }));
    expect(drafts.loadReason("r")).toEqual({ code: "alreadyPaid", paidOn: "", paidBy: null });
    storage.items.set(key, JSON.stringify({ code: "hack" }));
    expect(drafts.loadReason("r").code).toBeNull();
    // Kept by an older widget before "I cannot pay it all now" became a door, not a reason: the form starts without one.
    storage.items.set(key, JSON.stringify({ code: "cannotPayAll", paidOn: "", paidBy: null }));
    expect(drafts.loadReason("r").code).toBeNull();
    storage.items.set(key, "{not json");
    expect(drafts.loadReason("r").code).toBeNull();
    drafts.saveReason("r", { code: null, paidOn: "2025-01-01", paidBy: null });
    scheduler.idle();
    expect(storage.items.size).toBe(0);
  });

  it("different references get different keys", () => {
    expect(draftKey("a")).not.toBe(draftKey("b"));
    expect(draftKey("abc")).toBe(draftKey("abc"));
  });
});

// Issue 17: the keystroke no longer pays for the storage write; the page's idle moment or its
// leaving does, and nothing typed is lost in between.
describe("drafts written when the page is idle or left", () => {
  it("a burst of keystrokes writes nothing until the page is idle, then only the last text", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    for (const text of ["Z", "Za", "Zap", "Zapl"]) drafts.save("r", text);
    expect(storage.setItem).not.toHaveBeenCalled();
    // Read back at once (a view that remounts mid-burst) it is already the last text.
    expect(drafts.load("r")).toBe("Zapl");
    scheduler.idle();
    // Once for the text, once for its time: not once per keystroke.
    expect(storage.setItem.mock.calls.map(([key]) => key).sort()).toEqual(
      [keysOf("r").text, keysOf("r").savedAt].sort(),
    );
    expect(storage.items.get(draftKey("r"))).toBe("Zapl");
    expect(scheduler.waiting).toEqual({ idle: 0, leave: 0 });
  });

  it("leaving the page (hidden, frozen, pagehide) before it was idle writes everything pending at once", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    drafts.save("r", "typed just before the tab was closed");
    drafts.saveReason("r", { code: "other", paidOn: "", paidBy: null });
    scheduler.leave();
    expect(storage.items.get(draftKey("r"))).toBe("typed just before the tab was closed");
    expect([...storage.items.keys()].sort()).toEqual(Object.values(keysOf("r")).sort());
    // The idle write that was waiting has been cancelled: nothing is written twice.
    expect(scheduler.waiting).toEqual({ idle: 0, leave: 0 });
    scheduler.idle();
    expect(storage.setItem).toHaveBeenCalledTimes(3);
  });

  it("a clear after a pending save wins (a send succeeded while the last keystroke waited); a later save wins again", () => {
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage);
    drafts.save("r", "old");
    scheduler.idle();
    drafts.save("r", "old and new");
    drafts.clear("r");
    expect(drafts.load("r")).toBe("");
    scheduler.idle();
    expect(storage.items.has(draftKey("r"))).toBe(false);
    drafts.clear("r");
    drafts.save("r", "after the send");
    scheduler.leave();
    expect(storage.items.get(draftKey("r"))).toBe("after the send");
  });
});

// Issue 32 (third review): sessionStorage comes back with a restored session or a reopened tab, so
// on a shared computer the next person could find the last one's objection text. An hour is the
// line: a reload or a slow send is within it, the browser reopened the next day is not.
describe("a draft older than an hour is not taken back", () => {
  const paid = { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "cardOnline" } as const;
  function overClock(start = 1_800_000_000_000) {
    let time = start;
    const storage = new MemoryStorage();
    const { drafts, scheduler } = draftsOver(storage, () => time);
    return { storage, drafts, scheduler, later: (ms: number) => void (time += ms) };
  }

  it("an hour and a moment later, neither the text nor the reason comes back, and storage is emptied", () => {
    const { storage, drafts, scheduler, later } = overClock();
    drafts.save("r", "my objection");
    drafts.saveReason("r", paid);
    scheduler.idle();
    later(DRAFT_LIFETIME_MS + 1);
    expect(drafts.load("r")).toBe("");
    expect(drafts.loadReason("r")).toEqual({ code: null, paidOn: "", paidBy: null });
    scheduler.idle();
    expect(storage.items.size).toBe(0);
  });

  it("the reason alone expires too, when it is read first", () => {
    const { drafts, scheduler, later } = overClock();
    drafts.save("r", "my objection");
    drafts.saveReason("r", paid);
    scheduler.idle();
    later(DRAFT_LIFETIME_MS + 1);
    expect(drafts.loadReason("r").code).toBeNull();
    expect(drafts.load("r")).toBe("");
  });

  it("within the hour both come back, and every keystroke moves the hour on", () => {
    const { drafts, scheduler, later } = overClock();
    drafts.save("r", "my");
    drafts.saveReason("r", paid);
    scheduler.idle();
    later(DRAFT_LIFETIME_MS - 1000);
    drafts.save("r", "my objection");
    scheduler.idle();
    later(DRAFT_LIFETIME_MS - 1000);
    expect(drafts.load("r")).toBe("my objection");
    expect(drafts.loadReason("r")).toEqual(paid);
  });

  it("a send that may have arrived moves the hour on, so a reload during a long send finds the text", () => {
    const { drafts, scheduler, later } = overClock();
    drafts.save("r", "sent text");
    scheduler.idle();
    later(DRAFT_LIFETIME_MS - 1000);
    drafts.savePendingSend("r", { since: 0, wasProvided: false });
    later(DRAFT_LIFETIME_MS - 1000);
    expect(drafts.load("r")).toBe("sent text");
    expect(drafts.loadPendingSend("r")).toEqual({ since: 0, wasProvided: false });
  });

  it("a send in flight older than the hour goes with its text (no 'your text is still here' over an empty field)", () => {
    const { storage, drafts, scheduler, later } = overClock();
    drafts.save("r", "sent text");
    drafts.savePendingSend("r", { since: 0, wasProvided: false });
    scheduler.idle();
    later(DRAFT_LIFETIME_MS + 1);
    expect(drafts.loadPendingSend("r")).toBeNull();
    expect(drafts.load("r")).toBe("");
    scheduler.idle();
    expect(storage.items.size).toBe(0);
  });

  // The sixth security review: a draft without its time (written by an older version, or a time
  // that failed to store) was kept for ever.
  it("a draft that cannot be dated is not taken back, and a garbled time is not trusted", () => {
    const { storage, drafts, scheduler } = overClock();
    storage.items.set(keysOf("r").text, "from the previous version");
    storage.items.set(keysOf("other").reason, JSON.stringify({ code: "other" }));
    expect(drafts.load("r")).toBe("");
    scheduler.idle();
    expect(storage.items.size).toBe(0);
    storage.items.set(keysOf("r").text, "text");
    storage.items.set(keysOf("r").savedAt, "not a time");
    expect(drafts.load("r")).toBe("");
  });

  // The fifth security review: another debtor's expired draft stayed in storage, readable in the
  // browser's tools, because only the reference being opened was checked.
  it("opening any notice removes every expired draft, of any reference, and keeps fresh ones", () => {
    const { storage, drafts, scheduler, later } = overClock();
    drafts.save("other-debtor", "MY SECRET OBJECTION TEXT");
    drafts.saveReason("other-debtor", paid);
    scheduler.idle();
    later(DRAFT_LIFETIME_MS + 1);
    const fresh = overClock(1_800_000_000_000 + DRAFT_LIFETIME_MS + 1);
    fresh.storage.items = storage.items;
    fresh.drafts.save("recent", "still being written");
    fresh.scheduler.idle();
    expect(fresh.drafts.load("this-debtor")).toBe("");
    fresh.scheduler.idle();
    expect([...storage.items.values()].join(" ")).not.toContain("SECRET");
    expect([...storage.items.keys()].some((key) => key.startsWith(keysOf("other-debtor").text))).toBe(false);
    expect(fresh.drafts.load("recent")).toBe("still being written");
  });

  it("nothing typed leaves nothing behind: a cleared text with no reason drops its time", () => {
    const { storage, drafts, scheduler } = overClock();
    drafts.save("r", "x");
    scheduler.idle();
    drafts.save("r", "  ");
    scheduler.idle();
    expect(storage.items.size).toBe(0);
  });
});
