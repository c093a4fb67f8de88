import { HttpError, parseJsonObject, readBody, sendJson } from "./http-util.mjs";

/**
 * Test-only endpoints, mounted when the server runs with `faults: true`:
 * `POST /__faults` `{ call, fault }` or `{ clear: true }`, `GET /__requests`, `POST /__reset`,
 * `GET /__stored-comments` (the comments stored since the last reset, in order),
 * `GET /__gates/{call}` (how many requests a "gate" fault holds), `POST /__gates/{call}` `{ then? }`
 * (release them, answered normally or with the fault `then`).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {{ faults: import("./faults.mjs").Faults, requestLog: unknown[], storedComments: unknown[], reset: () => void }} context
 * @returns {Promise<boolean>} false when the path is not a control endpoint
 */
export async function handleControlRequest(req, res, pathname, { faults, requestLog, storedComments, reset }) {
  if (pathname === "/__requests" && req.method === "GET") {
    sendJson(res, 200, requestLog);
    return true;
  }
  if (pathname === "/__stored-comments" && req.method === "GET") {
    sendJson(res, 200, storedComments);
    return true;
  }
  if (pathname === "/__reset" && req.method === "POST") {
    reset();
    sendJson(res, 200, { ok: true });
    return true;
  }
  if (pathname.startsWith("/__gates/")) {
    const call = pathname.slice("/__gates/".length);
    if (req.method === "GET") sendJson(res, 200, { held: faults.heldAt(call) });
    else if (req.method === "POST") {
      try {
        const raw = await readBody(req, 64 * 1024);
        const body = raw.length === 0 ? {} : parseJsonObject(raw);
        sendJson(res, 200, { released: faults.release(call, body.then) });
      } catch (error) {
        sendJson(res, 400, { error: error instanceof Error ? error.message : "invalid" });
      }
    } else return false;
    return true;
  }
  if (pathname !== "/__faults" || req.method !== "POST") return false;
  try {
    const body = parseJsonObject(await readBody(req, 64 * 1024));
    if (body.clear === true) faults.clear();
    else if (typeof body.call === "string" && body.call) faults.set(body.call, /** @type {any} */ (body.fault));
    else throw new HttpError(400, "expectedCallAndFaultOrClear");
    sendJson(res, 200, { ok: true });
  } catch (error) {
    sendJson(res, error instanceof HttpError ? error.status : 400, {
      error: error instanceof Error ? error.message : "invalid",
    });
  }
  return true;
}
