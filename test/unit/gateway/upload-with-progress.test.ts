import { afterEach, describe, expect, it, vi, type Mock } from "vitest";
import type { ReferrerFreeXhr } from "../../../src/gateway/referrer-free-xhr";
import { createGateway } from "../../../src/gateway/client";
import { GatewayError } from "../../../src/gateway/errors";
import type { UploadCommentBody } from "../../../src/domain/gateway-contract";
import { objectionKeyOf } from "../../../src/domain/objection-key";
import { scriptedFetch, status } from "../../helpers/fake-fetch";
import { API_BASE, REFERENCE } from "./wire-fixture";

/** Just enough XMLHttpRequest for the transport: the test plays the browser's part. */
class FakeXhr {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onprogress: ((event: ProgressEvent) => void) | null = null;
  status = 0;
  responseText = "";
  responseURL = "";
  withCredentials = true;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: string | null = null;
  sends = 0;
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: string): void {
    this.body = body;
    this.sends += 1;
  }
  abort(): void {
    this.aborted = true;
  }
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  bodySent(): void {
    this.upload.onload?.();
  }
  answer(code: number, text = "", from = this.url): void {
    this.status = code;
    this.responseText = text;
    this.responseURL = from;
    this.onload?.();
  }
}

const BODY: UploadCommentBody = {
  reference: REFERENCE,
  sessionId: "session-1",
  comment: "I paid",
  attachmentType: "png",
  attachment: "iVBORw0KGgo=",
  captchaToken: "token",
};

function setup(crossOriginObjectionKey?: () => boolean) {
  const xhr = new FakeXhr();
  const release = vi.fn();
  const opened = vi.fn<() => ReferrerFreeXhr>(() => ({ xhr: xhr as unknown as XMLHttpRequest, release }));
  return withOpener(xhr, release, opened, crossOriginObjectionKey);
}

function withOpener(
  xhr: FakeXhr,
  release: () => void,
  opened: Mock<() => ReferrerFreeXhr>,
  crossOriginObjectionKey?: () => boolean,
) {
  const fetch = scriptedFetch(status(204));
  const gateway = createGateway({
    apiBase: API_BASE,
    timeoutMs: 1_000,
    fetch: fetch.fetch,
    openUploadXhr: opened,
    ...(crossOriginObjectionKey ? { crossOriginObjectionKey } : {}),
  });
  const progress: [number, number][] = [];
  const onProgress = (sent: number, total: number) => progress.push([sent, total]);
  return { xhr, release, opened, fetch, gateway, progress, onProgress };
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => new Error("expected the upload to fail"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the objection's idempotency key", () => {
  it("is the same for every send of the same objection, and another for a changed one", () => {
    expect(objectionKeyOf(BODY)).toBe(objectionKeyOf({ ...BODY }));
    expect(objectionKeyOf(BODY)).toBe(
      objectionKeyOf({ ...BODY, captchaToken: "another", sessionId: "s-2" } as UploadCommentBody),
    );
    for (const changed of [
      { comment: "I paid in March" },
      { reference: "OTHER" },
      { attachment: null, attachmentType: null },
      { attachment: "iVBORw0KGgp=" },
    ])
      expect(objectionKeyOf({ ...BODY, ...changed })).not.toBe(objectionKeyOf(BODY));
    expect(objectionKeyOf(BODY)).toMatch(/^dn-[0-9a-f]{24}$/);
  });

  it("goes as the Idempotency-Key header to a gateway on the page's own origin", async () => {
    vi.stubGlobal("location", new URL("https://gw.test/dlh/REF"));
    const { xhr, gateway, onProgress } = setup();
    void gateway.uploadComment(BODY, undefined, onProgress);
    expect(xhr.headers["Idempotency-Key"]).toBe(objectionKeyOf(BODY));
  });

  it("not to a gateway on another origin: a refused preflight could not be told from a lost connection", async () => {
    vi.stubGlobal("location", new URL("https://partner.example/page"));
    const { xhr, gateway, onProgress } = setup();
    const upload = gateway.uploadComment(BODY, undefined, onProgress);
    expect(xhr.headers["Idempotency-Key"]).toBeUndefined();
    // A network failure, even before any byte left, is never retried.
    xhr.onerror?.();
    expect((await failure(upload)).code).toBe("network");
    expect(xhr.sends).toBe(1);
  });

  // The ninth trial: Chromium resent the POST itself after a drop on a reused connection, and a
  // cross-origin gateway stored it twice. The host says when that gateway's preflight allows the key.
  it("to a gateway on another origin too when the host says its preflight allows the header, asked at each send", async () => {
    vi.stubGlobal("location", new URL("https://partner.example/page"));
    let allowed = true;
    const { xhr, gateway, onProgress } = setup(() => allowed);
    void gateway.uploadComment(BODY, undefined, onProgress);
    expect(xhr.headers["Idempotency-Key"]).toBe(objectionKeyOf(BODY));
    allowed = false;
    const next = setup(() => allowed);
    void next.gateway.uploadComment(BODY, undefined, next.onProgress);
    expect(next.xhr.headers["Idempotency-Key"]).toBeUndefined();
  });
});

