import { describe, expect, it, vi } from "vitest";
import { createSessionDraftStore, draftKey } from "../../../src/browser/drafts";
import { manualScheduler } from "../../helpers/manual-scheduler";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = vi.fn((k: string) => this.items.get(k) ?? null);
  setItem = vi.fn((k: string, v: string) => void this.items.set(k, v));
  removeItem = vi.fn((k: string) => void this.items.delete(k));
}

function draftsOver(storage: MemoryStorage | (() => never) | (() => null)) {
  const scheduler = manualScheduler();
  const read = typeof storage === "function" ? storage : () => storage as unknown as Storage;
  return { drafts: createSessionDraftStore(read, scheduler), scheduler };
}

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
    expect(storage.items.size).toBe(1);
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
    expect(storage.setItem).toHaveBeenCalledTimes(1);
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
    expect(storage.items.size).toBe(2);
    // The idle write that was waiting has been cancelled: nothing is written twice.
    expect(scheduler.waiting).toEqual({ idle: 0, leave: 0 });
    scheduler.idle();
    expect(storage.setItem).toHaveBeenCalledTimes(2);
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
