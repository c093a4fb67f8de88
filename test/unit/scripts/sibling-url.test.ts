import { JSDOM, requestInterceptor, VirtualConsole } from "jsdom";
import { describe, expect, it } from "vitest";
import { siblingRuntime } from "../../../scripts/build/sibling-files.mjs";

const PAGE = "https://portal.example/dlh/a1b2c3";

/** The runtime as a classic script declares it, handing its lookup to the test. */
const SCRIPT = `${siblingRuntime({})}\nwindow.__siblingUrl = __debtNoticeSiblingUrl;`;

/** Serves SCRIPT for every script URL the page asks for (a widget script wherever it is hosted), nothing else. */
const serveScripts = requestInterceptor((_request, { element }) =>
  element?.localName === "script"
    ? new Response(SCRIPT, { headers: { "content-type": "text/javascript" } })
    : new Response("", { status: 404 }),
);

/** `__debtNoticeSiblingUrl` as the classic script running in `body` declares it, or null when it did not run. */
async function siblingUrlIn(body: string): Promise<((file: string) => string) | null> {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    url: PAGE,
    runScripts: "dangerously",
    resources: { interceptors: [serveScripts] },
    virtualConsole: new VirtualConsole(),
  });
  await new Promise((resolve) => dom.window.addEventListener("load", resolve));
  return (dom.window as unknown as { __siblingUrl?: (file: string) => string }).__siblingUrl ?? null;
}

const inline = (attributes = "") => `<script ${attributes}>${SCRIPT}</script>`;

async function located(body: string, file = "debt-notice.ua.json"): Promise<string> {
  const url = await siblingUrlIn(body);
  if (!url) throw new Error("the script did not run");
  return url(file);
}

describe("the sibling files' URL in a classic script", () => {
  it("is beside the script's own file, with its cache-buster", async () => {
    expect(await located(`<script src="https://cdn.example/w/debt-notice.umd.js?v=7"></script>`)).toBe(
      "https://cdn.example/w/debt-notice.ua.json?v=7",
    );
    expect(await located(`<script src="/dist/debt-notice.umd.js"></script>`, "debt-notice.qr.js")).toBe(
      "https://portal.example/dist/debt-notice.qr.js",
    );
  });

  it("for a copy inlined in the page: beside the file its data-src names, on the page's own origin", async () => {
    expect(await located(inline(`data-src="/dist/debt-notice.preload.js?v=3"`), "debt-notice.en.json")).toBe(
      "https://portal.example/dist/debt-notice.en.json?v=3",
    );
    expect(await located(inline(`data-src="../static/debt-notice.preload.js"`), "debt-notice.qr.js")).toBe(
      "https://portal.example/static/debt-notice.qr.js",
    );
  });

  it("takes the script's src over a data-src", async () => {
    const body = `<script src="https://cdn.example/debt-notice.umd.js" data-src="/elsewhere/debt-notice.preload.js"></script>`;
    expect(await located(body, "debt-notice.qr.js")).toBe("https://cdn.example/debt-notice.qr.js");
  });

  // DOM clobbering (<img name="currentScript"> and the like) cannot be shown here: jsdom gives
  // document no named properties. test/e2e/security.e2e.ts shows it in Chromium.

  it.each([
    ["an inline script without data-src", inline()],
    ["a data-src that names no .js file", inline(`data-src="/dist/"`)],
    ["a data-src on another origin", inline(`data-src="https://evil.example/x/debt-notice.preload.js"`)],
    ["a data-src that is not a URL the page can resolve", inline(`data-src="http://[bad"`)],
    ["a CDN short link that names no .js file", `<script src="https://unpkg.com/debt-notice"></script>`],
  ])("with %s, locating a file throws (the caller says it is not available)", async (_case, body) => {
    const url = await siblingUrlIn(body);
    expect(() => url!("debt-notice.ua.json")).toThrow(/cannot be located/);
  });
});
