import { vi } from "vitest";

export const API_BASE = "https://gw.test/api/2/union-debt";
/** A reference that must never show up in an error message. */
export const REFERENCE = "REF-7f3a9c-SECRET";

export type Reply = Response | Error | "hang";

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  request: Request;
}

/**
 * A fetch that answers from a script, one entry per attempt (the last entry repeats).
 * "hang" never settles until the request's signal aborts, then rejects like real fetch.
 */
export function scriptedFetch(...replies: Reply[]) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
      request,
    });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error("scriptedFetch: no replies");
    if (reply === "hang") {
      return new Promise<Response>((_, reject) => {
        const { signal } = request;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      });
    }
    if (reply instanceof Error) throw reply;
    return reply.clone();
  });
  return { fetch: fn as unknown as typeof fetch, calls, mock: fn };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export function status(code: number, body = ""): Response {
  return new Response(body === "" ? null : body, { status: code });
}

export function networkError(): TypeError {
  return new TypeError("fetch failed");
}

export const validEntities = {
  name: "Ján Novák",
  isMan: true,
  icp: "12345678",
  actualDebt: "1 150,75",
  paymeUrl: "https://pay.test/abc",
  totalDebt: '[{"obdobie":"01/2024","dlh":"-10,50"}]',
  infoWasProvided: false,
  clickedOnPay: false,
  specificSymbol: "7788",
  period: "01/2024",
  sessionId: "sess-1",
  variableSymbol: "9900",
  payBySquare: "0004A000",
};
