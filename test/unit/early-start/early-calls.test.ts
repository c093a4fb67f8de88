import { afterEach, describe, expect, it, vi } from "vitest";
import { createGateway } from "../../../src/gateway/client";
import { EARLY_CALL_LIFETIME_MS, adoptingEarlyCalls, sendEarly } from "../../../src/early-start/early-calls";
import { json, networkError, scriptedFetch, stubFetch, type Reply } from "../../helpers/fake-fetch";
import { API_BASE, REFERENCE, validEntities } from "../gateway/wire-fixture";

/** What the preload script sends: through the page's fetch, here a scripted one. */
function sendEarlyThrough(
  replies: Reply[],
  call: "getDetails" | "getPreferredLanguage",
  body: Record<string, unknown>,
) {
  const page = stubFetch(scriptedFetch(...replies));
  sendEarly(API_BASE, call, body);
  vi.unstubAllGlobals();
  return page;
}

/** The widget's gateway, adopting early calls, with its own scripted fetch behind. */
function widgetGateway(replies: Reply[]) {
  const own = scriptedFetch(...replies);
  const gateway = createGateway({
    apiBase: API_BASE,
    timeoutMs: 1_000,
    fetch: adoptingEarlyCalls(() => own.fetch),
    retryBackoffMs: () => 1,
  });
  return { gateway, calls: own.calls };
}

afterEach(async () => {
  // Leave no early call behind for the next test: adopt whatever is left.
  const drain = adoptingEarlyCalls(() => scriptedFetch(json({})).fetch);
  for (const call of ["getDetails", "getPreferredLanguage"]) {
    for (const body of [
      { reference: REFERENCE },
      { reference: REFERENCE, mobile: false },
      { reference: REFERENCE, mobile: true },
    ]) {
      await drain(`${API_BASE}/${call}`, { method: "POST", body: JSON.stringify(body) }).catch(() => undefined);
    }
  }
});

