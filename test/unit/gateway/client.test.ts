import { describe, expect, it, vi } from "vitest";
import { createGateway, gatewayUrl, type GatewayOptions } from "../../../src/gateway/client";
import { GatewayError } from "../../../src/gateway/errors";
import { MAX_ANSWER_BYTES } from "../../../src/gateway/client";
import { json, networkError, scriptedFetch, status, type Reply } from "../../helpers/fake-fetch";
import { API_BASE, REFERENCE, validEntities } from "./wire-fixture";

function setup(replies: Reply[], overrides: Partial<GatewayOptions> = {}) {
  const fake = scriptedFetch(...replies);
  const backoffs: number[] = [];
  const gateway = createGateway({
    apiBase: API_BASE,
    timeoutMs: 1_000,
    fetch: fake.fetch,
    retryBackoffMs: (attempt) => {
      backoffs.push(attempt);
      return 1;
    },
    ...overrides,
  });
  return { gateway, calls: fake.calls, backoffs };
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }
  throw new Error("expected the call to fail");
}

const details = () => json({ entities: validEntities });

describe("request shape", () => {
  it("getPreferredLanguage posts { reference } and returns the wire language", async () => {
    const { gateway, calls } = setup([json({ preferredLanguage: "ua" })]);
    await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBe("ua");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${API_BASE}/getPreferredLanguage`);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toStrictEqual({ reference: REFERENCE });
  });

  it("getPreferredLanguage returns null for an unknown language", async () => {
    const { gateway } = setup([json({ preferredLanguage: "de" })]);
    await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBeNull();
  });

  it("changePreferredLanguage posts { reference, newPreferredLanguage }", async () => {
    const { gateway, calls } = setup([status(200, '{"ok":true}')]);
    await expect(gateway.changePreferredLanguage(REFERENCE, "en")).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe(`${API_BASE}/changePreferredLanguage`);
    expect(calls[0]?.body).toStrictEqual({ reference: REFERENCE, newPreferredLanguage: "en" });
  });

  it.each([true, false])("getDetails sends mobile: %s as a boolean", async (mobile) => {
    const { gateway, calls } = setup([details()]);
    await gateway.getDetails({ reference: REFERENCE, mobile });
    expect(calls[0]?.url).toBe(`${API_BASE}/getDetails`);
    expect(calls[0]?.body).toStrictEqual({ reference: REFERENCE, mobile });
  });

  it("getDetails omits mobile when it is not given (total-debt page)", async () => {
    const { gateway, calls } = setup([details()]);
    await gateway.getDetails({ reference: REFERENCE });
    expect(calls[0]?.body).toStrictEqual({ reference: REFERENCE });
    expect(Object.keys(calls[0]?.body as object)).toEqual(["reference"]);
  });

  it("getDetails returns the parsed entities", async () => {
    const { gateway } = setup([details()]);
    await expect(gateway.getDetails({ reference: REFERENCE, mobile: false })).resolves.toStrictEqual(validEntities);
  });

  it("uploadComment posts all six fields, nulls included", async () => {
    const { gateway, calls } = setup([status(204)]);
    const body = {
      reference: REFERENCE,
      sessionId: "sess-1",
      comment: "I paid already",
      attachmentType: null,
      attachment: null,
      captchaToken: "tok-1",
    };
    await expect(gateway.uploadComment(body)).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe(`${API_BASE}/uploadComment`);
    expect(calls[0]?.body).toStrictEqual(body);
  });

  it("uploadComment does not forward extra properties of its argument", async () => {
    const { gateway, calls } = setup([status(200)]);
    const body = {
      reference: REFERENCE,
      sessionId: "s",
      comment: "c",
      attachmentType: "png",
      attachment: "iVBORw0KGgo=",
      captchaToken: null,
      fileName: "private.png",
    };
    await gateway.uploadComment(body);
    expect(calls[0]?.body).toStrictEqual({
      reference: REFERENCE,
      sessionId: "s",
      comment: "c",
      attachmentType: "png",
      attachment: "iVBORw0KGgo=",
      captchaToken: null,
    });
  });

  it.each(["clickedOnPay", "clickedOnTotalDebt", "clickedOnCalendar"] as const)(
    "updateState sends exactly one flag: %s",
    async (flag) => {
      const { gateway, calls } = setup([status(200)]);
      await gateway.updateState({ reference: REFERENCE, sessionId: "sess-1", flag });
      expect(calls[0]?.url).toBe(`${API_BASE}/updateState`);
      expect(calls[0]?.body).toStrictEqual({ reference: REFERENCE, sessionId: "sess-1", [flag]: true });
    },
  );

  it("sends JSON with the agreed fetch options and no reference in the URL", async () => {
    const { gateway, calls } = setup([details()]);
    await gateway.getDetails({ reference: REFERENCE, mobile: true });
    const call = calls[0];
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.headers.get("accept")).toBe("application/json");
    expect(call?.request.credentials).toBe("omit");
    expect(call?.request.referrerPolicy).toBe("no-referrer");
    expect(call?.request.cache).toBe("no-store");
    // A redirect is a failure, never followed with the body.
    expect(call?.request.redirect).toBe("error");
    expect(call?.url).not.toContain(REFERENCE);
  });

  it("collapses trailing slashes of apiBase", async () => {
    const { gateway, calls } = setup([status(200)], { apiBase: `${API_BASE}///` });
    await gateway.updateState({ reference: REFERENCE, sessionId: "s", flag: "clickedOnPay" });
    expect(calls[0]?.url).toBe(`${API_BASE}/updateState`);
  });
});

