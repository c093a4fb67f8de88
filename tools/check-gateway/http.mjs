/** The wire: each call sent as the widget's gateway client sends it (src/gateway/request.ts, client.ts). */

/**
 * @typedef {{ status: number, headers: Headers, text: string, ms: number } | { error: string, ms: number }} Exchange
 */

/** `{apiBase}/{call}` with trailing slashes of the base collapsed, as `gatewayUrl` does. */
export function callUrl(apiBase, call) {
  return `${apiBase.replace(/\/+$/, "")}/${call}`;
}

/** @returns {Promise<Exchange>} */
async function exchange(url, init, timeoutMs) {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, ms: Date.now() - started };
  } catch (error) {
    const ms = Date.now() - started;
    if (error instanceof Error && error.name === "TimeoutError")
      return { error: `no answer within ${timeoutMs} ms`, ms };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { error: `${error instanceof Error ? error.message : String(error)}${cause}`, ms };
  }
}

/**
 * POST with a JSON body, `accept` and `content-type` as the widget sends them; no cookies, no Referer.
 * `origin` is added as a browser would on a cross-origin page.
 * @param {{ apiBase: string, origin?: string, timeoutMs: number }} options
 */
export function postCall(options, call, body) {
  const headers = { accept: "application/json", "content-type": "application/json" };
  if (options.origin) headers.origin = options.origin;
  return exchange(
    callUrl(options.apiBase, call),
    { method: "POST", headers, body: JSON.stringify(body), credentials: "omit", cache: "no-store" },
    options.timeoutMs,
  );
}

/** The CORS preflight a browser sends before that POST from another origin. */
export function preflight(options, call) {
  const headers = {
    origin: options.origin ?? "",
    "access-control-request-method": "POST",
    "access-control-request-headers": "content-type",
  };
  return exchange(callUrl(options.apiBase, call), { method: "OPTIONS", headers }, options.timeoutMs);
}