describe("start-up calls sent early (debt-notice.preload.js) and adopted by the widget", () => {
  it("sends them exactly as the gateway client sends them (method, headers, credentials, referrer, cache, body)", async () => {
    const page = sendEarlyThrough([json({ entities: validEntities })], "getDetails", {
      reference: REFERENCE,
      mobile: false,
    });
    const client = scriptedFetch(json({ entities: validEntities }));
    await createGateway({ apiBase: API_BASE, timeoutMs: 1_000, fetch: client.fetch }).getDetails({
      reference: REFERENCE,
      mobile: false,
    });
    await vi.waitFor(() => expect(page.calls).toHaveLength(1));
    const shape = ({ url, method, headers, body, request }: (typeof page.calls)[number]) => ({
      url,
      method,
      body,
      contentType: headers.get("content-type"),
      accept: headers.get("accept"),
      credentials: request.credentials,
      referrerPolicy: request.referrerPolicy,
      cache: request.cache,
    });
    expect(shape(page.calls[0]!)).toEqual(shape(client.calls[0]!));
    expect(shape(page.calls[0]!)).toMatchObject({ method: "POST", credentials: "omit", referrerPolicy: "no-referrer" });
  });

  it("the widget's identical request gets the early answer and sends nothing itself; the next one is its own", async () => {
    sendEarlyThrough([json({ entities: { ...validEntities, name: "Eva Early" } })], "getDetails", {
      mobile: false,
      reference: REFERENCE,
    });
    const { gateway, calls } = widgetGateway([json({ entities: { ...validEntities, name: "Olga Own" } })]);
    // Same fields in another order: still the same request.
    await expect(gateway.getDetails({ reference: REFERENCE, mobile: false })).resolves.toMatchObject({
      name: "Eva Early",
    });
    expect(calls).toHaveLength(0);
    await expect(gateway.getDetails({ reference: REFERENCE, mobile: false })).resolves.toMatchObject({
      name: "Olga Own",
    });
    expect(calls).toHaveLength(1);
  });

  it("sends a call once when both the preload script and the widget's first lines try; another body is sent", async () => {
    const first = sendEarlyThrough([json({ entities: validEntities })], "getDetails", {
      reference: REFERENCE,
      mobile: false,
    });
    const second = sendEarlyThrough([json({ entities: validEntities })], "getDetails", {
      mobile: false,
      reference: REFERENCE,
    });
    const other = sendEarlyThrough([json({ entities: validEntities })], "getDetails", {
      reference: REFERENCE,
      mobile: true,
    });
    expect([first.calls.length, second.calls.length, other.calls.length]).toEqual([1, 0, 1]);
  });

  it("once the early answer has expired, trying again sends it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      sendEarlyThrough([json({ entities: validEntities })], "getPreferredLanguage", { reference: REFERENCE });
      vi.setSystemTime(Date.now() + EARLY_CALL_LIFETIME_MS + 1);
      const again = sendEarlyThrough([json({ preferredLanguage: "sk" })], "getPreferredLanguage", {
        reference: REFERENCE,
      });
      expect(again.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
  it("a request that differs in its body or call is never answered early", async () => {
    sendEarlyThrough([json({ entities: { ...validEntities, name: "Eva Early" } })], "getDetails", {
      reference: REFERENCE,
      mobile: true,
    });
    const { gateway, calls } = widgetGateway([
      json({ preferredLanguage: "en" }),
      json({ entities: { ...validEntities, name: "Olga Own" } }),
    ]);
    await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBe("en");
    await expect(gateway.getDetails({ reference: REFERENCE, mobile: false })).resolves.toMatchObject({
      name: "Olga Own",
    });
    expect(calls.map((call) => call.url)).toEqual([`${API_BASE}/getPreferredLanguage`, `${API_BASE}/getDetails`]);
  });

  it("when the early call failed, the client's retry asks again itself and the debtor still gets the details", async () => {
    sendEarlyThrough([networkError()], "getDetails", { reference: REFERENCE, mobile: false });
    const { gateway, calls } = widgetGateway([json({ entities: { ...validEntities, name: "Olga Own" } })]);
    await expect(gateway.getDetails({ reference: REFERENCE, mobile: false })).resolves.toMatchObject({
      name: "Olga Own",
    });
    expect(calls).toHaveLength(1);
  });

  it("an early 500 counts as the first attempt: retried like any other", async () => {
    sendEarlyThrough([json({ error: "busy" }, 500)], "getPreferredLanguage", { reference: REFERENCE });
    const { gateway, calls } = widgetGateway([json({ preferredLanguage: "ua" })]);
    await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBe("ua");
    expect(calls).toHaveLength(1);
  });

  it("a widget that gives up (unmount, timeout) is not held by an early call that never answers", async () => {
    sendEarlyThrough(["hang"], "getDetails", { reference: REFERENCE, mobile: false });
    const { gateway, calls } = widgetGateway([json({ entities: validEntities })]);
    const controller = new AbortController();
    const asked = gateway.getDetails({ reference: REFERENCE, mobile: false }, controller.signal);
    setTimeout(() => controller.abort(), 10);
    await expect(asked).rejects.toMatchObject({ code: "aborted" });
    expect(calls).toHaveLength(0);
  });

  it("an early call that never answers uses up the call's budget like any attempt: a timeout, nothing asked twice", async () => {
    sendEarlyThrough(["hang"], "getPreferredLanguage", { reference: REFERENCE });
    const own = scriptedFetch(json({ preferredLanguage: "en" }));
    const gateway = createGateway({
      apiBase: API_BASE,
      timeoutMs: 50,
      fetch: adoptingEarlyCalls(() => own.fetch),
      retryBackoffMs: () => 1,
    });
    await expect(gateway.getPreferredLanguage(REFERENCE)).rejects.toMatchObject({ code: "timeout" });
    expect(own.calls).toHaveLength(0);
  });

  it("an early call that fails at once (the network) is retried for real inside the budget", async () => {
    sendEarlyThrough([networkError()], "getPreferredLanguage", { reference: REFERENCE });
    const own = scriptedFetch(json({ preferredLanguage: "en" }));
    const gateway = createGateway({
      apiBase: API_BASE,
      timeoutMs: 1_000,
      fetch: adoptingEarlyCalls(() => own.fetch),
      retryBackoffMs: () => 1,
    });
    await expect(gateway.getPreferredLanguage(REFERENCE)).resolves.toBe("en");
    expect(own.calls).toHaveLength(1);
  });

  it("an early answer older than its lifetime is not adopted: the widget asks itself", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      sendEarlyThrough([json({ entities: { ...validEntities, name: "Stale answer" } })], "getDetails", {
        reference: REFERENCE,
        mobile: false,
      });
      vi.setSystemTime(Date.now() + EARLY_CALL_LIFETIME_MS + 1);
      const { gateway, calls } = widgetGateway([json({ entities: { ...validEntities, name: "Olga Own" } })]);
      await expect(gateway.getDetails({ reference: REFERENCE, mobile: false })).resolves.toMatchObject({
        name: "Olga Own",
      });
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
