/**
 * The one fake `fetch` of the unit and component tests: it records every request (URL, gateway
 * call name, method, headers, JSON body) and answers from a responder. `scriptedFetch` answers
 * attempt by attempt, `routedFetch` by gateway call; `stubFetch` installs one as the global fetch.
 */
import { vi, type Mock } from "vitest";

/** An answer: a response, a rejection (a network error), or "hang" until the request is aborted. */
export type Reply = Response | Error | "hang";

export interface RecordedCall {
  url: string;
  /** The last path segment: the gateway call's name (`getDetails`, …). */
  call: string;
  method: string;
  headers: Headers;
  /** The JSON body, or undefined when there is none. */
  body: Record<string, unknown> | undefined;
  request: Request;
}

export type Responder = (call: RecordedCall) => Reply | Promise<Reply>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
  mock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  /** The recorded calls to one gateway call, in order. */
  callsTo(name: string): RecordedCall[];
}

function hang(signal: AbortSignal): Promise<Response> {
  return new Promise<Response>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export function fakeFetch(respond: Responder): FakeFetch {
  const calls: RecordedCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: RecordedCall = {
      url: request.url,
      call: new URL(request.url).pathname.split("/").pop() ?? "",
      method: request.method,
      headers: request.headers,
      body: undefined,
      request,
    };
    // Recorded at once, in the order fetch was called; a string body (fetch(url, init)) is read at once too.
    calls.push(call);
    const text = typeof init?.body === "string" ? init.body : await request.clone().text();
    call.body = text === "" ? undefined : (JSON.parse(text) as Record<string, unknown>);
    const reply = await respond(call);
    if (reply === "hang") return hang(request.signal);
    if (reply instanceof Error) throw reply;
    // A reply may be handed out again (the last scripted one repeats): never its consumed body.
    return reply.clone();
  });
  return {
    fetch: mock as unknown as typeof fetch,
    calls,
    mock,
    callsTo: (name) => calls.filter((call) => call.call === name),
  };
}

/** Answers from a script, one entry per attempt; the last entry repeats. */
export function scriptedFetch(...replies: Reply[]): FakeFetch {
  if (replies.length === 0) throw new Error("scriptedFetch: no replies");
  let attempt = 0;
  return fakeFetch(() => replies[Math.min(attempt++, replies.length - 1)] as Reply);
}

export type Route = (body: Record<string, unknown>) => Reply | Promise<Reply>;

/**
 * Answers by gateway call; a call without a route gets a 404. `routes` stays live: a test may
 * replace one (`routes.getDetails = () => json({}, 404)`) and the next request uses it.
 */
export function routedFetch(routes: Partial<Record<string, Route>>): FakeFetch & { routes: typeof routes } {
  const fake = fakeFetch((call) => routes[call.call]?.(call.body ?? {}) ?? json({ error: "unknown call" }, 404));
  return { ...fake, routes };
}

/** Installs `fake` as the global fetch (undone by `vi.unstubAllGlobals()`). */
export function stubFetch<T extends FakeFetch>(fake: T): T {
  vi.stubGlobal("fetch", fake.fetch);
  return fake;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function status(code: number, body = ""): Response {
  return new Response(body === "" ? null : body, { status: code });
}

export function networkError(): TypeError {
  return new TypeError("fetch failed");
}
