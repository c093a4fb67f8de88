// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CaptchaError, DEFAULT_CAPTCHA_ACTION, defaultCaptchaSrc, getCaptchaToken } from "../../../src/captcha";
import { resetCaptchaLoaderForTests } from "../../../src/captcha/loader";

const SITE_KEY = "6Lc-site/key+1";
const win = window as Window & { grecaptcha?: unknown };

function installGrecaptcha(execute: (siteKey: string, options: { action: string }) => unknown) {
  const fake = { ready: (callback: () => void) => callback(), execute: vi.fn(execute) };
  win.grecaptcha = fake;
  return fake;
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

describe("defaults", () => {
  it("uses the submit action and Google's v3 script for the key", () => {
    expect(DEFAULT_CAPTCHA_ACTION).toBe("submit");
    expect(defaultCaptchaSrc(SITE_KEY)).toBe("https://www.google.com/recaptcha/api.js?render=6Lc-site%2Fkey%2B1");
  });
});

describe("getCaptchaToken", () => {
  it.each([null, "", "   "])("without a site key (%j) resolves null and leaves the DOM alone", async (siteKey) => {
    const appendChild = vi.spyOn(document.head, "appendChild");
    const createElement = vi.spyOn(document, "createElement");
    await expect(getCaptchaToken({ siteKey, src: "https://captcha.test/api.js" })).resolves.toBeNull();
    expect(appendChild).not.toHaveBeenCalled();
    expect(createElement).not.toHaveBeenCalled();
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("loads the default script for the key, then executes with { action: 'submit' }", async () => {
    const promise = getCaptchaToken({ siteKey: SITE_KEY, src: null });
    const script = document.querySelector("script");
    expect(script?.getAttribute("src")).toBe(defaultCaptchaSrc(SITE_KEY));
    const fake = installGrecaptcha(async () => "token-1");
    script?.dispatchEvent(new Event("load"));
    await expect(promise).resolves.toBe("token-1");
    expect(fake.execute).toHaveBeenCalledWith(SITE_KEY, { action: "submit" });
  });

  it("loads from captcha-src when given", async () => {
    const src = "https://self-hosted.test/recaptcha.js";
    const promise = getCaptchaToken({ siteKey: SITE_KEY, src });
    const script = document.querySelector("script");
    expect(script?.getAttribute("src")).toBe(src);
    installGrecaptcha(async () => "t");
    script?.dispatchEvent(new Event("load"));
    await expect(promise).resolves.toBe("t");
  });

  it("executes afresh on every call: two calls, two executes, two tokens, one script", async () => {
    let n = 0;
    const fake = installGrecaptcha(async () => `token-${++n}`);
    const config = { siteKey: SITE_KEY, src: "https://captcha.test/api.js" };
    await expect(getCaptchaToken(config)).resolves.toBe("token-1");
    await expect(getCaptchaToken(config)).resolves.toBe("token-2");
    expect(fake.execute).toHaveBeenCalledTimes(2);
    expect(fake.execute).toHaveBeenNthCalledWith(1, SITE_KEY, { action: "submit" });
    expect(fake.execute).toHaveBeenNthCalledWith(2, SITE_KEY, { action: "submit" });
  });

  it("passes a custom action", async () => {
    const fake = installGrecaptcha(async () => "t");
    await getCaptchaToken({ siteKey: SITE_KEY, src: null, action: "comment" });
    expect(fake.execute).toHaveBeenCalledWith(SITE_KEY, { action: "comment" });
  });

  it("accepts the thenable reCAPTCHA returns", async () => {
    installGrecaptcha(() => ({ then: (resolve: (v: string) => void) => resolve("thenable-token") }));
    await expect(getCaptchaToken({ siteKey: SITE_KEY, src: null })).resolves.toBe("thenable-token");
  });

  it.each<[string, (siteKey: string, options: { action: string }) => unknown]>([
    ["rejects", () => Promise.reject(new Error("Invalid site key"))],
    [
      "throws",
      () => {
        throw new Error("boom");
      },
    ],
    ["resolves empty", async () => ""],
    ["resolves a non-string", async () => 42],
  ])("execute that %s -> executeFailed", async (_label, execute) => {
    installGrecaptcha(execute);
    const error = await rejection(getCaptchaToken({ siteKey: SITE_KEY, src: null }));
    expect(error.code).toBe("executeFailed");
    expect(error.message).not.toContain(SITE_KEY);
  });

  it("an execute that never answers -> timeout", async () => {
    installGrecaptcha(() => new Promise<string>(() => undefined));
    const error = await rejection(getCaptchaToken({ siteKey: SITE_KEY, src: null, timeoutMs: 20 }));
    expect(error.code).toBe("timeout");
  });

  it("a script that fails to load -> loadFailed, and the next call can succeed", async () => {
    const config = { siteKey: SITE_KEY, src: "https://captcha.test/api.js" };
    const first = getCaptchaToken(config);
    document.querySelector("script")?.dispatchEvent(new Event("error"));
    expect((await rejection(first)).code).toBe("loadFailed");
    expect(document.querySelectorAll("script")).toHaveLength(0);

    const second = getCaptchaToken(config);
    const script = document.querySelector("script");
    expect(script).not.toBeNull();
    installGrecaptcha(async () => "after-retry");
    script?.dispatchEvent(new Event("load"));
    await expect(second).resolves.toBe("after-retry");
  });
});
