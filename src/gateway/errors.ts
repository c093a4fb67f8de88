import { HTTPError, TimeoutError } from "ky";
import type { GatewayCall } from "../domain/gateway-contract";

export type GatewayErrorCode =
  | "network"
  | "timeout"
  | "notFound"
  | "badRequest"
  | "server"
  | "invalidResponse"
  | "aborted"
  /** No call was made: the widget refused its api-base (gateway/refused-gateway.ts). */
  | "refused";

export type { GatewayCall };

/**
 * A failed gateway call. The message names only the call, the code and the HTTP status:
 * never the reference, the request body, the URL or the underlying error
 * (docs/requirements.md: The debtor's reference), and the underlying error is deliberately
 * not kept as `cause` (ky's errors carry the request options, whose `json` holds the
 * reference).
 */
export class GatewayError extends Error {
  override readonly name = "GatewayError";
  readonly code: GatewayErrorCode;
  readonly call: GatewayCall;
  readonly status?: number;
  /** invalidResponse: the answer's field that no documented form fits (its name, never its value). */
  readonly field?: string;

  constructor(call: GatewayCall, code: GatewayErrorCode, status?: number, field?: string) {
    super(`Gateway call ${call} failed: ${code}${status === undefined ? "" : ` (HTTP ${status})`}`);
    this.code = code;
    this.call = call;
    if (status !== undefined) this.status = status;
    if (field !== undefined) this.field = field;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** Error code for a non-2xx HTTP status. */
export function codeForStatus(status: number): GatewayErrorCode {
  if (status === 404) return "notFound";
  if (status === 408) return "timeout";
  // Rate limiting is the server's condition, not a fault in what we sent.
  if (status === 429) return "server";
  if (status >= 400 && status < 500) return "badRequest";
  return "server";
}

function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "AbortError" || error.name === "CanceledError")
  );
}

/**
 * Maps anything thrown while calling the gateway to a `GatewayError`.
 * Pass the caller's signal: when it has been aborted the result is `aborted` whatever
 * the abort reason was.
 */
export function toGatewayError(call: GatewayCall, error: unknown, signal?: AbortSignal): GatewayError {
  if (error instanceof GatewayError) {
    return error.call === call ? error : new GatewayError(call, error.code, error.status, error.field);
  }
  if (signal?.aborted) return new GatewayError(call, "aborted");
  if (error instanceof HTTPError) {
    const { status } = error.response;
    return new GatewayError(call, codeForStatus(status), status);
  }
  if (error instanceof TimeoutError) return new GatewayError(call, "timeout");
  if (isAbortError(error)) return new GatewayError(call, "aborted");
  if (error instanceof SyntaxError) return new GatewayError(call, "invalidResponse");
  // fetch rejects with a TypeError when the network fails (DNS, CORS, connection reset, offline).
  if (error instanceof TypeError) return new GatewayError(call, "network");
  return new GatewayError(call, "network");
}
