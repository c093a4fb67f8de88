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

  it("different references get different keys", () => {
    expect(draftKey("a")).not.toBe(draftKey("b"));
    expect(draftKey("abc")).toBe(draftKey("abc"));
  });
});
