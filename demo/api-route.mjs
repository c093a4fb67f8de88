import { setTimeout as sleep } from "node:timers/promises";
import { gatewayCalls } from "./api-calls.mjs";
import { HttpError, isJsonRequest, parseJsonObject, readBody, sendJson } from "./http-util.mjs";

export const API_PREFIX = "/api/2/union-debt/";
const BODY_LIMIT_BYTES = 15 * 1024 * 1024;
const LOG_LIMIT = 500;
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * @typedef {{ call: string, url: string, receivedAt: string, referer: string | null,
 *             origin: string | null, contentType: string | null, body: Record<string, any> | null }} LoggedRequest
 * (`body` is the JSON the client sent, as it came: tests probe it field by field.)
 * @typedef {{
 *   store: import("./api-calls.mjs").CallContext["store"], dataDir: string,
 *   faults: import("./faults.mjs").Faults, requestLog: LoggedRequest[],
 *   answerDelayMs: number, fallbackHost: string
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
 * @returns {Promise<boolean>} true when the fault has taken over the response
 */
async function applyFault(fault, req, res, gate) {
  switch (fault.kind) {
    case "status":
      sendJson(res, fault.status, { error: "injectedFault" }, CORS_HEADERS);
      return true;
    case "nonJson":
      res.writeHead(200, { ...CORS_HEADERS, "Content-Type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>");
      return true;
    case "drop":
      req.socket.destroy();
      return true;
    case "hang":
      return true; // answered never; close() ends the connection
    case "delay":
      await sleep(fault.ms);
      return false;
    case "gate": {
      const next = await gate();
      return next ? applyFault(next, req, res, gate) : false;
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
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CORS_HEADERS, "Access-Control-Max-Age": "600" });
    res.end();
    return;
  }
  if (req.method !== "POST") {
    sendJson(res, 405, { error: "methodNotAllowed" }, { ...CORS_HEADERS, Allow: "POST, OPTIONS" });
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
    body: withAttachmentTruncated(tryParse(raw)),
  });
  if (context.requestLog.length > LOG_LIMIT) context.requestLog.shift();

  if (context.answerDelayMs > 0) await sleep(context.answerDelayMs);
  const fault = context.faults.take(call);
  if (fault && (await applyFault(fault, req, res, () => context.faults.waitAtGate(call)))) return;

  try {
    if (bodyError) throw bodyError;
    const handler = Object.hasOwn(gatewayCalls, call) ? gatewayCalls[call] : undefined;
    if (!handler) throw new HttpError(404, "unknownCall");
    if (!isJsonRequest(req)) throw new HttpError(415, "contentTypeMustBeApplicationJson");
    const body = parseJsonObject(/** @type {Buffer} */ (raw));
    const host = req.headers.host && HOST_HEADER.test(req.headers.host) ? req.headers.host : context.fallbackHost;
    const result = handler(body, { store: context.store, dataDir: context.dataDir, origin: `http://${host}` });
    sendJson(res, 200, result, CORS_HEADERS);
  } catch (error) {
    if (error instanceof HttpError) {
      sendJson(res, error.status, { error: error.code }, CORS_HEADERS);
    } else {
      console.error("[demo gateway]", error);
      sendJson(res, 500, { error: "internalError" }, CORS_HEADERS);
    }
  }
}
