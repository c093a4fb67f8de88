// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * The Idempotency-Key header (IETF draft) on the reference gateway: the first request with a key
 * is handled; a repeat (a resend of the same objection) gets the first one's answer, with
 * `Idempotent-Replayed: true`, and stores nothing. A repeat that arrives while the first is still
 * being handled waits for it. A first request that got no answer (dropped, hung) stores nothing,
 * so its key is free again.
 * @typedef {{ status: number, body: unknown }} Answer
 */
export function createIdempotency(): {
    /**
     * @param {string} key
     * @param {() => Promise<Answer | null>} handle the request's own handling; null when nothing was answered
     * @returns {Promise<{ answer: Answer | null, replayed: boolean }>}
     */
    once(key: string, handle: () => Promise<Answer | null>): Promise<{
        answer: Answer | null;
        replayed: boolean;
    }>;
    clear(): void;
};
/**
 * The Idempotency-Key header (IETF draft) on the reference gateway: the first request with a key
 * is handled; a repeat (a resend of the same objection) gets the first one's answer, with
 * `Idempotent-Replayed: true`, and stores nothing. A repeat that arrives while the first is still
 * being handled waits for it. A first request that got no answer (dropped, hung) stores nothing,
 * so its key is free again.
 */
export type Answer = {
    status: number;
    body: unknown;
};
