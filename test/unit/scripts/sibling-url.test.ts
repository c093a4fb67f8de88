import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SIBLING_URL_FUNCTION } from "../../../scripts/build/sibling-files.mjs";

type CurrentScript = { src: string; getAttribute(name: string): string | null } | null;

/** `__debtNoticeSiblingUrl` as a classic script on a page declares it, with this running script. */
function siblingUrlIn(
  currentScript: CurrentScript,
  baseURI = "https://portal.example/dlh/a1b2c3",
): (file: string) => string {
  const context = { document: { currentScript, baseURI }, URL };
  return runInNewContext(`${SIBLING_URL_FUNCTION}\n__debtNoticeSiblingUrl`, context) as (file: string) => string;
}

const script = (src: string, dataSrc: string | null = null): CurrentScript => ({
  src,
  getAttribute: (name) => (name === "data-src" ? dataSrc : null),
});

describe("the sibling files' URL in a classic script", () => {
  it("is beside the script's own file, with its cache-buster", () => {
    const url = siblingUrlIn(script("https://cdn.example/w/debt-notice.umd.js?v=7"));
    expect(url("debt-notice.ua.json")).toBe("https://cdn.example/w/debt-notice.ua.json?v=7");
  });

  it("for a copy inlined in the page: beside the file its data-src names, resolved against the page", () => {
    const url = siblingUrlIn(script("", "/dist/debt-notice.preload.js?v=3"));
    expect(url("debt-notice.en.json")).toBe("https://portal.example/dist/debt-notice.en.json?v=3");
    expect(siblingUrlIn(script("", "../static/debt-notice.preload.js"))("debt-notice.qr.js")).toBe(
      "https://portal.example/static/debt-notice.qr.js",
    );
  });

  it("takes the script's src over a data-src", () => {
    const url = siblingUrlIn(script("https://cdn.example/debt-notice.umd.js", "/elsewhere/debt-notice.preload.js"));
    expect(url("debt-notice.qr.js")).toBe("https://cdn.example/debt-notice.qr.js");
  });

  it.each<[string, CurrentScript]>([
    ["no running script (a module, or after the script ran)", null],
    ["an inline script without data-src", script("")],
    ["a data-src that names no .js file", script("", "/dist/")],
    ["a CDN short link that names no .js file", script("https://unpkg.com/debt-notice")],
    ["a data-src that is not a URL the page can resolve", script("", "http://[bad")],
  ])("with %s, locating a file throws (the caller says it is not available)", (_case, current) => {
    const url = siblingUrlIn(current);
    expect(() => url("debt-notice.ua.json")).toThrow(/cannot be located/);
  });
});
