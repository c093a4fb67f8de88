// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveOptions, type ResolvedOptions } from "../../../src/session/options";

const captcha = vi.hoisted(() => ({ getCaptchaToken: vi.fn(async () => "token") }));
vi.mock("../../../src/captcha", () => captcha);

const { browserEnvironment } = await import("../../../src/session/browser-environment");

afterEach(() => captcha.getCaptchaToken.mockClear());

describe("browserEnvironment", () => {
  it("asks the captcha with the key and script the host set last, not those the session started with", async () => {
    let current: ResolvedOptions = resolveOptions({ reference: "R" });
    const env = browserEnvironment(current, () => current);
    await env.getCaptchaToken();
    expect(captcha.getCaptchaToken).toHaveBeenLastCalledWith({ siteKey: null, src: null });

    current = resolveOptions({ reference: "R", captchaSiteKey: "new-key", captchaSrc: "/captcha.js" });
    await env.getCaptchaToken();
    expect(captcha.getCaptchaToken).toHaveBeenLastCalledWith({ siteKey: "new-key", src: "/captcha.js" });
  });
});
