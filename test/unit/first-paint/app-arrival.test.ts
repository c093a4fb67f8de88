import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_ARRIVAL_BUDGET_MS, whenAppMissing } from "../../../src/first-paint/app-arrival";
import { claimForApp, dropFirstPaint, standFirstPaint, type StandingPaint } from "../../../src/first-paint/standing";

/** A page as the watcher sees it: its load state, its load event and its timers (faked). */
function fakePage(readyState: DocumentReadyState = "loading") {
  const loadListeners: (() => void)[] = [];
  const view = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "load") loadListeners.push(listener);
    },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  };
  const load = () => {
    view.document.readyState = "complete";
    for (const listener of loadListeners.splice(0)) listener();
  };
  return { view: view as unknown as Window, load };
}

/** An element with a first paint standing in it, as the preload leaves it. */
function paintedElement() {
  const element = {} as Element;
  const container = { addEventListener: () => undefined, getRootNode: () => ({}), remove: () => undefined };
  const paint = { container, sheet: null } as unknown as StandingPaint;
  standFirstPaint(element, paint);
  return { element, paint };
}

describe("the first paint notices when the app's script does not come", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the page loaded (its scripts ran or failed) and no app claimed the element: missing, once", async () => {
    const { view, load } = fakePage();
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    whenAppMissing(element, paint, view, onMissing);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onMissing).not.toHaveBeenCalled(); // still loading: the script may be on its way
    load();
    expect(onMissing).not.toHaveBeenCalled(); // the app mounts in a microtask after its script
    await vi.advanceTimersByTimeAsync(0);
    expect(onMissing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it("the page had loaded before the answers came (the script failed early): missing after the paint", async () => {
    const { view } = fakePage("complete");
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    whenAppMissing(element, paint, view, onMissing);
    await vi.advanceTimersByTimeAsync(0);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["before the load event", "claim", "load"],
    ["after the load event, before its next task", "load", "claim"],
  ])("the app claimed the element %s: never missing", async (_name, first, second) => {
    const { view, load } = fakePage();
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    whenAppMissing(element, paint, view, onMissing);
    for (const step of [first, second]) {
      if (step === "load") load();
      else expect(claimForApp(element)).toBe(true);
    }
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS * 2);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("the script stalls and the page never loads: missing at the budget, not before", async () => {
    const { view } = fakePage();
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    whenAppMissing(element, paint, view, onMissing);
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS - 1);
    expect(onMissing).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it("the paint left (the app took over, or a second element left it empty): never missing", async () => {
    const { view, load } = fakePage();
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    whenAppMissing(element, paint, view, onMissing);
    dropFirstPaint(element);
    load();
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS);
    expect(onMissing).not.toHaveBeenCalled();
  });
});

describe("when the preload script loads the widget's script itself (data-load-widget)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The widget's script as the preload script asks for it after the paint. */
  function widgetScript() {
    let settle: (how: "ran" | "failed") => void = () => undefined;
    const arrival = new Promise<"ran" | "failed">((resolve) => (settle = resolve));
    return { arrival, settle };
  }

  it("the page loaded long before (the answers came after it): not missing while the script is on its way", async () => {
    const { view } = fakePage("complete");
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    const script = widgetScript();
    whenAppMissing(element, paint, view, onMissing, script.arrival);
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS - 1);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it.each(["ran", "failed"] as const)(
    "the script %s and no app claimed the element: missing, in the task after",
    async (how) => {
      const { view } = fakePage("complete");
      const { element, paint } = paintedElement();
      const onMissing = vi.fn();
      const script = widgetScript();
      whenAppMissing(element, paint, view, onMissing, script.arrival);
      script.settle(how);
      await Promise.resolve();
      expect(onMissing).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(onMissing).toHaveBeenCalledTimes(1);
    },
  );

  it("the script ran and its app claimed the element: never missing", async () => {
    const { view } = fakePage("complete");
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    const script = widgetScript();
    whenAppMissing(element, paint, view, onMissing, script.arrival);
    expect(claimForApp(element)).toBe(true);
    script.settle("ran");
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS * 2);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("the script never settles: missing at the budget", async () => {
    const { view } = fakePage("complete");
    const { element, paint } = paintedElement();
    const onMissing = vi.fn();
    whenAppMissing(element, paint, view, onMissing, widgetScript().arrival);
    await vi.advanceTimersByTimeAsync(APP_ARRIVAL_BUDGET_MS);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });
});
