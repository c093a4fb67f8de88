import type { GatewayCall, GetDetailsBody } from "../domain/gateway-contract";

/**
 * `{apiBase}/{call}` with trailing slashes of the base collapsed. A relative base is
 * resolved against the page so that `Request` accepts it. The URL never carries the
 * reference: it only travels in POST bodies (openapi.yaml: `info.description`).
 */
export function gatewayUrl(apiBase: string, call: GatewayCall): string {
  const url = `${apiBase.replace(/\/+$/, "")}/${call}`;
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  if (typeof href === "string" && href !== "") {
    try {
      return new URL(url, href).href;
    } catch {
      return url;
    }
  }
  return url;
}

/**
 * Whether an objection sent to this gateway carries its Idempotency-Key: to a gateway on the
 * page's own origin, and elsewhere when the host says the gateway's CORS preflight allows the
 * header (`crossOriginObjectionKey`). Unasked, a refused preflight cannot be told from a lost
 * connection (the resend that would rescue it could store the objection twice). The record shows
 * the key only where it was sent.
 */
export function sendsObjectionKey(
  apiBase: string | null,
  pageOrigin: string | undefined,
  crossOrigin = false,
): boolean {
  if (apiBase === null) return false;
  if (crossOrigin) return true;
  if (!pageOrigin) return false;
  try {
    return new URL(gatewayUrl(apiBase, "uploadComment"), pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

/** How every gateway call is sent, by the client (ky) and by the early start alike. */
export const GATEWAY_REQUEST = {
  method: "POST",
  credentials: "omit",
  // Gateway calls send no Referer: the page URL may carry the reference (path routing).
  referrerPolicy: "no-referrer",
  cache: "no-store",
  // A redirect would carry the body (the reference, the comment) wherever the answer points.
  redirect: "error",
} as const satisfies RequestInit;

/**
 * The most of an answer the widget reads, in bytes: the largest documented answer (the details
 * with the longest history allowed, domain/total-debt.ts) is well under a tenth of it. A larger
 * one is refused as invalid, before it can fill a cheap phone's memory or freeze its page.
 */
export const MAX_ANSWER_BYTES = 1_048_576;

/**
 * The JSON bodies of the two read calls, built in one place: the early start sends them before
 * the widget runs, and the client's first request is handed the early answer only when its body
 * is the same (early-start/early-calls.ts), so the two must not drift apart.
 */
export const readBodies = {
  getPreferredLanguage: (reference: string): Record<string, unknown> => ({ reference }),
  getDetails: (body: GetDetailsBody): Record<string, unknown> =>
    body.mobile === undefined ? { reference: body.reference } : { reference: body.reference, mobile: body.mobile },
};
