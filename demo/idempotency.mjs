/**
 * The Idempotency-Key header (IETF draft) on the reference gateway: the first request with a key
 * is handled; a repeat (a resend of the same objection) gets the first one's answer, with
 * `Idempotent-Replayed: true`, and stores nothing. A repeat that arrives while the first is still
 * being handled waits for it. A first request that got no answer (dropped, hung) stores nothing,
 * so its key is free again.
 * @typedef {{ status: number, body: unknown }} Answer
 */
export function createIdempotency() {
  /** @type {Map<string, Promise<Answer | null>>} */
  const seen = new Map();
  return {
    /**
     * @param {string} key
     * @param {() => Promise<Answer | null>} handle the request's own handling; null when nothing was answered
     * @returns {Promise<{ answer: Answer | null, replayed: boolean }>}
     */
    async once(key, handle) {
      const earlier = seen.get(key);
      if (earlier) {
        const answer = await earlier;
        if (answer) return { answer, replayed: true };
      }
      const handling = handle();
      seen.set(key, handling);
      const answer = await handling;
      if (!answer || answer.status >= 500) seen.delete(key);
      return { answer, replayed: false };
    },
    clear() {
      seen.clear();
    },
  };
}
