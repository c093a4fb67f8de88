import { describe, expect, it } from "vitest";
import { createSessionDraftStore, draftKey } from "../../../src/browser/drafts";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe("comment drafts", () => {
  it("keeps the comment per reference under a key that does not contain the reference", () => {
    const storage = new MemoryStorage();
    const drafts = createSessionDraftStore(() => storage as unknown as Storage);
    drafts.save("ref-A-123", "draft for A");
    drafts.save("ref-B-456", "draft for B");
    expect(drafts.load("ref-A-123")).toBe("draft for A");
    expect(drafts.load("ref-B-456")).toBe("draft for B");
    for (const key of storage.items.keys()) expect(key).not.toMatch(/ref-|123|456/);
    drafts.clear("ref-A-123");
    expect(drafts.load("ref-A-123")).toBe("");
    expect(drafts.load("ref-B-456")).toBe("draft for B");
  });

  it("a blank comment removes the draft", () => {
    const storage = new MemoryStorage();
    const drafts = createSessionDraftStore(() => storage as unknown as Storage);
    drafts.save("r", "x");
    drafts.save("r", "   ");
    expect(storage.items.size).toBe(0);
  });

  it("a storage that throws (private mode, sandbox) never breaks the form", () => {
    const throwing = () => {
      throw new Error("SecurityError");
    };
    const drafts = createSessionDraftStore(throwing);
    expect(() => drafts.save("r", "x")).not.toThrow();
    expect(drafts.load("r")).toBe("");
    expect(() => drafts.clear("r")).not.toThrow();
    expect(createSessionDraftStore(() => null).load("r")).toBe("");
  });

  it("keeps the objection's reason beside the comment, and clears both together", () => {
    const storage = new MemoryStorage();
    const drafts = createSessionDraftStore(() => storage as unknown as Storage);
    const paid = { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "cardOnline" } as const;
    drafts.save("r", "text");
    drafts.saveReason("r", paid);
    expect(drafts.loadReason("r")).toEqual(paid);
    drafts.clear("r");
    expect(storage.items.size).toBe(0);
    expect(drafts.loadReason("r")).toEqual({ code: null, paidOn: "", paidBy: null });
  });

  it("a stored reason is taken back only when it is a known one", () => {
    const storage = new MemoryStorage();
    const drafts = createSessionDraftStore(() => storage as unknown as Storage);
    drafts.saveReason("r", { code: "other", paidOn: "", paidBy: null });
    const key = [...storage.items.keys()][0] ?? "";
    storage.items.set(key, JSON.stringify({ code: "alreadyPaid", paidOn: "<img>", paidBy: "cash" }));
    expect(drafts.loadReason("r")).toEqual({ code: "alreadyPaid", paidOn: "", paidBy: null });
    storage.items.set(key, JSON.stringify({ code: "hack" }));
    expect(drafts.loadReason("r").code).toBeNull();
    storage.items.set(key, "{not json");
    expect(drafts.loadReason("r").code).toBeNull();
    drafts.saveReason("r", { code: null, paidOn: "2025-01-01", paidBy: null });
    expect(storage.items.size).toBe(0);
  });

  it("different references get different keys", () => {
    expect(draftKey("a")).not.toBe(draftKey("b"));
    expect(draftKey("abc")).toBe(draftKey("abc"));
  });
});