describe("gatewayUrl", () => {
  it("keeps absolute bases and joins the call name", () => {
    expect(gatewayUrl("https://gw.test/base/", "getDetails")).toBe("https://gw.test/base/getDetails");
  });

  it("resolves a relative base against location when there is one", () => {
    const g = globalThis as { location?: unknown };
    const had = Object.hasOwn(g, "location");
    const previous = g.location;
    g.location = { href: "https://portal.test/dlh/REF/celkovy-dlh?m=1" };
    try {
      expect(gatewayUrl("/api/2/union-debt", "getDetails")).toBe("https://portal.test/api/2/union-debt/getDetails");
    } finally {
      if (had) g.location = previous;
      else delete g.location;
    }
  });

  it("leaves a relative base alone without location (Node)", () => {
    expect(gatewayUrl("/api/2/union-debt", "updateState")).toBe("/api/2/union-debt/updateState");
  });
});

describe("retries", () => {
  it("getDetails retries twice on 503 and then succeeds", async () => {
    const { gateway, calls, backoffs } = setup([status(503), status(503), details()]);
    await expect(gateway.getDetails({ reference: REFERENCE })).resolves.toMatchObject({
      sessionId: "sess-1",
    });
    expect(calls).toHaveLength(3);
    expect(backoffs).toEqual([1, 2]);
    // Every attempt carries the same body.
    for (const call of calls) expect(call.body).toStrictEqual({ reference: REFERENCE });
  });

  it("getDetails gives up after three attempts in total", async () => {
    const { gateway, calls } = setup([status(503)]);
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe("server");
    expect(error.status).toBe(503);
    expect(error.call).toBe("getDetails");
    expect(calls).toHaveLength(3);
  });

  it.each([408, 429, 500, 502, 504])("getDetails retries on %i", async (code) => {
    const { gateway, calls } = setup([status(code), details()]);
    await gateway.getDetails({ reference: REFERENCE });
    expect(calls).toHaveLength(2);
  });

  it("getDetails retries on a network TypeError", async () => {
    const { gateway, calls } = setup([networkError(), details()]);
    await expect(gateway.getDetails({ reference: REFERENCE })).resolves.toMatchObject({ name: "Ján Novák" });
    expect(calls).toHaveLength(2);
  });

  it("a network error that persists ends as code network after three attempts", async () => {
    const { gateway, calls } = setup([networkError()]);
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe("network");
    expect(calls).toHaveLength(3);
  });

  it.each([
    [404, "notFound"],
    [400, "badRequest"],
    [422, "badRequest"],
    [403, "badRequest"],
  ] as const)("getDetails does not retry %i (code %s)", async (code, expected) => {
    const { gateway, calls } = setup([status(code), details()]);
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe(expected);
    expect(error.status).toBe(code);
    expect(calls).toHaveLength(1);
  });

  it("an exception from fetch that is not a network TypeError is not retried", async () => {
    const { gateway, calls } = setup([new RangeError("bad init"), details()]);
    await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(calls).toHaveLength(1);
  });

  it("getPreferredLanguage retries like getDetails", async () => {
    const { gateway, calls } = setup([status(500), networkError(), json({ preferredLanguage: "sk" })]);
    await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBe("sk");
    expect(calls).toHaveLength(3);
  });

  const writes = {
    uploadComment: (g: ReturnType<typeof createGateway>) =>
      g.uploadComment({
        reference: REFERENCE,
        sessionId: "s",
        comment: "c",
        attachmentType: null,
        attachment: null,
        captchaToken: null,
      }),
    updateState: (g: ReturnType<typeof createGateway>) =>
      g.updateState({ reference: REFERENCE, sessionId: "s", flag: "clickedOnPay" }),
    changePreferredLanguage: (g: ReturnType<typeof createGateway>) => g.changePreferredLanguage(REFERENCE, "sk"),
  };

  it.each(Object.entries(writes))("%s is attempted exactly once on 503", async (name, run) => {
    const { gateway, calls } = setup([status(503), status(200)]);
    const error = await failure(run(gateway));
    expect(error.code).toBe("server");
    expect(error.call).toBe(name);
    expect(calls).toHaveLength(1);
  });

  it.each(Object.entries(writes))("%s is attempted exactly once on a network error", async (_name, run) => {
    const { gateway, calls } = setup([networkError(), status(200)]);
    const error = await failure(run(gateway));
    expect(error.code).toBe("network");
    expect(calls).toHaveLength(1);
  });

  it.each(Object.entries(writes))("%s is attempted exactly once on a timeout", async (_name, run) => {
    const { gateway, calls } = setup(["hang", status(200)], { timeoutMs: 30 });
    const error = await failure(run(gateway));
    expect(error.code).toBe("timeout");
    expect(calls).toHaveLength(1);
  });
});

