import ky, { type KyInstance } from "ky";
import { GatewayError, toGatewayError } from "./errors";
import { bounded, budgetOf, discardBody, eitherSignal, textWithin } from "./bounded-request";
import type {
  DebtDetails,
  GatewayCall,
  GetDetailsBody,
  UpdateStateBody,
  UploadCommentBody,
  WireLanguage,
} from "../domain/gateway-contract";
import { IDEMPOTENCY_HEADER, objectionKeyOf } from "../domain/objection-key";
import { MAX_TIMEOUT_MS, defaultRetryBackoffMs, readRetries } from "./read-retries";
import { GATEWAY_REQUEST, MAX_ANSWER_BYTES, gatewayUrl, readBodies, sendsObjectionKey } from "./request";
import { openReferrerFreeXhr, type ReferrerFreeXhr } from "./referrer-free-xhr";
import { isGatewayWriteAnswer, uploadWithProgress, type UploadProgressListener } from "./upload-with-progress";
import { parseDetailsResponse, parsePreferredLanguage } from "./validate";

export { gatewayUrl };

export interface GatewayOptions {
  /** `api-base`: calls go to `{apiBase}/{callName}`. May be relative to the page (browser only). */
  apiBase: string;
  /**
   * `request-timeout`: each attempt (headers and body) must finish within this many ms; an upload
   * with progress, its answer after the last byte. A function is asked at each call (a host may
   * change the option while the widget runs).
   */
  timeoutMs: number | (() => number);
  /** Replaces `globalThis.fetch` (tests, hosts with their own fetch). */
  fetch?: typeof fetch;
  /** Delay before retry number `attempt` (1, 2). Defaults to 300 ms, 600 ms. */
  retryBackoffMs?: (attempt: number) => number;
  /** Where an upload with progress gets its XMLHttpRequest (tests pass a fake); null: send it by fetch. */
  openUploadXhr?: () => ReferrerFreeXhr | null;
  /** `cross-origin-objection-key`, asked at each send: the gateway's preflight allows Idempotency-Key. */
  crossOriginObjectionKey?: () => boolean;
}