describe("uploadComment with progress (XMLHttpRequest)", () => {
  it("an answer over the size limit is refused while it comes, and the request is aborted", async () => {
    const { xhr, gateway, onProgress } = setup();
    const upload = gateway.uploadComment(BODY, undefined, onProgress);
    xhr.bodySent();
    xhr.onprogress?.({ loaded: 300_000_000, total: 0, lengthComputable: false } as ProgressEvent);
    expect((await failure(upload)).code).toBe("invalidResponse");
    expect(xhr.aborted).toBe(true);
  });

  it("an answer from another URL (XMLHttpRequest followed a redirect) is no answer of the gateway's", async () => {
    const { xhr, gateway, onProgress } = setup();
    const upload = gateway.uploadComment(BODY, undefined, onProgress);
    xhr.bodySent();
    xhr.answer(200, "{}", "https://elsewhere.example/api/uploadComment");
    expect((await failure(upload)).code).toBe("network");
  });

  it("posts the six fields once, as JSON, without credentials, and reports the bytes sent", async () => {
    const { xhr, gateway, progress, onProgress, fetch, release } = setup();
    const upload = gateway.uploadComment({ ...BODY, extra: "not sent" } as UploadCommentBody, undefined, onProgress);
    expect(xhr).toMatchObject({ method: "POST", url: `${API_BASE}/uploadComment`, withCredentials: false, sends: 1 });
    expect(xhr.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
    expect(JSON.parse(xhr.body ?? "")).toStrictEqual(BODY);

    xhr.progress(0, 100);
    xhr.progress(40, 100);
    xhr.progress(60, 0, false);
    xhr.progress(100, 100);
    xhr.bodySent();
    xhr.answer(200, "{}");
    await expect(upload).resolves.toBeUndefined();
    expect(progress).toEqual([
      [0, 100],
      [40, 100],
      [100, 100],
    ]);
    expect(fetch.calls).toHaveLength(0);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it.each([
    [204, "", null],
    [200, "", null],
    [200, '{"ok":true}', null],
    [200, "<!doctype html><h1>Bad Gateway</h1>", "invalidResponse"],
    [500, "", "server"],
    [502, "<html>", "server"],
    [429, "", "server"],
    [408, "", "timeout"],
    [404, "", "notFound"],
    [400, "", "badRequest"],
  ] as const)("an answer %i %j is classified as the fetch calls classify it (%s)", async (code, text, expected) => {
    const { xhr, gateway, onProgress, release } = setup();
    const upload = gateway.uploadComment(BODY, undefined, onProgress);
    xhr.answer(code, text);
    if (expected === null) await expect(upload).resolves.toBeUndefined();
    else expect(await failure(upload)).toMatchObject({ call: "uploadComment", code: expected });
    expect(release).toHaveBeenCalledTimes(1);
    expect(xhr.sends).toBe(1);
  });

  it("a lost connection is `network` (the machine's lost-connection path), never retried", async () => {
    const { xhr, gateway, onProgress } = setup();
    const upload = gateway.uploadComment(BODY, undefined, onProgress);
    xhr.progress(10, 100);
    xhr.onerror?.();
    expect(await failure(upload)).toMatchObject({ code: "network" });
    expect(xhr.sends).toBe(1);
  });

  it("an abort stops the request, rejects with aborted, and no later report gets through", async () => {
    const { xhr, gateway, progress, onProgress, release } = setup();
    const controller = new AbortController();
    const upload = gateway.uploadComment(BODY, controller.signal, onProgress);
    xhr.progress(10, 100);
    controller.abort();
    expect(await failure(upload)).toMatchObject({ code: "aborted" });
    expect(xhr.aborted).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
    xhr.progress(20, 100);
    expect(progress).toEqual([[10, 100]]);
  });

  it("an already aborted signal sends nothing", async () => {
    const { opened, gateway, onProgress, fetch } = setup();
    const controller = new AbortController();
    controller.abort();
    expect(await failure(gateway.uploadComment(BODY, controller.signal, onProgress))).toMatchObject({
      code: "aborted",
    });
    expect(opened).not.toHaveBeenCalled();
    expect(fetch.calls).toHaveLength(0);
  });

  it("no time limit while the body is leaving; after the last byte the answer must come within the timeout", async () => {
    vi.useFakeTimers();
    const { xhr, gateway, onProgress } = setup();
    const upload = gateway.uploadComment(BODY, undefined, onProgress);
    let outcome: unknown = "pending";
    upload.then(
      () => (outcome = "done"),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(600_000);
    expect(outcome).toBe("pending");
    xhr.bodySent();
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ code: "timeout" });
    expect(xhr.aborted).toBe(true);
  });

  it("without a progress listener, or without a frame to send from, it goes by fetch as before", async () => {
    const first = setup();
    await first.gateway.uploadComment(BODY);
    expect(first.opened).not.toHaveBeenCalled();
    expect(first.fetch.calls).toHaveLength(1);

    const fetch = scriptedFetch(status(204));
    const gateway = createGateway({
      apiBase: API_BASE,
      timeoutMs: 1_000,
      fetch: fetch.fetch,
      openUploadXhr: () => null,
    });
    await gateway.uploadComment(BODY, undefined, () => undefined);
    expect(fetch.calls).toHaveLength(1);
  });
});
