/** The wire: each call sent as the widget's gateway client sends it (src/gateway/request.ts, client.ts). */

/** The most of an answer's body the checker reads: past it a gateway could make it read without end. */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * @typedef {{ status: number, headers: Headers, ms: number }} Head
 * @typedef {Head & { text: string }} Answered the whole body, read
 * @typedef {Head & { location: string | null }} Redirected a 3xx, not followed
 * @typedef {Head & { tooLarge: number }} Oversized the bytes that had come when the checker stopped reading
 * @typedef {Answered | Redirected | Oversized | { error: string, ms: number } | { timedOut: true, ms: number }} Exchange
 */

/** `{apiBase}/{call}` with trailing slashes of the base collapsed, as `gatewayUrl` does. */
export function callUrl(apiBase, call) {
  return `${apiBase.replace(/\/+$/, "")}/${call}`;
}

/**
 * The body as text, or how many bytes had come when it passed `limit`: the rest is never read.
 * @param {ReadableStream<Uint8Array> | null} body @param {number} limit
 * @returns {Promise<{ text: string } | { tooLarge: number }>}
 */
async function readCapped(body, limit) {
  if (body === null) return { text: "" };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > limit) {
      await reader.cancel();
      return { tooLarge: bytes };
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return { text: text + decoder.decode() };
}

/**
 * A redirect is reported, never followed: following it would send the reference and the body
 * wherever the gateway points.
 * @param {Response} response
 */
async function readAnswer(response) {
  const { status, headers } = response;
  if (status >= 300 && status <= 399) {
    await response.body?.cancel();
    return { status, headers, location: headers.get("location") };
  }
  return { status, headers, ...(await readCapped(response.body, MAX_BODY_BYTES)) };
}

/** @returns {Promise<Exchange>} */
async function exchange(url, init, timeoutMs) {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    return { ...(await readAnswer(response)), ms: Date.now() - started };
  } catch (error) {
    const ms = Date.now() - started;
    if (error instanceof Error && error.name === "TimeoutError") return { timedOut: true, ms };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { error: `${error instanceof Error ? error.message : String(error)}${cause}`, ms };
  }
}

/**
 * POST with a JSON body, `accept` and `content-type` as the widget sends them; no cookies, no Referer.
 * `origin` is added as a browser would on a cross-origin page.
 * @param {{ apiBase: string, origin?: string, timeoutMs: number }} options
 */
export function postCall(options, call, body, extraHeaders = {}) {
  const headers = { accept: "application/json", "content-type": "application/json", ...extraHeaders };
  if (options.origin) headers.origin = options.origin;
  return exchange(
    callUrl(options.apiBase, call),
    { method: "POST", headers, body: JSON.stringify(body), credentials: "omit", cache: "no-store" },
    options.timeoutMs,
  );
}

/**
 * The CORS preflight a browser sends before that POST from another origin (`requestHeaders`: with
 * the objection's Idempotency-Key, "content-type,idempotency-key").
 */
export function preflight(options, call, requestHeaders = "content-type") {
  const headers = {
    origin: options.origin ?? "",
    "access-control-request-method": "POST",
    "access-control-request-headers": requestHeaders,
  };
  return exchange(callUrl(options.apiBase, call), { method: "OPTIONS", headers }, options.timeoutMs);
}
