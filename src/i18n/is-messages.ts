import type { Messages } from "@lingui/core";

/** Lingui's compiled messages: an object of strings and arrays (compiled ICU), at least one. */
export function isMessages(value: unknown): value is Messages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every((entry) => typeof entry === "string" || Array.isArray(entry));
}
