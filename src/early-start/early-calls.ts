/**
 * The start-up calls, sent before the widget's script has even been evaluated, then adopted
 * by the widget's gateway client. `dist/debt-notice.preload.js` (src/preload.ts) sends them
 * from a page; `adoptingEarlyCalls` hands each answer to the first identical request, once.
 * Plain fetch, no ky: the preload script must stay small (its byte ceiling: scripts/check-size.mjs).
 */
import { GATEWAY_REQUEST, gatewayUrl } from "../gateway/request";
import type { GatewayCall } from "../domain/gateway-contract";

interface EarlyCall {
  url: string;
  body: string;
  response: Promise<Response>;
  /** The answer's JSON, read from a copy taken as it arrives (the response itself is the widget's); null when nobody asked for it. */
  answer: Promise<unknown> | null;
  sentAt: number;
}

/** An answer older than this is not adopted: it is no longer the start-up's answer. */
export const EARLY_CALL_LIFETIME_MS = 10_000;

const REGISTRY = Symbol.for("debt-notice.early-calls");

/** Shared through the global object: the preload script and the widget are separate bundles. */
function earlyCalls(): EarlyCall[] {
  const holder = globalThis as { [REGISTRY]?: EarlyCall[] };
  holder[REGISTRY] ??= [];
  return holder[REGISTRY];
}

/**
 * Sends a gateway call now, exactly as the gateway client would, for the widget to adopt; once:
 * the preload script and the widget's own first lines both try, whichever runs first sends.
 * With `readAnswer`, returns the answer's JSON too (rejected unless a 2xx JSON answer), for the
 * first paint; without, nothing is copied or parsed twice.
 */
export function sendEarly(
  apiBase: string,
  call: GatewayCall,
  json: Record<string, unknown>,
  { readAnswer = false } = {},
): Promise<unknown> | null {
  const url = gatewayUrl(apiBase, call);
  const body = JSON.stringify(json);
  const pending = earlyCalls();
  forgetExpired(pending);
  const sent = pending.find((early) => early.url === url && sameJson(early.body, body));
  if (sent) return sent.answer;
  const response = fetch(url, {
    ...GATEWAY_REQUEST,
    headers: { accept: "application/json", "content-type": "application/json" },
    body,
  });
  // Copied in the first reaction to the response, before the adopting client can read it.
  const answer = readAnswer
    ? response.then((arrived) => {
        if (!arrived.ok) throw new Error(`HTTP ${arrived.status}`);
        return arrived.clone().json() as Promise<unknown>;
      })
    : null;
  // Unadopted, a failure is nobody's business: the widget sends its own request.
  response.catch(() => undefined);
  answer?.catch(() => undefined);
  pending.push({ url, body, response, answer, sentAt: Date.now() });
  return answer;
}

/** The same JSON object, whatever the order of its fields. */
function sameJson(a: string, b: string): boolean {
  try {
    const canonical = (text: string) => {
      const value = JSON.parse(text) as unknown;
      return value !== null && typeof value === "object" ? JSON.stringify(value, Object.keys(value).sort()) : text;
    };
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}

/**
 * A fetch that answers a POST identical to a recent early call (same URL, same JSON body) with
 * that call's response, once; everything else goes to `fetchImpl` (read when called, so a
 * fetch replaced later is honoured). The client's abort and timeout apply to an adopted answer
 * as to any fetch (ky races both against it). A failed early call fails this attempt only: the
 * client's retry then sends a request of its own.
 */
export function adoptingEarlyCalls(fetchImpl: () => typeof fetch = () => globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const pending = earlyCalls();
    forgetExpired(pending);
    if (pending.length === 0) return fetchImpl()(input, init);
    // A copy: reading the body of `input` itself would leave nothing to send.
    const request = new Request(input instanceof Request ? input.clone() : input, init);
    if (request.method !== "POST" || !pending.some((early) => early.url === request.url))
      return fetchImpl()(input, init);
    const body = await request.text();
    const index = pending.findIndex((early) => early.url === request.url && sameJson(early.body, body));
    if (index < 0) return fetchImpl()(input, init);
    const [early] = pending.splice(index, 1);
    return (early as EarlyCall).response;
  };
}

function forgetExpired(pending: EarlyCall[]): void {
  const now = Date.now();
  for (let i = pending.length - 1; i >= 0; i--) {
    const early = pending[i] as EarlyCall;
    if (now - early.sentAt <= EARLY_CALL_LIFETIME_MS) continue;
    pending.splice(i, 1);
    void early.response.then((response) => response.body?.cancel()).catch(() => undefined);
  }
}
