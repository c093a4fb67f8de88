// One request's limits: its time (a timeout, the caller's abort, a read call's whole budget with
// its retries) and the size of its answer (read up to a limit, the rest never read).
import type { GatewayCall } from "../domain/gateway-contract";
import { GatewayError, toGatewayError } from "./errors";

/**
 * Resolves with `promise`, or rejects with a `timeout` GatewayError after `timeoutMs`, or an
 * `aborted` one when `signal` aborts. `onGiveUp` releases whatever `promise` holds on to.
 */
export function bounded<T>(
  call: GatewayCall,
  promise: Promise<T>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  onGiveUp: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const giveUp = (error: GatewayError): void => {
      cleanup();
      onGiveUp();
      reject(error);
    };
    const onAbort = (): void => giveUp(new GatewayError(call, "aborted"));
    const timer = setTimeout(() => giveUp(new GatewayError(call, "timeout")), timeoutMs);
    const cleanup = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        cleanup();
        reject(toGatewayError(call, error, signal));
      },
    );
  });
}

/**
 * A read call's whole time budget, retries and backoff included: the first view's "Try again"
 * comes within request-timeout whatever the gateway does. A timer (not AbortSignal.timeout), so
 * that a test's fake clock drives it.
 */
export interface Budget {
  signal: AbortSignal;
  remainingMs(): number;
  clear(): void;
}

export function budgetOf(ms: number): Budget {
  const controller = new AbortController();
  const endsAt = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(), ms);
  return {
    signal: controller.signal,
    remainingMs: () => Math.max(1, endsAt - Date.now()),
    clear: () => clearTimeout(timer),
  };
}

/** Aborts when any of `signals` does (AbortSignal.any is missing before Safari 17.4). */
export function eitherSignal(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  if (!a) return b;
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener("abort", abort, { once: true });
  b.addEventListener("abort", abort, { once: true });
  return controller.signal;
}

export function discardBody(response: Response): void {
  if (response.body && !response.bodyUsed) void response.body.cancel().catch(() => undefined);
}

/** The body as text, or null once it passes `limit` bytes (the rest is never read). */
export async function textWithin(response: Response, limit: number): Promise<string | null> {
  if (Number(response.headers.get("content-length")) > limit) {
    discardBody(response);
    return null;
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
