/** Small HTTP helpers shared by the gateway's routes. */

export class HttpError extends Error {
  /** @param {number} status @param {string} code a stable machine-readable error */
  constructor(status, code) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, value, headers = {}) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(body);
}

/**
 * Reads the whole body. An oversized body is drained rather than cut off, so the client
 * gets a readable 413 instead of a reset connection.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limitBytes
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limitBytes) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limitBytes) chunks = [];
      else chunks.push(chunk);
    });
    req.on("end", () =>
      size > limitBytes ? reject(new HttpError(413, "bodyTooLarge")) : resolve(Buffer.concat(chunks)),
    );
    req.on("error", reject);
  });
}

/** @param {Buffer} raw @returns {Record<string, unknown>} */
export function parseJsonObject(raw) {
  let value;
  try {
    value = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, "malformedJson");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new HttpError(400, "bodyMustBeAnObject");
  return value;
}

/** @param {import("node:http").IncomingMessage} req */
export function isJsonRequest(req) {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}
