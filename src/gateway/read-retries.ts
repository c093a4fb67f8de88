import { HTTPError, TimeoutError, type RetryOptions } from "ky";

/** Retries after the first attempt for the two read calls (openapi.yaml: getDetails, getPreferredLanguage). */
export const READ_RETRY_LIMIT = 2;
/** Largest delay `setTimeout` can honour. */
export const MAX_TIMEOUT_MS = 2_147_483_647;

export function defaultRetryBackoffMs(attempt: number): number {
  return Math.min(300 * 2 ** (Math.max(attempt, 1) - 1), 5_000);
}

/** Transient failures worth another attempt: network errors, timeouts, 408, 429, 5xx. */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    return status === 408 || status === 429 || status >= 500;
  }
  // fetch signals a network failure with a TypeError.
  return error instanceof TypeError;
}

/** ky's retry options for a read: transient failures only, our own backoff, never past `signal`. */
export function readRetries(signal: AbortSignal, backoff: (attempt: number) => number): RetryOptions {
  return {
    limit: READ_RETRY_LIMIT,
    // ky does not retry POST unless told to.
    methods: ["post"],
    statusCodes: [408, 429, 500, 502, 503, 504],
    // ky 1.14 leaves timeouts alone unless asked.
    retryOnTimeout: true,
    delay: (attempt) => Math.max(0, Math.min(backoff(attempt), MAX_TIMEOUT_MS)),
    // Decides every case itself (true/false, never undefined), so a server's
    // Retry-After cannot stretch the wait beyond our own backoff.
    shouldRetry: ({ error }) => !signal.aborted && isRetryableFailure(error),
  };
}
