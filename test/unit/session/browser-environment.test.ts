// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetCaptchaLoaderForTests } from "../../../src/captcha/loader";
import { browserEnvironment } from "../../../src/session/browser-environment";
import { resolveOptions, type ResolvedOptions } from "../../../src/session/options";

const win = window as unknown as { grecaptcha?: unknown };

function clean() {
  delete win.grecaptcha;
  document.querySelectorAll("script").forEach((script) => script.remove());
  resetCaptchaLoaderForTests();
}
// Other files in this worker load captchas in the same document (isolate: false).
beforeEach(clean);
afterEach(clean);

describe("browserEnvironment", () => {
  it("asks the captcha with the key and script the host set last, not those the session started with", async () => {
    let current: ResolvedOptions = resolveOptions({ reference: "R" });
    const env = browserEnvironment(current, () => current);
    // Started without a key: no captcha, no script.
    expect(await env.getCaptchaToken()).toBeNull();
    expect(document.querySelector("script")).toBeNull();

    current = resolveOptions({ reference: "R", captchaSiteKey: "new-key", captchaSrc: "/captcha.js" });
    const token = env.getCaptchaToken();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const script = document.querySelector<HTMLScriptElement>('script[src$="/captcha.js"]');
    expect(script).not.toBeNull();
    win.grecaptcha = { ready: (done: () => void) => done(), execute: async (key: string) => `token for ${key}` };
    script!.dispatchEvent(new Event("load"));
    expect(await token).toBe("token for new-key");
  });
});
