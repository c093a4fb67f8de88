import { afterEach, describe, expect, it, vi } from "vitest";
import { allowGatewayOrigins } from "../../src/element/gateway-origins";
import { sendStartupCallsEarly } from "../../src/early-start/start";
import type { EarlyAnswers } from "../../src/first-paint/paint-early";
import { makeDeferred } from "../helpers/deferred";
import { fakeFetch, json, scriptedFetch, stubFetch, type Reply } from "../helpers/fake-fetch";

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

  // Issue 30's profile: on slow 4G both catalogs, fetched beside getDetails, held a Slovak
  // greeting back by ~0.5 s. A page that paints the greeting early asks for them in turn. Both
  // orders of the two answers, on purpose.
  it.each([
    ["the preferred language answers first", "language-first"],
    ["the details answer first", "details-first"],
  ])(
    "a page that paints early: the debtor's own catalog once their language is known, the others once the details are in (%s)",
    async (_name, order) => {
      const language = makeDeferred<Reply>();
      const details = makeDeferred<Reply>();
      const fake = stubFetch(
        fakeFetch((call) =>
          call.call === "getPreferredLanguage"
            ? language.promise
            : call.call === "getDetails"
              ? details.promise
              : json({}),
        ),
      );
      const files = () =>
        fake.calls.filter((call) => call.method === "GET").map((call) => new URL(call.url).pathname.split("/").at(-1));
      const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
      // A reference of each case's own: the early calls are kept for the widget (early-calls.ts).
      page(`<debt-notice reference="ua-${order}"></debt-notice>`);
      expect(sendStartupCallsEarly(document, { pathname: "/", search: "" }, () => undefined)).toBe(true);
      await settle();
      expect(files()).toEqual([]);
      if (order === "language-first") {
        language.resolve(json({ preferredLanguage: "ua" }));
        await settle();
        expect(files()).toEqual(["debt-notice.ua.json"]);
        details.resolve(json({ entities: {} }));
      } else {
        details.resolve(json({ entities: {} }));
        await settle();
        expect(files()).toEqual([]);
        language.resolve(json({ preferredLanguage: "ua" }));
      }
      await vi.waitFor(() => expect(files()).toEqual(["debt-notice.ua.json", "debt-notice.en.json"]));
    },
  );

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
    [
      "markup with a reference before the standalone page's element",
      `<debt-notice routing="memory" reference="injected-before-standalone"></debt-notice><debt-notice routing="path"></debt-notice>`,
      "/a1b2c3-man-high",
    ],
    [
      "a bare element before a partner's widget",
      `<debt-notice></debt-notice><debt-notice routing="memory" reference="partner-after-bare"></debt-notice>`,
      "/a1b2c3-man-high",
    ],
  ])("sends nothing for %s (and fetches no catalog)", (_name, markup, pathname) => {
    const fake = stubFetch(scriptedFetch(json({})));
    page(markup);
    expect(sendStartupCallsEarly(document, { pathname, search: "" })).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  // debt-notice.starter.js: the calls alone, ahead of the preload script (issue 30: the calls
  // waited for the preload's evaluation). Both orders of the answers and the preload, on purpose.
  it.each([
    ["the answers arrive before the preload script runs", "before"],
    ["the preload script runs before the answers arrive", "after"],
  ])(
    "the starter sends the two calls and no catalog; the preload script after it sends nothing more and paints from their answers (%s)",
    async (_name, when) => {
      const language = makeDeferred<Reply>();
      const details = makeDeferred<Reply>();
      const fake = stubFetch(
        fakeFetch((call) =>
          call.call === "getPreferredLanguage"
            ? language.promise
            : call.call === "getDetails"
              ? details.promise
              : json({}),
        ),
      );
      const posts = () => fake.calls.filter((call) => call.method === "POST").map((call) => call.url.split("/").at(-1));
      const files = () =>
        fake.calls.filter((call) => call.method === "GET").map((call) => new URL(call.url).pathname.split("/").at(-1));
      const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
      const answer = () => {
        language.resolve(json({ preferredLanguage: "sk" }));
        details.resolve(json({ entities: { name: "Starter" } }));
      };
      page(`<debt-notice reference="starter-${when}"></debt-notice>`);

      expect(sendStartupCallsEarly(document, { pathname: "/", search: "" }, "keep the answers")).toBe(true);
      expect(posts()).toEqual(["getPreferredLanguage", "getDetails"]);
      if (when === "before") answer();
      await settle();
      expect(files()).toEqual([]);

      const painted: EarlyAnswers[] = [];
      expect(
        sendStartupCallsEarly(document, { pathname: "/", search: "" }, (_element, answers) => painted.push(answers)),
      ).toBe(true);
      if (when === "after") answer();
      expect(painted).toHaveLength(1);
      expect(await painted[0]?.details).toEqual({ entities: { name: "Starter" } });
      expect(await painted[0]?.preferredLanguage).toEqual({ preferredLanguage: "sk" });
      expect(posts()).toEqual(["getPreferredLanguage", "getDetails"]);
      // The preload script's catalogs, in turn, once the details are in.
      await vi.waitFor(() => expect(files()).toEqual(["debt-notice.en.json", "debt-notice.ua.json"]));
    },
  );

  it("the widget's own early start keeps no answer: a preload script after it has nothing to paint from", () => {
    stubFetch(scriptedFetch(json({})));
    page(`<debt-notice reference="widget-first"></debt-notice>`);
    expect(sendStartupCallsEarly(document, { pathname: "/", search: "" })).toBe(true);
    const paint = vi.fn();
    sendStartupCallsEarly(document, { pathname: "/", search: "" }, paint);
    expect(paint).not.toHaveBeenCalled();
  });

  it("debt-notice.starter.js, evaluated on a page with the element: the two calls, answers kept for the preload", async () => {
    const fake = stubFetch(scriptedFetch(json({ preferredLanguage: "ua" }), json({ entities: {} })));
    page(`<debt-notice reference="starter-module"></debt-notice>`);
    await import("../../src/starter");
    expect(fake.calls.map((call) => call.url.split("/").at(-1))).toEqual(["getPreferredLanguage", "getDetails"]);
    const painted: EarlyAnswers[] = [];
    sendStartupCallsEarly(document, window.location, (_element, answers) => painted.push(answers));
    expect(await painted[0]?.preferredLanguage).toEqual({ preferredLanguage: "ua" });
    expect(fake.calls.filter((call) => call.method === "POST")).toHaveLength(2);
  });

  // The last two: defining the element cannot be undone in this document (every test after
  // them would send nothing for that reason alone).
  it("a page that paints early, for a Slovak debtor: no catalog before the details are in, and none after the widget's script has come", async () => {
    const details = makeDeferred<Reply>();
    const fake = stubFetch(
      fakeFetch((call) => (call.call === "getDetails" ? details.promise : json({ preferredLanguage: "sk" }))),
    );
    const files = () => fake.calls.filter((call) => call.method === "GET");
    page(`<debt-notice reference="a1b2c3-man-high"></debt-notice>`);
    sendStartupCallsEarly(document, { pathname: "/", search: "" }, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(files()).toEqual([]);
    // The widget's script defines the element (and its session fetches what it lacks itself).
    customElements.define("debt-notice", class extends HTMLElement {});
    details.resolve(json({ entities: {} }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(files()).toEqual([]);
  });

  it("sends nothing once the widget's script has run (it has sent its own calls)", () => {
    const sent = recordSent();
    page(`<debt-notice reference="a1b2c3-man-high"></debt-notice>`);
    if (!customElements.get("debt-notice")) customElements.define("debt-notice", class extends HTMLElement {});
    expect(sendStartupCallsEarly(document, { pathname: "/", search: "" })).toBe(false);
    expect(sent()).toEqual([]);
  });
});
