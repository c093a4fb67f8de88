/**
 * The objection's text field takes at most this many characters (the gateway gets them after the
 * reason's first line). The field says so before it bites: nothing is cut without a word.
 */
export const MAX_COMMENT_LENGTH = 2000;

/** From this many characters on, the field says how many are left. */
const COUNTED_FROM = MAX_COMMENT_LENGTH - 200;

export interface CommentLimit {
  /** Characters left, once near the limit; null before. */
  left: number | null;
  /** The text is as long as the field takes: more typed or pasted is not kept. */
  reached: boolean;
}

export function commentLimitOf(comment: string): CommentLimit {
  const left = MAX_COMMENT_LENGTH - comment.length;
  return { left: comment.length >= COUNTED_FROM ? Math.max(left, 0) : null, reached: left <= 0 };
}
