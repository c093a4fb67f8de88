import { afterEach, describe, expect, it, vi } from "vitest";
import { allowGatewayOrigins } from "../../src/element/gateway-origins";
import { sendStartupCallsEarly } from "../../src/early-start/start";
import { json, scriptedFetch, stubFetch } from "../helpers/fake-fetch";

/** Installs the fake fetch; the returned function lists the gateway calls sent, as `{ url, body }`. */
function recordSent(): () => { url: string; body: unknown }[] {
  const fake = stubFetch(scriptedFetch(json({})));
  return () => fake.calls.filter((call) => call.method === "POST").map(({ url, body }) => ({ url, body }));
}

function page(markup: string) {
  document.body.innerHTML = markup;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  // The early catalog fetches live on the global object (shared with the preload script), and a
  // second start is skipped while they are there: each test starts from an empty page.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("debt-notice.early-catalogs")];
});

describe("debt-notice.preload.js: the start-up calls sent before the widget's script runs", () => {
  it("path routing: reads the reference and m=1 from the URL, as the widget will", () => {
    allowGatewayOrigins(["https://gw.test"]);
    const sent = recordSent();
    page(`<debt-notice routing="path" base-path="/dlh/" api-base="https://gw.test/api"></debt-notice>`);
    expect(sendStartupCallsEarly(document, { pathname: "/dlh/a1b2c3-man-high", search: "?m=1&pay" })).toBe(true);
    expect(sent()).toEqual([
      { url: "https://gw.test/api/getPreferredLanguage", body: { reference: "a1b2c3-man-high" } },
      { url: "https://gw.test/api/getDetails", body: { reference: "a1b2c3-man-high", mobile: true } },
    ]);
  });

  it("an api-base on an origin nobody listed: no early call, neither there nor to the default gateway", () => {
    const sent = recordSent();
    page(`<debt-notice routing="path" base-path="/dlh/" api-base="https://evil.example/api"></debt-notice>`);
    expect(sendStartupCallsEarly(document, { pathname: "/dlh/a1b2c3-man-high", search: "" })).toBe(false);
    expect(sent()).toEqual([]);
  });

  it("memory routing: the reference and mobile attributes; the page URL is not read", () => {
    const sent = recordSent();
    page(`<debt-notice reference="d4e5f6-woman-low" mobile></debt-notice>`);
    expect(sendStartupCallsEarly(document, { pathname: "/somebody-else", search: "?m=0" })).toBe(true);
    expect(sent().map((call) => call.body)).toEqual([
      { reference: "d4e5f6-woman-low" },
      { reference: "d4e5f6-woman-low", mobile: true },
    ]);
    expect(sent()[1]?.url).toMatch(/\/api\/2\/union-debt\/getDetails$/);
  });

  it("also asks for the catalogs the bundle lacks, from beside the script, for the widget to adopt", () => {
    const fake = stubFetch(scriptedFetch(json({})));
    page(`<debt-notice reference="d4e5f6-woman-low"></debt-notice>`);
    expect(sendStartupCallsEarly(document, { pathname: "/", search: "" })).toBe(true);
    const files = fake.calls.filter((call) => call.method === "GET").map((call) => new URL(call.url).pathname);
    expect(files.map((path) => path.split("/").at(-1))).toEqual(["debt-notice.en.json", "debt-notice.ua.json"]);
  });

  it.each([
    [
      "the total-debt page (its call differs)",
      `<debt-notice routing="path"></debt-notice>`,
      "/a1b2c3-man-high/celkovy-dlh",
    ],
    ["a path with no reference", `<debt-notice routing="path"></debt-notice>`, "/"],
    ["a malformed %-escape", `<debt-notice routing="path"></debt-notice>`, "/%E0%A4%A"],
    ["a path deeper than a view", `<debt-notice routing="path"></debt-notice>`, "/a1b2c3-man-high/x/y"],
    ["no element on the page", `<p>nothing here</p>`, "/a1b2c3-man-high"],
  ])("sends nothing for %s (and fetches no catalog)", (_name, markup, pathname) => {
    const fake = stubFetch(scriptedFetch(json({})));
    page(markup);
    expect(sendStartupCallsEarly(document, { pathname, search: "" })).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  // Last: defining the element cannot be undone in this document.
  it("sends nothing once the widget's script has run (it has sent its own calls)", () => {
    const sent = recordSent();
    page(`<debt-notice reference="a1b2c3-man-high"></debt-notice>`);
    customElements.define("debt-notice", class extends HTMLElement {});
    expect(sendStartupCallsEarly(document, { pathname: "/", search: "" })).toBe(false);
    expect(sent()).toEqual([]);
  });
});
