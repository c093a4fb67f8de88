import type { GatewayCall } from "../domain/gateway-contract";
import { IDEMPOTENCY_HEADER } from "../domain/objection-key";
import { GatewayError, codeForStatus } from "./errors";
import { MAX_ANSWER_BYTES } from "./request";
import type { ReferrerFreeXhr } from "./referrer-free-xhr";

/** Bytes of the request body sent so far, of how many. */
export type UploadProgressListener = (sent: number, total: number) => void;

export interface UploadWithProgressRequest {
  call: GatewayCall;
  url: string;
  json: Record<string, unknown>;
  /** Sent as the Idempotency-Key header (domain/objection-key.ts). */
  idempotencyKey?: string;
  /** Counted from the last byte sent: how long the gateway may take to answer. */
  answerTimeoutMs: number;
  signal: AbortSignal | undefined;
  onProgress: UploadProgressListener;
  open: () => ReferrerFreeXhr;
}

/**
 * A write counts as accepted only when the gateway answered like itself: no body, an empty one, or JSON.
 * A proxy's or captive portal's HTML page with status 200 must not clear a debtor's comment.
 */
export function isGatewayWriteAnswer(status: number, text: string): boolean {
  if (status === 204 || text.trim() === "") return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * One POST through XMLHttpRequest, whose `upload.onprogress` is the only way a browser reports
 * the bytes of a request body leaving over HTTP/1.1 (a streamed fetch body needs HTTP/2).
 * Sent exactly once, never retried; fails with the same GatewayError codes as the fetch calls.
 * While the body is leaving there is no time limit (the machine tells the debtor when nothing moves,
 * and they may stop it); the answer must then come within `answerTimeoutMs`.
 */
export function uploadWithProgress(request: UploadWithProgressRequest): Promise<void> {
  const { call, signal, idempotencyKey } = request;
  if (signal?.aborted) return Promise.reject(new GatewayError(call, "aborted"));
  const { xhr, release } = request.open();
  return new Promise<void>((resolve, reject) => {
    let answerTimer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (error: GatewayError | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(answerTimer);
      signal?.removeEventListener("abort", onAbort);
      release();
      if (error) reject(error);
      else resolve();
    };
    const giveUp = (code: "aborted" | "timeout"): void => {
      settle(new GatewayError(call, code));
      xhr.abort();
    };
    const onAbort = (): void => giveUp("aborted");
    signal?.addEventListener("abort", onAbort, { once: true });

    xhr.upload.onprogress = (event) => {
      // A report queued before a stop must not move the next upload's bar.
      if (event.lengthComputable && !settled) request.onProgress(event.loaded, event.total);
    };
    xhr.upload.onload = () => {
      answerTimer = setTimeout(() => giveUp("timeout"), request.answerTimeoutMs);
    };
    // The answer, as it comes: past the size limit it is no answer of the gateway's (client.ts).
    xhr.onprogress = (event) => {
      if (event.loaded <= MAX_ANSWER_BYTES || settled) return;
      settle(new GatewayError(call, "invalidResponse"));
      xhr.abort();
    };
    // A refused connection, a reset, CORS, offline: what fetch reports as a TypeError.
    xhr.onerror = () => settle(new GatewayError(call, "network"));
    xhr.onload = () => {
      // XMLHttpRequest follows a redirect by itself: an answer from elsewhere is no answer of the gateway's.
      if (xhr.responseURL && xhr.responseURL !== request.url) return settle(new GatewayError(call, "network"));
      const { status } = xhr;
      if (status < 200 || status > 299) return settle(new GatewayError(call, codeForStatus(status), status));
      settle(isGatewayWriteAnswer(status, xhr.responseText) ? null : new GatewayError(call, "invalidResponse"));
    };

    xhr.open("POST", request.url);
    xhr.withCredentials = false;
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("content-type", "application/json");
    if (idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    xhr.send(JSON.stringify(request.json));
  });
}
