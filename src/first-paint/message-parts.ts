import type { Messages } from "@lingui/core";

/** A piece of a message on the page: its own text, or a value put in its place. */
export type MessagePart = string | Node;

/**
 * The parts of a compiled catalog message with its placeholders filled, for a page without
 * Lingui's runtime (the first paint). Null when the message is not in the catalog, a value is
 * missing, or it needs more than placeholders (plural, select, a tag): the first paint then does
 * not guess, the app renders it.
 */
export function messageParts(
  messages: Messages,
  id: string,
  values: Readonly<Record<string, MessagePart>> = {},
): MessagePart[] | null {
  const compiled: unknown = messages[id];
  const pieces: unknown[] = typeof compiled === "string" ? [compiled] : Array.isArray(compiled) ? compiled : [];
  if (pieces.length === 0) return null;
  const parts: MessagePart[] = [];
  for (const piece of pieces) {
    if (typeof piece === "string") {
      if (/<\/?\d+>/.test(piece)) return null;
      parts.push(piece);
    } else if (Array.isArray(piece) && piece.length === 1 && typeof piece[0] === "string") {
      const value = values[piece[0]];
      if (value === undefined) return null;
      parts.push(value);
    } else {
      return null;
    }
  }
  return parts;
}
