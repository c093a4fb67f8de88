import { afterEach, describe, expect, it, vi } from "vitest";
import { browserIdleScheduler, writeBehind } from "../../../src/browser/write-behind";

// The real scheduler over a stand-in page (the unit project runs in Node).
function stubPage() {
  const documentTarget = new EventTarget() as EventTarget & { visibilityState: string };
  documentTarget.visibilityState = "visible";
  const windowTarget = new EventTarget();
  vi.stubGlobal("document", documentTarget);
  vi.stubGlobal("window", windowTarget);
  return { documentTarget, windowTarget };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("browserIdleScheduler", () => {
  it("writes in an idle callback with a deadline, so a busy page still writes soon", () => {
    stubPage();
    const requestIdleCallback = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const write = vi.fn();
    const writes = writeBehind(write, browserIdleScheduler);
    writes.set("k", "v");
    writes.set("k", "v2");
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 500 });
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(write.mock.calls).toEqual([["k", "v2"]]);
  });

  it("without requestIdleCallback (Safari) writes in a task shortly after", () => {
    stubPage();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const write = vi.fn();
    writeBehind(write, browserIdleScheduler).set("k", "v");
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(write).toHaveBeenCalledWith("k", "v");
  });

  it("writes at once when the page is hidden or left, and then listens no more", () => {
    const { documentTarget, windowTarget } = stubPage();
    vi.stubGlobal("requestIdleCallback", () => 1);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const write = vi.fn();
    const writes = writeBehind(write, browserIdleScheduler);

    writes.set("k", "1");
    documentTarget.dispatchEvent(new Event("visibilitychange")); // still visible: not yet
    expect(write).not.toHaveBeenCalled();
    documentTarget.visibilityState = "hidden";
    documentTarget.dispatchEvent(new Event("visibilitychange"));
    expect(write.mock.calls).toEqual([["k", "1"]]);

    writes.set("k", "2");
    documentTarget.dispatchEvent(new Event("freeze"));
    writes.set("k", "3");
    windowTarget.dispatchEvent(new Event("pagehide"));
    windowTarget.dispatchEvent(new Event("pagehide"));
    expect(write.mock.calls).toEqual([
      ["k", "1"],
      ["k", "2"],
      ["k", "3"],
    ]);
  });
});
