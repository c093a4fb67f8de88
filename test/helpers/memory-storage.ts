import { vi } from "vitest";

/** A `Storage` in memory whose calls can be counted, for the draft and record stores. */
export class MemoryStorage {
  items = new Map<string, string>();
  getItem = vi.fn((k: string) => this.items.get(k) ?? null);
  setItem = vi.fn((k: string, v: string) => void this.items.set(k, v));
  removeItem = vi.fn((k: string) => void this.items.delete(k));
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
}
