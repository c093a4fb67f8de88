/**
 * The preload script's data-load-widget (src/first-paint/widget-after-greeting.ts): the widget's
 * script is asked for once, beside the preload script, checked, with the tag's nonce and no
 * Referer; at the latest after WIDGET_LATEST_MS when the greeting does not come.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LOAD_WIDGET_ATTRIBUTE,
  WIDGET_FILE,
  WIDGET_LATEST_MS,
  widgetLoadFor,
} from "../../src/first-paint/widget-after-greeting";

/** The preload script's tag, as document.currentScript names it while that script runs. */
function runningTag(attributes: Record<string, string>) {
  const tag = document.createElement("script");
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  document.body.append(tag);
  vi.spyOn(Document.prototype, "currentScript", "get").mockReturnValue(tag);
  return tag;
}

const widgetScripts = () =>
  [...document.querySelectorAll("script")].filter((script) => script.src.endsWith(`/${WIDGET_FILE}`));

describe("the preload script loads the widget's script when its tag asks", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("not without data-load-widget: the page's own tag loads it", async () => {
    runningTag({});
    expect(widgetLoadFor(document, window)).toBeNull();
    await vi.advanceTimersByTimeAsync(WIDGET_LATEST_MS * 2);
    expect(widgetScripts()).toHaveLength(0);
  });

  it("once, beside the preload script, with its nonce, CORS, no Referer and this build's digest", async () => {
    vi.stubGlobal("__debtNoticeSiblingIntegrity", { [WIDGET_FILE]: "sha384-digest" });
    const tag = runningTag({ [LOAD_WIDGET_ATTRIBUTE]: "" });
    tag.nonce = "n0nce";
    const load = widgetLoadFor(document, window);
    expect(widgetScripts()).toHaveLength(0);
    load?.start();
    load?.start();
    const [script, ...more] = widgetScripts();
    expect(more).toHaveLength(0);
    // Beside the module that asks for it (in the build: beside the preload script's file).
    const here = import.meta.url;
    expect(script?.src).toBe(new URL(`../../src/first-paint/${WIDGET_FILE}`, here).href);
    expect(script?.nonce).toBe("n0nce");
    expect(script?.crossOrigin).toBe("anonymous");
    expect(script?.referrerPolicy).toBe("no-referrer");
    expect(script?.integrity).toBe("sha384-digest");
    expect(script?.parentElement).toBe(document.head);
    // The latest moment passes: it was asked for already.
    await vi.advanceTimersByTimeAsync(WIDGET_LATEST_MS);
    expect(widgetScripts()).toHaveLength(1);
  });

  it("at the latest after WIDGET_LATEST_MS when the greeting has not come", async () => {
    runningTag({ [LOAD_WIDGET_ATTRIBUTE]: "" });
    widgetLoadFor(document, window);
    await vi.advanceTimersByTimeAsync(WIDGET_LATEST_MS - 1);
    expect(widgetScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(widgetScripts()).toHaveLength(1);
  });

  it.each([
    ["load", "ran"],
    ["error", "failed"],
  ])("its %s event settles the arrival as %s", async (event, how) => {
    runningTag({ [LOAD_WIDGET_ATTRIBUTE]: "" });
    const load = widgetLoadFor(document, window);
    load?.start();
    widgetScripts()[0]?.dispatchEvent(new Event(event));
    await expect(load?.arrival).resolves.toBe(how);
  });

  it("markup's <img name=head> does not move where it goes", () => {
    runningTag({ [LOAD_WIDGET_ATTRIBUTE]: "" });
    const clobber = document.createElement("img");
    clobber.setAttribute("name", "head");
    document.body.append(clobber);
    widgetLoadFor(document, window)?.start();
    expect(widgetScripts()[0]?.parentElement).toBe(document.head);
  });
});
