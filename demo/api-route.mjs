import { setTimeout as sleep } from "node:timers/promises";
import { gatewayCalls } from "./api-calls.mjs";
import { corsHeadersFor } from "./cors.mjs";
import { HttpError, isJsonRequest, parseJsonObject, readBody, sendJson } from "./http-util.mjs";

export const API_PREFIX = "/api/2/union-debt/";
const BODY_LIMIT_BYTES = 15 * 1024 * 1024;
const LOG_LIMIT = 500;
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * @typedef {{ call: string, url: string, receivedAt: string, referer: string | null,
 *             origin: string | null, contentType: string | null, idempotencyKey: string | null,
 *             body: Record<string, any> | null }} LoggedRequest
 * (`body` is the JSON the client sent, as it came: tests probe it field by field.)
 * @typedef {{
 *   store: import("./api-calls.mjs").CallContext["store"], dataDir: string,
 *   faults: import("./faults.mjs").Faults, requestLog: LoggedRequest[],
 *   answerDelayMs: number, fallbackHost: string, allowedOrigins: readonly string[],
 *   payee?: object | null,
 *   idempotency: ReturnType<typeof import("./idempotency.mjs").createIdempotency>,
 *   storedComments: { reference: string, comment: string }[]
 * }} ApiContext
 */

/** The log is read by tests; a 14 MB base64 string would only get in the way. */
function withAttachmentTruncated(/** @type {Record<string, unknown> | undefined} */ body) {
  if (!body || typeof body.attachment !== "string") return body ?? null;
  const attachment = body.attachment;
  return { ...body, attachment: `${attachment.slice(0, 32)}…(${attachment.length} chars)` };
}

/** @param {Buffer | null} raw */
function tryParse(raw) {
  try {
    return raw ? parseJsonObject(raw) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {import("./faults.mjs").Fault} fault
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {() => Promise<import("./faults.mjs").Fault | undefined>} gate waits until the test releases this call
 * @param {Record<string, string>} cors the CORS headers for this request's origin
 * @returns {Promise<"answered" | "handle" | "handleThenDrop">} whether the fault has taken over the
 *   response, or the call is to be handled (and its answer then dropped)
 */
async function applyFault(fault, req, res, gate, cors) {
  switch (fault.kind) {
    case "status":
      sendJson(res, fault.status, { error: "injectedFault" }, cors);
      return "answered";
    case "nonJson":
      res.writeHead(200, { ...cors, "Content-Type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>");
      return "answered";
    case "drop":
      req.socket.destroy();
      return "answered";
    case "dropAfterStoring":
      return "handleThenDrop";
    case "hang":
      return "answered"; // answered never; close() ends the connection
    case "delay":
      await sleep(fault.ms);
      return "handle";
    case "gate": {
      const next = await gate();
      return next ? applyFault(next, req, res, gate, cors) : "handle";
    }
  }
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {ApiContext} context
 */
export async function handleApiRequest(req, res, pathname, context) {
  const cors = corsHeadersFor(req.headers.origin, context.allowedOrigins);
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...cors, "Access-Control-Max-Age": "600" });
    res.end();
    return;
  }
  if (req.method !== "POST") {
    sendJson(res, 405, { error: "methodNotAllowed" }, { ...cors, Allow: "POST, OPTIONS" });
    return;
  }
  const call = pathname.slice(API_PREFIX.length);
  /** @type {Buffer | null} */
  let raw = null;
  /** @type {unknown} */
  let bodyError = null;
  try {
    raw = await readBody(req, BODY_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) return; // the client went away
    bodyError = error;
  }
  context.requestLog.push({
    call,
    url: req.url ?? "",
    receivedAt: new Date().toISOString(),
    referer: req.headers.referer ?? null,
    origin: req.headers.origin ?? null,
    contentType: req.headers["content-type"] ?? null,
    idempotencyKey: typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null,
    body: withAttachmentTruncated(tryParse(raw)),
  });
  if (context.requestLog.length > LOG_LIMIT) context.requestLog.shift();

  /** Faults first, then the call itself; null when a fault took over the response. */
  const handle = async () => {
    if (context.answerDelayMs > 0) await sleep(context.answerDelayMs);
    const fault = context.faults.take(call);
    const effect = fault ? await applyFault(fault, req, res, () => context.faults.waitAtGate(call), cors) : "handle";
    if (effect === "answered") return null;
    const answer = answerCall(call, req, raw, bodyError, context);
    // The call has been handled (a comment stored): its answer is remembered for a repeat even
    // though this connection drops before it is sent.
    if (effect === "handleThenDrop") req.socket.destroy();
    return answer;
  };
  const key = req.headers["idempotency-key"];
  if (call === "uploadComment" && typeof key === "string" && key !== "") {
    const { answer, replayed } = await context.idempotency.once(`${call} ${key}`, handle);
    if (answer && !res.headersSent && !req.socket.destroyed)
      sendJson(res, answer.status, answer.body, replayed ? { ...cors, "Idempotent-Replayed": "true" } : cors);
    return;
  }
  const answer = await handle();
  if (answer && !req.socket.destroyed) sendJson(res, answer.status, answer.body, cors);
}

/**
 * The call's own answer (status and body).
 * @param {string} call @param {import("node:http").IncomingMessage} req @param {Buffer | null} raw
 * @param {unknown} bodyError @param {ApiContext} context
 * @returns {{ status: number, body: unknown }}
 */
function answerCall(call, req, raw, bodyError, context) {
  try {
    if (bodyError) throw bodyError;
    const handler = Object.hasOwn(gatewayCalls, call) ? gatewayCalls[call] : undefined;
    if (!handler) throw new HttpError(404, "unknownCall");
    if (!isJsonRequest(req)) throw new HttpError(415, "contentTypeMustBeApplicationJson");
    const body = parseJsonObject(/** @type {Buffer} */ (raw));
    const host = req.headers.host && HOST_HEADER.test(req.headers.host) ? req.headers.host : context.fallbackHost;
    const stored = (/** @type {{ reference: string, comment: string }} */ comment) => {
      context.storedComments.push(comment);
    };
    const callContext = {
      store: context.store,
      dataDir: context.dataDir,
      origin: `http://${host}`,
      stored,
      payee: context.payee ?? null,
    };
    return { status: 200, body: handler(body, callContext) };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: { error: error.code } };
    console.error("[demo gateway]", error);
    return { status: 500, body: { error: "internalError" } };
  }
}