describe("timeouts and aborts", () => {
  it("a read that does not answer within timeoutMs fails with code timeout: the attempt used the call's whole budget", async () => {
    const { gateway, calls } = setup(["hang", details()], { timeoutMs: 30 });
    const started = Date.now();
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe("timeout");
    // The attempt was cut off and its request signal aborted; no attempt outlives the budget.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request.signal.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("quick failures are retried inside the budget, and the whole call ends within it however they come", async () => {
    vi.useFakeTimers();
    try {
      // Each 503 answers at once, the backoff waits, the third attempt hangs: the call still ends at 20 s.
      const { gateway, calls } = setup([status(503), status(503), "hang"], {
        timeoutMs: 20_000,
        retryBackoffMs: (attempt) => attempt * 1_000,
      });
      const outcome = failure(gateway.getDetails({ reference: REFERENCE }));
      await vi.advanceTimersByTimeAsync(19_999);
      expect(calls).toHaveLength(3);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await outcome).code).toBe("timeout");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a body that does not arrive within timeoutMs is a timeout too", async () => {
    const stalled = new Response(new ReadableStream<Uint8Array>({ start() {} }), { status: 200 });
    const { gateway } = setup([stalled], { timeoutMs: 30 });
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe("timeout");
  });

  it("aborting an in-flight request rejects with code aborted and stops retries", async () => {
    const controller = new AbortController();
    const { gateway, calls } = setup(["hang", details()], { timeoutMs: 5_000 });
    const promise = gateway.getDetails({ reference: REFERENCE }, controller.signal);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const error = await failure(promise);
    expect(error.code).toBe("aborted");
    expect(calls[0]?.request.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toHaveLength(1);
  });

  it("aborting during the retry backoff rejects with aborted and sends nothing more", async () => {
    const controller = new AbortController();
    const { gateway, calls } = setup([status(503), details()], { retryBackoffMs: () => 200 });
    const promise = gateway.getDetails({ reference: REFERENCE }, controller.signal);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort(new Error("navigated away"));
    const error = await failure(promise);
    expect(error.code).toBe("aborted");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(calls).toHaveLength(1);
  });

  it("an already aborted signal sends nothing", async () => {
    const { gateway, calls } = setup([details()]);
    const error = await failure(gateway.getDetails({ reference: REFERENCE }, AbortSignal.abort()));
    expect(error.code).toBe("aborted");
    expect(calls).toHaveLength(0);
  });
});

