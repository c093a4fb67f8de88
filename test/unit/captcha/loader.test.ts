// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CaptchaError, loadCaptchaScript, type Grecaptcha } from "../../../src/captcha";
import { resetCaptchaLoaderForTests } from "../../../src/captcha/loader";

const SRC = "https://captcha.test/api.js?render=site-key";

type Win = Window & { grecaptcha?: unknown };
const win = window as Win;

function scripts(src = SRC): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll("script")).filter((s) => s.getAttribute("src") === src);
}

function fakeGrecaptcha(): Grecaptcha & { readyCallbacks: number } {
  const fake = {
    readyCallbacks: 0,
    ready(callback: () => void) {
      fake.readyCallbacks += 1;
      setTimeout(callback, 0);
    },
    execute: vi.fn(async () => "token"),
  };
  return fake;
}

/** What the real script does when it arrives: define grecaptcha, then fire `load`. */
function finishLoading(script: HTMLScriptElement | undefined, grecaptcha: unknown = fakeGrecaptcha()): void {
  if (!script) throw new Error("no script element to load");
  win.grecaptcha = grecaptcha;
  script.dispatchEvent(new Event("load"));
}

async function rejection(promise: Promise<unknown>): Promise<CaptchaError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CaptchaError);
    return error as CaptchaError;
  }
  throw new Error("expected a rejection");
}

beforeEach(() => {
  resetCaptchaLoaderForTests();
  delete win.grecaptcha;
  document.querySelectorAll("script").forEach((s) => s.remove());
});

afterEach(() => {
  vi.useRealTimers();
});

describe("loadCaptchaScript", () => {
  it("inserts one async, no-referrer script for two concurrent calls and resolves both", async () => {
    const first = loadCaptchaScript(SRC);
    const second = loadCaptchaScript(SRC);
    // The pending load is shared, not started twice.
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0];
    expect(script?.async).toBe(true);
    expect(script?.referrerPolicy).toBe("no-referrer");
    expect(script?.parentNode).toBe(document.head);

    const grecaptcha = fakeGrecaptcha();
    finishLoading(script, grecaptcha);
    await expect(first).resolves.toBe(grecaptcha);
    await expect(second).resolves.toBe(grecaptcha);
    // A later call reuses the settled load.
    await expect(loadCaptchaScript(SRC)).resolves.toBe(grecaptcha);
    expect(scripts()).toHaveLength(1);
  });

  it("waits for grecaptcha.ready before resolving", async () => {
    let release: (() => void) | undefined;
    const grecaptcha = {
      ready: (callback: () => void) => {
        release = callback;
      },
      execute: vi.fn(async () => "t"),
    };
    let resolved = false;
    const promise = loadCaptchaScript(SRC).then((g) => {
      resolved = true;
      return g;
    });
    finishLoading(scripts()[0], grecaptcha);
    await new Promise((r) => setTimeout(r, 10));
    expect(resolved).toBe(false);
    release?.();
    await expect(promise).resolves.toBe(grecaptcha);
  });

  it("reuses a grecaptcha the host page already loaded, without adding a script", async () => {
    const grecaptcha = fakeGrecaptcha();
    win.grecaptcha = grecaptcha;
    const appendChild = vi.spyOn(document.head, "appendChild");
    await expect(loadCaptchaScript(SRC)).resolves.toBe(grecaptcha);
    expect(appendChild).not.toHaveBeenCalled();
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(grecaptcha.readyCallbacks).toBe(1);
  });

  it("does not mistake a ready-only stub for a loaded grecaptcha", async () => {
    win.grecaptcha = { ready: () => undefined };
    const promise = loadCaptchaScript(SRC);
    expect(scripts()).toHaveLength(1);
    const grecaptcha = fakeGrecaptcha();
    finishLoading(scripts()[0], grecaptcha);
    await expect(promise).resolves.toBe(grecaptcha);
  });

  it("waits for a <script> with the same src that is already in the document", async () => {
    const hostScript = document.createElement("script");
    hostScript.src = SRC;
    document.body.appendChild(hostScript);
    const promise = loadCaptchaScript(SRC);
    expect(scripts()).toEqual([hostScript]);
    const grecaptcha = fakeGrecaptcha();
    finishLoading(hostScript, grecaptcha);
    await expect(promise).resolves.toBe(grecaptcha);
  });

  it("rejects with loadFailed on a script error and removes the script element", async () => {
    const promise = loadCaptchaScript(SRC);
    const script = scripts()[0];
    script?.dispatchEvent(new Event("error"));
    const error = await rejection(promise);
    expect(error.code).toBe("loadFailed");
    expect(error.message).toMatch(/could not be loaded/);
    expect(script?.isConnected).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it("loads afresh after a failure: a new script element, and it can succeed", async () => {
    const failed = loadCaptchaScript(SRC);
    const firstScript = scripts()[0];
    firstScript?.dispatchEvent(new Event("error"));
    await rejection(failed);

    const retry = loadCaptchaScript(SRC);
    expect(scripts()).toHaveLength(1);
    const secondScript = scripts()[0];
    expect(secondScript).not.toBe(firstScript);
    const grecaptcha = fakeGrecaptcha();
    finishLoading(secondScript, grecaptcha);
    await expect(retry).resolves.toBe(grecaptcha);
  });

  it("rejects with loadFailed when the script loads but defines no grecaptcha.execute", async () => {
    const promise = loadCaptchaScript(SRC);
    const script = scripts()[0];
    script?.dispatchEvent(new Event("load"));
    expect((await rejection(promise)).code).toBe("loadFailed");
    expect(script?.isConnected).toBe(false);
  });

  it("rejects with timeout (default 10 s), removes the script and forgets the load", async () => {
    vi.useFakeTimers();
    const promise = loadCaptchaScript(SRC);
    const outcome = rejection(promise);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.code).toBe("timeout");
    expect(scripts()).toHaveLength(0);

    const next = loadCaptchaScript(SRC);
    expect(scripts()).toHaveLength(1);
    const grecaptcha = fakeGrecaptcha();
    finishLoading(scripts()[0], grecaptcha);
    await vi.advanceTimersByTimeAsync(1);
    await expect(next).resolves.toBe(grecaptcha);
  });

  it("honours a custom timeout, including a ready() that never calls back", async () => {
    const promise = loadCaptchaScript(SRC, { timeoutMs: 20 });
    finishLoading(scripts()[0], { ready: () => undefined, execute: async () => "t" });
    expect((await rejection(promise)).code).toBe("timeout");
  });

  it("ignores a late load event after a timeout", async () => {
    const promise = loadCaptchaScript(SRC, { timeoutMs: 10 });
    const script = scripts()[0];
    await rejection(promise);
    finishLoading(script);
    // The old element was removed; nothing is re-added by the late event.
    expect(scripts()).toHaveLength(0);
  });

  it("keeps separate loads per src", () => {
    void loadCaptchaScript(SRC).catch(() => undefined);
    void loadCaptchaScript(`${SRC}-other`).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
    expect(scripts(`${SRC}-other`)).toHaveLength(1);
  });

  it("uses the given document and falls back to documentElement without a head", async () => {
    const doc = document.implementation.createHTMLDocument("other");
    doc.head.remove();
    expect(doc.head).toBeNull();
    const promise = loadCaptchaScript(SRC, { document: doc });
    const script = doc.querySelector("script");
    expect(script?.parentNode).toBe(doc.documentElement);
    expect(scripts()).toHaveLength(0);
    script?.dispatchEvent(new Event("error"));
    expect((await rejection(promise)).code).toBe("loadFailed");
    expect(doc.querySelector("script")).toBeNull();
  });
});