export interface Gateway {
  getPreferredLanguage(reference: string, signal?: AbortSignal): Promise<WireLanguage | null>;
  changePreferredLanguage(reference: string, language: WireLanguage, signal?: AbortSignal): Promise<void>;
  getDetails(body: GetDetailsBody, signal?: AbortSignal): Promise<DebtDetails>;
  /** With `onProgress`, sent by XMLHttpRequest to report the bytes sent (upload-with-progress.ts). */
  uploadComment(body: UploadCommentBody, signal?: AbortSignal, onProgress?: UploadProgressListener): Promise<void>;
  updateState(body: UpdateStateBody, signal?: AbortSignal): Promise<void>;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
export { MAX_ANSWER_BYTES };

function normaliseTimeout(timeoutMs: number): number {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return DEFAULT_REQUEST_TIMEOUT_MS;
  return Math.min(timeoutMs, MAX_TIMEOUT_MS);
}

export function createGateway(options: GatewayOptions): Gateway {
  const timeoutMs = () =>
    normaliseTimeout(typeof options.timeoutMs === "function" ? options.timeoutMs() : options.timeoutMs);
  const backoff = options.retryBackoffMs ?? defaultRetryBackoffMs;
  const openUploadXhr = options.openUploadXhr ?? openReferrerFreeXhr;

  const api: KyInstance = ky.create({
    ...GATEWAY_REQUEST,
    method: "post",
    headers: { accept: "application/json" },
    // Said even where it is ky's default: ky reads its options as plain properties, and another
    // script's polluted Object.prototype.prefixUrl would otherwise send every call elsewhere.
    prefixUrl: "",
    throwHttpErrors: true,
    retry: { limit: 0 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** A write: one attempt, bounded by request-timeout. */
  async function post(
    call: GatewayCall,
    json: Record<string, unknown>,
    signal: AbortSignal | undefined,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (signal?.aborted) throw new GatewayError(call, "aborted");
    try {
      return await api(gatewayUrl(options.apiBase, call), {
        json,
        signal,
        headers,
        retry: { limit: 0 },
        timeout: timeoutMs(),
      });
    } catch (error) {
      throw toGatewayError(call, error, signal);
    }
  }

  /**
   * A read: retried on transient failures, all attempts and the answer's body within one
   * request-timeout (the budget), then parsed.
   */
  async function read<T>(
    call: GatewayCall,
    json: Record<string, unknown>,
    signal: AbortSignal | undefined,
    parse: (body: unknown) => T,
  ): Promise<T> {
    if (signal?.aborted) throw new GatewayError(call, "aborted");
    const attemptMs = timeoutMs();
    const budget = budgetOf(attemptMs);
    const bothSignals = eitherSignal(signal, budget.signal);
    const failed = (error: unknown) =>
      budget.signal.aborted && !signal?.aborted
        ? new GatewayError(call, "timeout")
        : toGatewayError(call, error, signal);
    try {
      let response: Response;
      try {
        response = await api(gatewayUrl(options.apiBase, call), {
          json,
          signal: bothSignals,
          retry: readRetries(bothSignals, backoff),
          timeout: attemptMs,
        });
      } catch (error) {
        throw failed(error);
      }
      return parse(
        await readJson(call, response, bothSignals, budget.remainingMs()).catch((error) => {
          throw failed(error);
        }),
      );
    } finally {
      budget.clear();
    }
  }

  /** Reads a body within `withinMs` and the size limit; past the limit it is `invalidResponse`. */
  async function readText(
    call: GatewayCall,
    response: Response,
    signal: AbortSignal | undefined,
    withinMs = timeoutMs(),
  ): Promise<string> {
    const text = await bounded(call, textWithin(response, MAX_ANSWER_BYTES), withinMs, signal, () =>
      discardBody(response),
    );
    if (text === null) throw new GatewayError(call, "invalidResponse");
    return text;
  }

  /** Reads a JSON body (readText); anything but JSON is `invalidResponse`. */
  async function readJson(
    call: GatewayCall,
    response: Response,
    signal: AbortSignal | undefined,
    withinMs = timeoutMs(),
  ): Promise<unknown> {
    const text = await readText(call, response, signal, withinMs);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new GatewayError(call, "invalidResponse");
    }
  }

  /**
   * A write counts as accepted only when the gateway answered like itself: an empty body or JSON.
   * A proxy's or captive portal's HTML page with status 200 must not clear a debtor's comment.
   */
  async function confirmWrite(call: GatewayCall, response: Response, signal: AbortSignal | undefined): Promise<void> {
    if (response.status === 204) return discardBody(response);
    const text = await readText(call, response, signal);
    if (!isGatewayWriteAnswer(response.status, text)) throw new GatewayError(call, "invalidResponse");
  }

  return {
    getPreferredLanguage(reference, signal) {
      return read("getPreferredLanguage", readBodies.getPreferredLanguage(reference), signal, parsePreferredLanguage);
    },

    async changePreferredLanguage(reference, language, signal) {
      const response = await post("changePreferredLanguage", { reference, newPreferredLanguage: language }, signal);
      await confirmWrite("changePreferredLanguage", response, signal);
    },

    getDetails(body, signal) {
      return read("getDetails", readBodies.getDetails(body), signal, parseDetailsResponse);
    },

    async uploadComment(body, signal, onProgress) {
      const json = {
        reference: body.reference,
        sessionId: body.sessionId,
        comment: body.comment,
        attachmentType: body.attachmentType,
        attachment: body.attachment,
        captchaToken: body.captchaToken,
      };
      const url = gatewayUrl(options.apiBase, "uploadComment");
      const pageOrigin = (globalThis as { location?: Location }).location?.origin;
      const crossOrigin = options.crossOriginObjectionKey?.() ?? false;
      const idempotencyKey = sendsObjectionKey(options.apiBase, pageOrigin, crossOrigin)
        ? objectionKeyOf(json)
        : undefined;
      const xhr = onProgress && !signal?.aborted ? openUploadXhr() : null;
      if (onProgress && xhr) {
        const request = { call: "uploadComment", url, json, answerTimeoutMs: timeoutMs(), signal, onProgress } as const;
        return uploadWithProgress({ ...request, ...(idempotencyKey ? { idempotencyKey } : {}), open: () => xhr });
      }
      const response = await post(
        "uploadComment",
        json,
        signal,
        idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
      );
      await confirmWrite("uploadComment", response, signal);
    },

    async updateState(body, signal) {
      const response = await post(
        "updateState",
        { reference: body.reference, sessionId: body.sessionId, [body.flag]: true },
        signal,
      );
      await confirmWrite("updateState", response, signal);
    },
  };
}