describe("responses", () => {
  it.each([
    ["HTML", "<html>oops</html>"],
    ["empty", ""],
    ["truncated JSON", '{"entities":{'],
  ])("a 200 with a non-JSON (%s) body is invalidResponse", async (_label, body) => {
    const { gateway, calls } = setup([new Response(body, { status: 200 })]);
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe("invalidResponse");
    expect(calls).toHaveLength(1);
  });

  /** Valid details padded with whitespace to `bytes`, sent as a stream that counts what was read. */
  function paddedDetails(bytes: number, { declareLength }: { declareLength: boolean }) {
    const head = new TextEncoder().encode(JSON.stringify({ entities: validEntities }));
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    const read = { bytes: 0 };
    let left = bytes - head.length;
    let sentHead = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = !sentHead ? head : chunk.subarray(0, Math.min(chunk.length, left));
        if (sentHead) left -= next.length;
        sentHead = true;
        read.bytes += next.length;
        if (next.length === 0) controller.close();
        else controller.enqueue(next);
      },
    });
    const headers: Record<string, string> = declareLength ? { "content-length": String(bytes) } : {};
    return { response: new Response(body, { status: 200, headers }), read };
  }

  it("details of exactly the size limit are read", async () => {
    const { response } = paddedDetails(MAX_ANSWER_BYTES, { declareLength: false });
    const { gateway } = setup([response]);
    await expect(gateway.getDetails({ reference: REFERENCE })).resolves.toMatchObject({ name: validEntities.name });
  });

  it.each([
    ["streamed without a length", false],
    ["with its Content-Length", true],
  ])(
    "an answer over the size limit (%s) is invalidResponse, and the rest of it is never read",
    async (_label, declareLength) => {
      const { response, read } = paddedDetails(3 * MAX_ANSWER_BYTES, { declareLength });
      const { gateway, calls } = setup([response]);
      const error = await failure(gateway.getDetails({ reference: REFERENCE }));
      expect(error.code).toBe("invalidResponse");
      expect(calls).toHaveLength(1);
      // A chunk or two read ahead by the stream, not the whole answer.
      expect(read.bytes).toBeLessThan(MAX_ANSWER_BYTES + 4 * 64 * 1024);
    },
  );

  it("non-JSON for getPreferredLanguage is invalidResponse", async () => {
    const { gateway } = setup([new Response("ok", { status: 200 })]);
    expect((await failure(gateway.getPreferredLanguage(REFERENCE))).code).toBe("invalidResponse");
  });

  it.each([
    ["no entities", {}],
    ["entities null", { entities: null }],
    ["entities an array", { entities: [validEntities] }],
    ["entities a string", { entities: JSON.stringify(validEntities) }],
    ["a flag of the wrong type", { entities: { ...validEntities, infoWasProvided: { yes: true } } }],
  ])("invalid details (%s) are invalidResponse", async (_label, body) => {
    const { gateway } = setup([json(body)]);
    const error = await failure(gateway.getDetails({ reference: REFERENCE }));
    expect(error.code).toBe("invalidResponse");
    expect(error.call).toBe("getDetails");
  });

  const writes = (gateway: ReturnType<typeof createGateway>) => ({
    changePreferredLanguage: () => gateway.changePreferredLanguage(REFERENCE, "ua"),
    uploadComment: () =>
      gateway.uploadComment({
        reference: REFERENCE,
        sessionId: "s",
        comment: "c",
        attachmentType: null,
        attachment: null,
        captchaToken: null,
      }),
    updateState: () => gateway.updateState({ reference: REFERENCE, sessionId: "s", flag: "clickedOnCalendar" }),
  });

  it.each(["changePreferredLanguage", "uploadComment", "updateState"] as const)(
    "%s is accepted with a JSON body, an empty body or 204",
    async (name) => {
      for (const reply of [status(200, '{"ok":true}'), status(200, ""), new Response(null, { status: 204 })]) {
        const gateway = createGateway({ apiBase: API_BASE, timeoutMs: 1_000, fetch: scriptedFetch(reply).fetch });
        await expect(writes(gateway)[name]()).resolves.toBeUndefined();
      }
    },
  );

  // A proxy or captive portal answering 200 with its own HTML page has not stored anything:
  // treating it as accepted would clear the debtor's comment (found by the fault e2e suite).
  it.each(["changePreferredLanguage", "uploadComment", "updateState"] as const)(
    "%s refuses a 200 that is not the gateway's JSON (invalidResponse), without retrying",
    async (name) => {
      const fake = scriptedFetch(status(200, "<html><body>502 Bad Gateway</body></html>"));
      const gateway = createGateway({ apiBase: API_BASE, timeoutMs: 1_000, fetch: fake.fetch });
      await expect(writes(gateway)[name]()).rejects.toMatchObject({ code: "invalidResponse", call: name });
      expect(fake.calls).toHaveLength(1);
    },
  );
});

