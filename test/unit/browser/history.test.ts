// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConnectionWatcher } from "../../../src/browser/connection";
import { createPathHistory, memoryHistory } from "../../../src/browser/history";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("path routing history", () => {
  it("pushes the total-debt and home paths under the base path, once", () => {
    const history = createPathHistory("/dlh/");
    const before = window.history.length;
    history.push({ view: "totalDebt", reference: "abc 1" });
    expect(window.location.pathname).toBe("/dlh/abc%201/celkovy-dlh");
    history.push({ view: "totalDebt", reference: "abc 1" });
    expect(window.history.length).toBe(before + 1);
    history.push({ view: "home", reference: "abc 1" });
    expect(window.location.pathname).toBe("/dlh/abc%201");
    history.push({ view: "notFound", reference: null });
    expect(window.location.pathname).toBe("/dlh/abc%201");
  });

  it("reports Back/Forward as a parsed route until unsubscribed", () => {
    const history = createPathHistory("/");
    const seen = vi.fn();
    const stop = history.listen(seen);
    window.history.pushState(null, "", "/xyz/celkovy-dlh");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(seen).toHaveBeenLastCalledWith({ view: "totalDebt", reference: "xyz" });
    stop();
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("memory routing never touches the URL", () => {
    window.history.replaceState(null, "", "/host/page");
    memoryHistory.push({ view: "totalDebt", reference: "abc" });
    expect(window.location.pathname).toBe("/host/page");
  });
});

describe("connection watcher", () => {
  it("reports offline and online events until unsubscribed", () => {
    const watcher = createConnectionWatcher();
    const seen = vi.fn();
    const stop = watcher.listen(seen);
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    expect(seen.mock.calls).toEqual([[false], [true]]);
    stop();
    window.dispatchEvent(new Event("offline"));
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

describe("the pay parameter and the back/forward cache", () => {
  it("takes pay out of the address and keeps the rest", () => {
    window.history.replaceState(null, "", "/abc?m=1&pay=1#top");
    createPathHistory("/").forgetPayParameter();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/abc?m=1#top");
  });

  it("keeps m=1 but never pay when pushing another view", () => {
    window.history.replaceState(null, "", "/abc?m=1&pay");
    createPathHistory("/").push({ view: "totalDebt", reference: "abc" });
    expect(window.location.pathname + window.location.search).toBe("/abc/celkovy-dlh?m=1");
  });

  it("reports a page shown again from the back/forward cache, not an ordinary load", () => {
    const restored = vi.fn();
    const stop = createPathHistory("/").listen(() => undefined, restored);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(restored).toHaveBeenCalledTimes(1);
    stop();
  });
});
