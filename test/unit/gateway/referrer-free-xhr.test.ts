// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { openReferrerFreeXhr } from "../../../src/gateway/referrer-free-xhr";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

// Whether Chromium then sends no Referer is measured in test/e2e/upload-progress.e2e.ts.
describe("openReferrerFreeXhr", () => {
  it("makes the request in a hidden empty frame that stays until released", () => {
    const opened = openReferrerFreeXhr();
    const frame = document.querySelector("iframe");
    expect(opened).not.toBeNull();
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute("src")).toBeNull();
    expect(frame?.style.getPropertyValue("display")).toBe("none");
    expect(frame?.style.getPropertyPriority("display")).toBe("important");
    expect(frame?.getAttribute("aria-hidden")).toBe("true");
    expect(frame?.tabIndex).toBe(-1);
    const frameWindow = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
    expect(opened?.xhr).toBeInstanceOf(frameWindow?.XMLHttpRequest);
    opened?.release();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("is null on a page without XMLHttpRequest, and leaves no frame behind", () => {
    vi.stubGlobal("XMLHttpRequest", undefined);
    expect(openReferrerFreeXhr()).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("is null without a DOM", () => {
    vi.stubGlobal("document", undefined);
    expect(openReferrerFreeXhr()).toBeNull();
  });
});