describe("error messages never carry the reference", () => {
  const cases: [string, Reply[], number?][] = [
    ["404", [status(404, `no debtor ${REFERENCE}`)]],
    ["400", [status(400, JSON.stringify({ reference: REFERENCE }))]],
    ["503", [status(503)]],
    ["network", [new TypeError(`fetch failed for ${REFERENCE}`)]],
    ["timeout", ["hang"], 20],
    ["non-JSON", [new Response(`not json ${REFERENCE}`)]],
    ["invalid entities", [json({ entities: REFERENCE })]],
  ];

  it.each(cases)("%s", async (_label, replies, timeoutMs) => {
    const { gateway } = setup(replies, timeoutMs ? { timeoutMs } : {});
    const error = await failure(gateway.getDetails({ reference: REFERENCE, mobile: true }));
    expect(error.message).not.toContain(REFERENCE);
    expect(String(error)).not.toContain(REFERENCE);
    expect(error.stack ?? "").not.toContain(REFERENCE);
    expect(error.cause).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain(REFERENCE);
    expect(error.message).toContain("getDetails");
  });
});

describe("another script's polluted Object.prototype", () => {
  it.each([false, true])("a prefixUrl on it (enumerable: %s) does not move the calls", async (enumerable) => {
    Object.defineProperty(Object.prototype, "prefixUrl", {
      value: "https://evil.example/",
      enumerable,
      configurable: true,
      writable: true,
    });
    try {
      const { gateway, calls } = setup([json({ preferredLanguage: "sk" })]);
      await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBe("sk");
      expect(calls.map((call) => call.url)).toEqual([`${API_BASE}/getPreferredLanguage`]);
    } finally {
      delete (Object.prototype as { prefixUrl?: unknown }).prefixUrl;
    }
  });
});
