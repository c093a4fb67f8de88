import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allowGatewayOrigins } from "../../src/element/gateway-origins";
import { defineDebtNoticeElement } from "../../src/element/define-element";
import { DebtNoticeOptionsError } from "../../src/session/options";
import { mount } from "../../src/mount";
import { json, routedFetch, stubFetch, type RecordedCall, type Route } from "../helpers/fake-fetch";
import { FORM_HEADING, TOTAL_DEBT_JSON, detailsFixture, sectionsShown } from "../helpers/render-widget";

/** Every request the widget made, in order. */
let calls: RecordedCall[];
/** The gateway's answers by call: a test may replace one. */
let responders: Partial<Record<string, Route>>;

function entities(overrides: Record<string, unknown> = {}) {
  const { payBySquare: _p, ...details } = detailsFixture();
  return { entities: { ...details, totalDebt: TOTAL_DEBT_JSON, ...overrides } };
}

// mount() owns its React root (not RTL's), so React must not expect act() around its updates.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;

beforeEach(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const fake = stubFetch(
    routedFetch({
      getPreferredLanguage: () => json({ preferredLanguage: "en" }),
      getDetails: () => json(entities()),
      changePreferredLanguage: () => json({}),
      updateState: () => json({}),
      uploadComment: () => json({}),
    }),
  );
  calls = fake.calls;
  responders = fake.routes;
  // These tests answer through the stubbed fetch: without XMLHttpRequest the comment's upload goes by
  // fetch too (its XMLHttpRequest path: upload-with-progress.test.ts, upload-progress.e2e.ts).
  vi.stubGlobal("XMLHttpRequest", undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  sessionStorage.clear();
  // Let disconnected elements unmount (a microtask) before React expects act() again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

const PAY_CONFIG = { phone: "0800 100 200", paymentOrigins: "https://pay.insurer.example" };

/** The refused api-base's heading: the page is not set up to load the notice (no call was sent). */
const NOT_SET_UP_SK = "Vaše upozornenie na nedoplatok sa na tejto stránke nedá zobraziť";

let tagCounter = 0;
function uniqueTag(): string {
  tagCounter += 1;
  return `dn-test-${tagCounter}`;
}

function createElement(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  defineDebtNoticeElement(tag);
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

function shadowOf(el: Element): HTMLElement {
  const root = el.shadowRoot;
  if (!root) throw new Error("no shadow root");
  return root as unknown as HTMLElement;
}

async function formIn(el: Element) {
  const heading = await within(shadowOf(el)).findByRole("heading", { level: 1, name: FORM_HEADING });
  await sectionsShown(shadowOf(el));
  return heading;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("<debt-notice> custom element", () => {
  it("renders into an open shadow root and loads the debtor of its reference attribute", async () => {
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    document.body.append(el);
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot?.mode).toBe("open");
    await formIn(el);
    expect(within(shadowOf(el)).getByText("Dear Mr Ján Novák,")).toBeTruthy();
    // Nothing leaks into the light DOM.
    expect(el.children).toHaveLength(0);
    expect(screen.queryByText("Dear Mr Ján Novák,")).toBeNull();

    const details = calls.find((c) => c.call === "getDetails");
    expect(details?.body).toEqual({ reference: "EL-REF", mobile: false });
    expect(details?.url).toBe(new URL("/api/2/union-debt/getDetails", window.location.href).href);
    // The reference only travels in bodies.
    for (const c of calls) expect(c.url).not.toContain("EL-REF");
    expect(el.getAttributeNames()).toEqual(["reference"]);
  });

  // The fourth security review: paymentOrigins set after the element had started (a later script)
  // was never used, and a changed answer's payment link to another site stayed a Pay button.
  it.each([
    ["config set from a later script", (el: HTMLElement & { config?: unknown }) => void (el.config = PAY_CONFIG)],
  ])("paymentOrigins from %s still vets the payment link", async (_name, configure) => {
    responders.getDetails = () => json(entities({ paymeUrl: "https://evil.example/pay" }));
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    document.body.append(el);
    await formIn(el);
    configure(el);
    await vi.waitFor(() =>
      expect(within(shadowOf(el)).getByText(/Online payment is not available right now/)).toBeTruthy(),
    );
    expect(within(shadowOf(el)).queryByRole("link", { name: /Pay debt/ })).toBeNull();
  });

  // The thirteenth and fourteenth integrator trials: U+202E in the name turned the greeting around.
  it("a right-to-left override in the answer's name does not turn the greeting around", async () => {
    responders.getDetails = () => json(entities({ name: "J\u00e1n \u202eNov\u00e1k" }));
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    document.body.append(el);
    await formIn(el);
    expect(shadowOf(el).querySelector(".dn-greeting")?.textContent).toBe("Dear Mr J\u00e1n Nov\u00e1k,");
  });

  // The fifteenth integrator trial: another account and a phone, written where the name goes, were
  // the greeting; an empty name read "Dear Mr ,".
  it.each([
    ["J\u00e1n Nov\u00e1k. POZOR: platba len na \u00fa\u010det SK66 0000, tel. 0900 123 456", true, "Dear Sir,"],
    ["", false, "Dear Madam,"],
  ])(
    "a name that is no name (%j) is not printed: the greeting addresses the debtor without one",
    async (name, isMan, said) => {
      responders.getDetails = () => json(entities({ name, isMan }));
      const el = createElement(uniqueTag(), { reference: "EL-REF" });
      document.body.append(el);
      await formIn(el);
      expect(shadowOf(el).querySelector(".dn-greeting")?.textContent).toBe(said);
      expect(shadowOf(el).textContent).not.toMatch(/SK66|0900/);
    },
  );

  it("maps api-base and mobile to the gateway calls (a gateway on another origin the host listed)", async () => {
    const tag = uniqueTag();
    defineDebtNoticeElement(tag, { apiOrigins: ["https://gw.example"] });
    const el = createElement(tag, { reference: "EL-REF", "api-base": "https://gw.example/api/", mobile: "" });
    document.body.append(el);
    await formIn(el);
    const details = calls.find((c) => c.call === "getDetails");
    expect(details?.url).toBe("https://gw.example/api/getDetails");
    expect(details?.body).toEqual({ reference: "EL-REF", mobile: true });
    expect(calls.every((c) => c.url.startsWith("https://gw.example/api/"))).toBe(true);
  });

  // Not the page's own /api/2/union-debt either: its "not found" would make the debtor doubt the link.
  it.each([
    [
      "on an origin nobody listed (injected markup cannot send a reference elsewhere)",
      "https://evil.example/api/",
      "data-api-origins",
    ],
    ["that is unsafe (plain http: to another host)", "http://gw.example/api/", "api-base"],
  ])("an api-base attribute %s sends nothing anywhere, with one warning", async (_, apiBase, warned) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = createElement(uniqueTag(), { reference: "EL-REF", "api-base": apiBase });
    document.body.append(el);
    await within(shadowOf(el)).findByRole("heading", { level: 1, name: NOT_SET_UP_SK });
    expect(calls).toEqual([]);
    expect(warn.mock.calls.filter(([message]) => String(message).includes(warned))).toHaveLength(1);
    expect((el as HTMLElement & { apiBase: unknown }).apiBase).toBeNull();
  });

  // The fourteenth trial: a copy of the script that markup loaded before the page's own defined the
  // element while the page was parsed, and the page's deferred script tag listed the gateway too late.
  it.each([
    ["lists it before the page is parsed: the calls go there", true],
    ["never lists it: refused, said once", false],
  ])(
    "upgraded while the page is parsed, an api-base nobody listed yet waits for the page's own script, which %s",
    async (_name, lists) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const readyState = vi.spyOn(Document.prototype, "readyState", "get").mockReturnValue("loading");
      const origin = `https://gw-listed-late-${String(lists)}.example`;
      try {
        const el = createElement(uniqueTag(), { reference: "EL-REF", "api-base": `${origin}/api/` });
        document.body.append(el);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(el.shadowRoot?.childElementCount ?? 0).toBe(0);
        expect(warn.mock.calls.some(([message]) => String(message).includes("data-api-origins"))).toBe(false);
        if (lists) allowGatewayOrigins([origin]);
        readyState.mockReturnValue("interactive");
        document.dispatchEvent(new Event("DOMContentLoaded"));
        if (lists) {
          await formIn(el);
          expect(calls.find((c) => c.call === "getDetails")?.url).toBe(`${origin}/api/getDetails`);
        } else {
          await within(shadowOf(el)).findByRole("heading", { level: 1, name: NOT_SET_UP_SK });
          expect(calls).toEqual([]);
        }
        const listingWarnings = warn.mock.calls.filter(([message]) => String(message).includes("data-api-origins"));
        expect(listingWarnings).toHaveLength(lists ? 0 : 1);
      } finally {
        readyState.mockRestore();
        warn.mockRestore();
      }
    },
  );

  // The fourth integrator trial: a <debt-notice> with neither attribute on a "pretty" partner
  // address showed the not-found view, and nothing on the console said why.
  it("neither reference nor routing: one warning that the address is read, naming the fix", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const implicit = createElement(uniqueTag());
    const explicit = createElement(uniqueTag(), { routing: "path" });
    document.body.append(implicit);
    await flush();
    implicit.remove();
    document.body.append(explicit);
    await flush();
    const said = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes("neither a reference"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('set reference="…"');
  });

  it("an api-base attribute on the page's own origin needs no listing", async () => {
    const el = createElement(uniqueTag(), { reference: "EL-REF", "api-base": `${window.location.origin}/gw/` });
    document.body.append(el);
    await formIn(el);
    expect(calls.find((c) => c.call === "getDetails")?.url).toBe(`${window.location.origin}/gw/getDetails`);
  });

  it("path routing beside another widget on the page: both stay empty, so injected markup cannot show a debtor's notice", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const start = window.location.href;
    window.history.replaceState(null, "", "/dlh/PATH-EL");
    try {
      const tag = uniqueTag();
      const real = createElement(tag, { reference: "EL-REF" });
      // What markup injected into the page could add: a path-routed twin with a payee of its own.
      const injected = createElement(tag, { routing: "path", "base-path": "/dlh/" });
      injected.innerHTML = `<script type="application/json">{"payee":{"iban":"SK6807200002891987426353","beneficiaryName":"X"}}</script>`;
      document.body.append(real, injected);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(injected.shadowRoot?.childElementCount ?? 0).toBe(0);
      // The sixth trial: on the standalone page the injected one may be the one with a reference
      // (another debtor's notice at this debtor's address). Which is real cannot be told: neither shows.
      expect(real.shadowRoot?.childElementCount ?? 0).toBe(0);
      expect(calls).toEqual([]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("path routing"))).toHaveLength(1);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("a reference of its own"))).toHaveLength(1);
    } finally {
      window.history.replaceState(null, "", start);
    }
  });

  // The fourteenth trial: a bare `<debt-notice></debt-notice>` (left in a partner's template, or
  // injected) reads the address, and so blanked the partner's real widget beside it.
  const bareBesideMemory: [string, (real: HTMLElement, bare: HTMLElement) => Promise<void>][] = [
    ["the bare one first in the page", async (real, bare) => document.body.append(bare, real)],
    ["the bare one after the real one", async (real, bare) => document.body.append(real, bare)],
    [
      "the bare one added after the real one showed",
      async (real, bare) => {
        document.body.append(real);
        await formIn(real);
        document.body.append(bare);
      },
    ],
  ];
  it.each(bareBesideMemory)(
    'a bare element beside one with routing="memory" (%s): the real one shows, the bare one stays empty',
    async (_order, place) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const tag = uniqueTag();
      const real = createElement(tag, { reference: "EL-REF", routing: "memory" });
      const bare = createElement(tag);
      await place(real, bare);
      await formIn(real);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bare.shadowRoot?.childElementCount ?? 0).toBe(0);
      expect(calls.filter((c) => c.call === "getDetails").map((c) => c.body)).toEqual([
        { reference: "EL-REF", mobile: false },
      ]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("path routing"))).toHaveLength(1);
      expect(warn.mock.calls.some(([message]) => String(message).includes("a reference of its own"))).toBe(false);
    },
  );

  // The fifteenth trial: markup injected beside the partner's widget blanked it (a bare
  // routing="path" element), or wrapped it (an unclosed <debt-notice> before it) so that the
  // visible widget was the injected one, without the page's config. The page's own element is the
  // one its script gave a config; markup cannot set a property.
  const injectedBesideConfigured: [string, Record<string, string>, "before" | "after"][] = [
    ['routing="path", before it', { routing: "path" }, "before"],
    ['routing="path", after it', { routing: "path" }, "after"],
    ["bare, after it", {}, "after"],
  ];
  it.each(injectedBesideConfigured)(
    "an element without config injected %s: the page's configured widget shows, the other stays empty",
    async (_name, attributes, order) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const tag = uniqueTag();
      const real = createElement(tag, { reference: "EL-REF", routing: "memory" }) as HTMLElement & { config?: unknown };
      real.config = PAY_CONFIG;
      const injected = createElement(tag, attributes);
      if (order === "before") document.body.append(injected, real);
      else document.body.append(real, injected);
      await formIn(real);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(injected.shadowRoot?.childElementCount ?? 0).toBe(0);
      // It holds no place either (the README's placeholder rule skips [hidden]).
      expect([injected.hidden, real.hidden]).toEqual([true, false]);
      expect(calls.filter((c) => c.call === "getDetails").map((c) => c.body)).toEqual([
        { reference: "EL-REF", mobile: false },
      ]);
      expect(within(shadowOf(real)).getByRole("link", { name: "0800 100 200" })).toBeTruthy();
      expect(warn.mock.calls.filter(([message]) => String(message).includes("has no config"))).toHaveLength(1);
    },
  );

  // The seventeenth trial: markup loaded the page's own config script again right after an
  // element of its own (script-src 'self' allows it), which then showed another debtor with the
  // page's account, contacts and payment origins, the real notice hidden in a <div hidden>. Or it
  // landed between the real element and its config script, which then configured the injected
  // one. Which element is the page's cannot be told: one page, one debtor, or none.
  const twoDebtors: [string, (real: HTMLElement, injected: HTMLElement) => void][] = [
    [
      "both given the config (the config script loaded again after the injected one)",
      (real, injected) => {
        (injected as HTMLElement & { config?: unknown }).config = PAY_CONFIG;
        (real as HTMLElement & { config?: unknown }).config = PAY_CONFIG;
        document.body.append(injected, real);
      },
    ],
    [
      "the injected one between the element and its config script (it gets the config)",
      (real, injected) => {
        (injected as HTMLElement & { config?: unknown }).config = PAY_CONFIG;
        document.body.append(real, injected);
      },
    ],
    [
      "the injected one without config, before the page's configured one",
      (real, injected) => {
        (real as HTMLElement & { config?: unknown }).config = PAY_CONFIG;
        document.body.append(injected, real);
      },
    ],
  ];
  it.each(twoDebtors)(
    "two elements naming different debtors (%s): neither shows, nothing is sent",
    async (_name, place) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const tag = uniqueTag();
      defineDebtNoticeElement(tag);
      const real = createElement(tag, { reference: "EL-REF", routing: "memory" });
      const injected = createElement(tag, { reference: "ATTACKER-REF", routing: "memory" });
      place(real, injected);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([real.hidden, injected.hidden]).toEqual([true, true]);
      expect([real.shadowRoot?.childElementCount ?? 0, injected.shadowRoot?.childElementCount ?? 0]).toEqual([0, 0]);
      expect(calls).toEqual([]);
      const said = warn.mock.calls.map(([message]) => String(message));
      expect(said.some((message) => message.includes("names a different one: neither shows"))).toBe(true);
    },
  );

  // The seventeenth trial: an unclosed <a href> injected before the element wrapped the widget, and
  // a tap on the amount or the QR code opened the attacker's page.
  it.each([
    ["a link", (inner: string) => `<a href="https://evil.example/fake-pay"><p>${inner}</p></a>`],
    ["a label", (inner: string) => `<label>${inner}</label>`],
    ["a button", (inner: string) => `<button type="button"><span>${inner}</span></button>`],
    ["a summary", (inner: string) => `<details open><summary>${inner}</summary></details>`],
    // The eighteenth trial: an SVG link (xlink:href) around a foreignObject.
    [
      "an SVG a",
      (inner: string) =>
        `<svg><a xlink:href="https://evil.example/steal"><foreignObject width="100" height="100">${inner}</foreignObject></a></svg>`,
    ],
  ])("inside %s: it stays empty and says why, once", async (name, around) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tag = uniqueTag();
    defineDebtNoticeElement(tag);
    document.body.innerHTML = around(`<${tag} routing="memory" reference="EL-REF"></${tag}>`);
    const el = document.body.querySelector(tag) as HTMLElement & { config?: unknown };
    el.config = PAY_CONFIG;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.hidden).toBe(true);
    expect(el.shadowRoot?.childElementCount ?? 0).toBe(0);
    expect(calls).toEqual([]);
    const tagName = {
      "a link": "a",
      "a label": "label",
      "a button": "button",
      "a summary": "summary",
      "an SVG a": "a",
    }[name];
    expect(warn.mock.calls.filter(([message]) => String(message).includes(`is inside a <${tagName}>`))).toHaveLength(1);
  });

  it("inside a link across a shadow root (a component of the page's own holding it): it stays empty too", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tag = uniqueTag();
    defineDebtNoticeElement(tag);
    document.body.innerHTML = `<a href="https://evil.example/"><div id="component"></div></a>`;
    const shadow = (document.getElementById("component") as HTMLElement).attachShadow({ mode: "open" });
    const el = document.createElement(tag);
    el.setAttribute("reference", "EL-REF");
    shadow.append(el);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.hidden).toBe(true);
    expect(el.shadowRoot?.childElementCount ?? 0).toBe(0);
  });

  it("a link beside it, closed, changes nothing: it shows", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tag = uniqueTag();
    defineDebtNoticeElement(tag);
    document.body.innerHTML = `<a href="/elsewhere">elsewhere</a><${tag} routing="memory" reference="EL-REF"></${tag}>`;
    const el = document.body.querySelector(tag) as HTMLElement;
    await formIn(el);
    expect(el.hidden).toBe(false);
  });

  it("two elements naming the same debtor, each configured: both show (not markup's doing alone)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tag = uniqueTag();
    const first = createElement(tag, { reference: "EL-REF", routing: "memory" }) as HTMLElement & { config?: unknown };
    const second = createElement(tag, { reference: " EL-REF ", routing: "memory" }) as HTMLElement & {
      config?: unknown;
    };
    first.config = PAY_CONFIG;
    second.config = PAY_CONFIG;
    document.body.append(first, second);
    await formIn(first);
    await formIn(second);
    expect([first.hidden, second.hidden]).toEqual([false, false]);
  });

  it("the standalone page's configured element beside an injected one with a reference: the page's own shows", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const start = window.location.href;
    window.history.replaceState(null, "", "/dlh/PATH-EL");
    try {
      const tag = uniqueTag();
      const injected = createElement(tag, { reference: "OTHER-REF", routing: "memory" });
      const standalone = createElement(tag, { routing: "path", "base-path": "/dlh/" }) as HTMLElement & {
        config?: unknown;
      };
      standalone.config = PAY_CONFIG;
      document.body.append(injected, standalone);
      await formIn(standalone);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(injected.shadowRoot?.childElementCount ?? 0).toBe(0);
      expect(calls.filter((c) => c.call === "getDetails").map((c) => c.body)).toEqual([
        { reference: "PATH-EL", mobile: false },
      ]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("has no config"))).toHaveLength(1);
    } finally {
      window.history.replaceState(null, "", start);
    }
  });

  it("an unclosed element injected before the page's own one wraps it: the outer shows the inner, configured one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tag = uniqueTag();
    defineDebtNoticeElement(tag);
    // What the parser builds from `<x routing="memory" reference="OUTER-REF">` left unclosed before the real element.
    document.body.innerHTML = `<${tag} routing="memory" reference="OUTER-REF"><${tag} routing="memory" reference="EL-REF"></${tag}></${tag}>`;
    const outer = document.body.firstElementChild as HTMLElement;
    const real = outer.firstElementChild as HTMLElement & { config?: unknown };
    real.config = PAY_CONFIG;
    await formIn(real);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The outer draws nothing of its own: a slot, through which the page's widget shows.
    expect(Array.from(outer.shadowRoot?.children ?? []).map((child) => child.localName)).toEqual(["slot"]);
    expect(calls.filter((c) => c.call === "getDetails").map((c) => c.body)).toEqual([
      { reference: "EL-REF", mobile: false },
    ]);
    expect(within(shadowOf(real)).getByRole("link", { name: "0800 100 200" })).toBeTruthy();
    expect(warn.mock.calls.filter(([message]) => String(message).includes("inside it"))).toHaveLength(1);
  });

  it('routing="memory" beside one that writes routing="path" (the standalone page): both stay empty', async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const start = window.location.href;
    window.history.replaceState(null, "", "/dlh/PATH-EL");
    try {
      const tag = uniqueTag();
      const standalone = createElement(tag, { routing: "path", "base-path": "/dlh/" });
      const injected = createElement(tag, { reference: "OTHER-REF", routing: "memory" });
      document.body.append(standalone, injected);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(standalone.shadowRoot?.childElementCount ?? 0).toBe(0);
      expect(injected.shadowRoot?.childElementCount ?? 0).toBe(0);
      expect(calls).toEqual([]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("a reference of its own"))).toHaveLength(1);
    } finally {
      window.history.replaceState(null, "", start);
    }
  });

  it("routing=path reads the reference from location.pathname under base-path", async () => {
    const start = window.location.href;
    window.history.replaceState(null, "", "/dlh/PATH-EL?m=1");
    try {
      const el = createElement(uniqueTag(), { routing: "path", "base-path": "/dlh/" });
      document.body.append(el);
      await formIn(el);
      expect(calls.find((c) => c.call === "getDetails")?.body).toEqual({ reference: "PATH-EL", mobile: true });
    } finally {
      window.history.replaceState(null, "", start);
    }
  });

  it("without a reference defaults to path routing (here: the not-found page, no calls)", async () => {
    const el = createElement(uniqueTag());
    document.body.append(el);
    await waitFor(() =>
      expect(shadowOf(el).querySelector("[data-screen]")?.getAttribute("data-screen")).toBe("notFound"),
    );
    expect(calls).toEqual([]);
  });

  it("warns about an invalid request-timeout and uses the default", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = createElement(uniqueTag(), { reference: "EL-REF", "request-timeout": "soon" });
    document.body.append(el);
    await formIn(el);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('request-timeout="soon"'));
    expect(warn.mock.calls.some(([m]) => String(m).includes("EL-REF"))).toBe(false);
  });

  it("warns about an invalid routing value and uses the default", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = createElement(uniqueTag(), { reference: "EL-REF", routing: "hash" });
    document.body.append(el);
    await formIn(el);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('routing="hash"'));
  });

  it("dispatches the five DOM events (bubbling, composed, no comment in detail)", async () => {
    const events: CustomEvent[] = [];
    const names = [
      "debt-notice-loaded",
      "debt-notice-comment-sent",
      "debt-notice-pay",
      "debt-notice-language-change",
      "debt-notice-error",
    ];
    // Listening on document proves the events bubble out of the element.
    const record = (event: Event) => events.push(event as CustomEvent);
    for (const name of names) document.addEventListener(name, record);
    // jsdom cannot open tabs: cancel link activations only (a submit must still submit).
    const stopNavigation = (event: Event) => {
      if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
    };
    document.addEventListener("click", stopNavigation);
    responders.updateState = () => json({ error: "down" }, 503);
    try {
      const el = createElement(uniqueTag(), { reference: "EL-REF" });
      document.body.append(el);
      const ui = within(shadowOf(el));
      const user = userEvent.setup();
      await formIn(el);

      await waitFor(() => expect(events.map((e) => e.type)).toContain("debt-notice-loaded"));
      const loaded = events.find((e) => e.type === "debt-notice-loaded")!;
      expect(loaded.detail).toEqual({ reference: "EL-REF", view: "home" });
      expect(loaded.target).toBe(el);

      // comment sent (no captcha configured: token null)
      const secret = "my secret objection";
      await user.type(ui.getByRole("textbox"), secret);
      await user.click(ui.getByRole("button", { name: /Send/ }));
      await waitFor(() => expect(events.map((e) => e.type)).toContain("debt-notice-comment-sent"));
      expect(events.find((e) => e.type === "debt-notice-comment-sent")?.detail).toEqual({
        reference: "EL-REF",
        withAttachment: false,
      });
      expect(calls.find((c) => c.call === "uploadComment")?.body).toEqual({
        reference: "EL-REF",
        sessionId: "session-7",
        comment: secret,
        attachmentType: null,
        attachment: null,
        captchaToken: null,
      });
      await user.click(await ui.findByRole("button", { name: "Send information again" }));

      // pay + error (updateState answers 503, never retried)
      await user.click(await ui.findByRole("link", { name: /Pay debt/ }));
      await waitFor(() => expect(events.map((e) => e.type)).toContain("debt-notice-error"));
      expect(events.find((e) => e.type === "debt-notice-pay")?.detail).toEqual({ reference: "EL-REF" });
      expect(events.find((e) => e.type === "debt-notice-error")?.detail).toEqual({
        reference: "EL-REF",
        call: "updateState",
      });
      expect(calls.filter((c) => c.call === "updateState")).toHaveLength(1);
      expect(calls.find((c) => c.call === "updateState")?.body).toEqual({
        reference: "EL-REF",
        sessionId: "session-7",
        clickedOnPay: true,
      });

      // language change
      await user.selectOptions(ui.getByRole("combobox", { name: /Choose the language of this website/ }), "ua");
      await waitFor(() => expect(events.map((e) => e.type)).toContain("debt-notice-language-change"));
      expect(events.find((e) => e.type === "debt-notice-language-change")?.detail).toEqual({
        reference: "EL-REF",
        language: "ua",
      });
      await waitFor(() => expect(calls.some((c) => c.call === "changePreferredLanguage")).toBe(true));
      expect(calls.find((c) => c.call === "changePreferredLanguage")?.body).toEqual({
        reference: "EL-REF",
        newPreferredLanguage: "ua",
      });

      for (const event of events) {
        expect(event.bubbles).toBe(true);
        expect(event.composed).toBe(true);
        expect(JSON.stringify(event.detail)).not.toContain(secret);
        expect(event.target).toBe(el);
      }
      expect(new Set(events.map((e) => e.type))).toEqual(new Set(names));
    } finally {
      for (const name of names) document.removeEventListener(name, record);
      document.removeEventListener("click", stopNavigation);
    }
  });

  it("dispatches debt-notice-error with call getDetails when loading fails", async () => {
    responders.getDetails = () => json({ error: "nope" }, 404);
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    const seen: CustomEvent[] = [];
    el.addEventListener("debt-notice-error", (e) => seen.push(e as CustomEvent));
    el.addEventListener("debt-notice-loaded", (e) => seen.push(e as CustomEvent));
    document.body.append(el);
    await waitFor(() => expect(seen.map((e) => e.type)).toContain("debt-notice-error"));
    expect(seen.find((e) => e.type === "debt-notice-error")?.detail).toEqual({
      reference: "EL-REF",
      call: "getDetails",
    });
    expect(seen.find((e) => e.type === "debt-notice-loaded")?.detail).toEqual({
      reference: "EL-REF",
      view: "notFound",
    });
  });

  it("its events reach the host only once the widget is in the DOM, even one emitted on start", async () => {
    // Memory routing without a reference: the machine emits debt-notice-loaded (not found) as it starts.
    const el = createElement(uniqueTag(), {});
    const seenWith: Array<{ type: string; rendered: string | null | undefined }> = [];
    el.addEventListener("debt-notice-loaded", (e) =>
      seenWith.push({
        type: e.type,
        rendered: el.shadowRoot?.querySelector("[data-screen]")?.getAttribute("data-screen"),
      }),
    );
    document.body.append(el);
    await waitFor(() => expect(seenWith).toHaveLength(1));
    expect(seenWith[0]).toEqual({ type: "debt-notice-loaded", rendered: "notFound" });
  });

  it("removing the element unmounts it (empty shadow root, no more calls); re-adding remounts", async () => {
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    document.body.append(el);
    await formIn(el);
    const before = calls.length;
    const detailsBefore = calls.filter((c) => c.call === "getDetails").length;

    el.remove();
    await flush();
    expect(el.shadowRoot?.childNodes.length).toBe(0);
    await flush();
    expect(calls.length).toBe(before);

    document.body.append(el);
    await formIn(el);
    expect(calls.length).toBeGreaterThan(before);
    const detailsCalls = () => calls.filter((c) => c.call === "getDetails").length;
    expect(detailsCalls()).toBeGreaterThan(detailsBefore);
    // One app in the shadow root, not two.
    expect(shadowOf(el).querySelectorAll(".dn-root")).toHaveLength(1);
  });

  it("moving the element within the page keeps the session", async () => {
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    const other = document.createElement("div");
    document.body.append(el, other);
    await formIn(el);
    const user = userEvent.setup();
    await user.type(within(shadowOf(el)).getByRole("textbox"), "keep me");
    const detailsBefore = calls.filter((c) => c.call === "getDetails").length;
    other.append(el);
    await flush();
    await flush();
    expect((within(shadowOf(el)).getByRole("textbox") as HTMLInputElement).value).toBe("keep me");
    expect(within(shadowOf(el)).getByRole("button", { name: /Send/ })).toBeEnabled();
    expect(calls.filter((c) => c.call === "getDetails")).toHaveLength(detailsBefore);
  });

  it("changing the reference attribute reloads for the new debtor", async () => {
    const el = createElement(uniqueTag(), { reference: "EL-ONE" });
    document.body.append(el);
    await formIn(el);
    responders.getDetails = () => json(entities({ name: "Eva Druhá", isMan: false }));
    el.setAttribute("reference", "EL-TWO");
    await within(shadowOf(el)).findByText("Dear Ms Eva Druhá,");
    // (StrictMode may ask twice per session; the first request is aborted.)
    const references = calls.filter((c) => c.call === "getDetails").map((c) => c.body?.reference);
    expect([...new Set(references)]).toEqual(["EL-ONE", "EL-TWO"]);
    expect(references.at(-1)).toBe("EL-TWO");
  });

  it("the config property sets the provider's texts", async () => {
    const tag = uniqueTag();
    const el = createElement(tag, { reference: "EL-REF" }) as HTMLElement & { config?: unknown };
    el.config = { providerName: "Testovacia poisťovňa", phone: "0900 111 222" };
    document.body.append(el);
    await formIn(el);
    const ui = within(shadowOf(el));
    expect(ui.getAllByText("Testovacia poisťovňa").length).toBeGreaterThan(0);
    expect(ui.getByRole("link", { name: "0900 111 222" }).getAttribute("href")).toBe("tel:0900111222");
    el.config = { providerName: "Iná poisťovňa" };
    await waitFor(() => expect(ui.getAllByText("Iná poisťovňa").length).toBeGreaterThan(0));
  });

  it("defining the same tag twice is harmless and returns the same class", () => {
    const tag = uniqueTag();
    const first = defineDebtNoticeElement(tag);
    const second = defineDebtNoticeElement(tag);
    expect(second).toBe(first);
    expect(customElements.get(tag)).toBe(first);
  });
});

describe("mount()", () => {
  it("renders into the target's shadow root, dispatches events on it, and returns update/unmount", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const loaded: CustomEvent[] = [];
    target.addEventListener("debt-notice-loaded", (e) => loaded.push(e as CustomEvent));
    const handle = mount(target, { reference: "MOUNT-1" });
    expect(typeof handle.update).toBe("function");
    expect(typeof handle.unmount).toBe("function");
    await formIn(target);
    await waitFor(() => expect(loaded.map((e) => e.detail)).toContainEqual({ reference: "MOUNT-1", view: "home" }));

    responders.getDetails = () => json(entities({ name: "Mária Nová", isMan: false }));
    handle.update({ reference: "MOUNT-2" });
    await within(shadowOf(target)).findByText("Dear Ms Mária Nová,");
    const references = calls.filter((c) => c.call === "getDetails").map((c) => c.body?.reference);
    expect(references.at(-1)).toBe("MOUNT-2");
    expect(references).toContain("MOUNT-1");

    handle.unmount();
    expect(shadowOf(target).querySelector(".dn-root")).toBeNull();
    const count = calls.length;
    handle.update({ reference: "MOUNT-3" });
    await flush();
    expect(calls.length).toBe(count);
    expect(shadowOf(target).querySelector(".dn-root")).toBeNull();
  });

  it("an update that does not change the session keeps the form", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const handle = mount(target, { reference: "MOUNT-1" });
    await formIn(target);
    const user = userEvent.setup();
    await user.type(within(shadowOf(target)).getByRole("textbox"), "typed");
    handle.update({ config: { providerName: "Nová poisťovňa" } });
    await waitFor(() => expect(within(shadowOf(target)).getAllByText("Nová poisťovňa").length).toBeGreaterThan(0));
    expect((within(shadowOf(target)).getByRole("textbox") as HTMLInputElement).value).toBe("typed");
    expect(within(shadowOf(target)).getByRole("button", { name: /Send/ })).toBeEnabled();
    handle.unmount();
  });

  it.each([
    [{ routing: "hash" }, /"routing" must be "path" or "memory"/],
    [{ requestTimeout: -5 }, /"requestTimeout" must be a positive number/],
    [{ reference: 42 }, /"reference" must be a string, got number/],
    [{ mobile: "yes" }, /"mobile" must be a boolean/],
    [{ config: "x" }, /"config" must be an object/],
  ])("throws a DebtNoticeOptionsError for invalid options %j", (options, message) => {
    const target = document.createElement("div");
    let error: unknown;
    try {
      mount(target, options as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DebtNoticeOptionsError);
    expect((error as Error).message).toMatch(message);
    expect(calls).toEqual([]);
  });

  it("throws a DebtNoticeOptionsError when the target is not an element", () => {
    expect(() => mount({} as Element, { reference: "X" })).toThrow(DebtNoticeOptionsError);
    expect(() => mount(null as unknown as Element)).toThrow(/needs a DOM element/);
  });
});

describe("config at the boundary (issue 18)", () => {
  it("mount() throws a DebtNoticeOptionsError naming a config field of the wrong type", () => {
    const target = document.createElement("div");
    expect(() => mount(target, { reference: "X", config: { phone: 5 } as never })).toThrow(
      /config "phone" must be a string, got number/,
    );
    expect(target.shadowRoot).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("unknown option and config names are one warning each, not repeated by updates", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const target = document.createElement("div");
    document.body.append(target);
    const handle = mount(target, { reference: "X", refrence: "typo", config: { emial: "a@b.sk" } } as never);
    handle.update({ mobile: true });
    handle.update({ mobile: false });
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages.filter((m) => m.includes('unknown option "refrence"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('unknown config field "emial"'))).toHaveLength(1);
    // The third integrator trial: attributes named the one meant, options and config fields did not.
    expect(messages).toContain('debt-notice: unknown option "refrence" is ignored (did you mean "reference"?).');
    expect(messages).toContain('debt-notice: unknown config field "emial" is ignored (did you mean "email"?).');
    handle.unmount();
    warn.mockRestore();
  });

  it("a misspelt attribute is named, with the one meant; a framework's own attributes are left alone", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = createElement(uniqueTag(), { reference: "EL-REF" });
    el.setAttribute("request-timout", "5000");
    el.setAttribute("api-bse", "/api");
    for (const own of ["_ngcontent-c1", "data-v-7ba5bd90", "class", "role", "style", "aria-label"])
      el.setAttribute(own, "x");
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot).not.toBeNull());
    const messages = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes("unknown attribute"));
    expect(messages).toEqual([
      'debt-notice: unknown attribute "request-timout" is ignored (did you mean "request-timeout"?).',
      'debt-notice: unknown attribute "api-bse" is ignored (did you mean "api-base"?).',
    ]);
    el.remove();
    warn.mockRestore();
  });

  it("a link or logo the widget will not use is one warning naming the field, not a silent gap", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const target = document.createElement("div");
    document.body.append(target);
    const config = {
      siteUrl: "javascript:alert(1)",
      logoUrl: "http://cdn.insurer.example/logo.svg",
      privacyPdfUrl: "https://www.insurer.example/privacy.pdf",
      calendarUrlTemplate: "ftp://insurer.example/plan#ref={reference}",
      noticeUrlTemplate: "https://www.insurer.example/dlh/{reference}",
    };
    const handle = mount(target, { reference: "X", config });
    handle.update({ mobile: true });
    const messages = warn.mock.calls.map(([message]) => String(message));
    for (const field of ["siteUrl", "logoUrl", "calendarUrlTemplate"])
      expect(
        messages.filter((m) => m.includes(`config "${field}"`) && m.includes("the widget leaves it out")),
      ).toHaveLength(1);
    for (const field of ["privacyPdfUrl", "noticeUrlTemplate"])
      expect(messages.some((m) => m.includes(`config "${field}"`))).toBe(false);
    handle.unmount();
    warn.mockRestore();
  });

  it("on the element, an unusable logo address is said once, not again when the checked config is mounted", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = createElement(uniqueTag(), { reference: "EL-REF" }) as HTMLElement & { config?: unknown };
    el.config = { providerName: "Testovacia poisťovňa", logoUrl: "http://www.insurer.example/logo.png" };
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot).not.toBeNull());
    const messages = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('config "logoUrl"'));
    expect(messages).toHaveLength(1);
    el.remove();
    warn.mockRestore();
  });

  it("on the element, a wrong field is one warning and ignored; the rest applies", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = createElement(uniqueTag(), { reference: "EL-REF" }) as HTMLElement & { config?: unknown };
    el.config = { phone: 5, email: null, providerName: "Testovacia poisťovňa" };
    document.body.append(el);
    await formIn(el);
    const ui = within(shadowOf(el));
    expect(ui.getAllByText("Testovacia poisťovňa").length).toBeGreaterThan(0);
    expect(ui.queryByText("Phone")).toBeNull();
    expect(ui.queryByText("E-mail")).toBeNull();
    expect(warn.mock.calls.filter(([m]) => String(m).includes('config "phone" must be a string'))).toHaveLength(1);
    warn.mockRestore();
  });

  // The eleventh integrator trial: markup injected on a partner page hid the real widget (an unclosed
  // "<!--") and added its own element with the page's reference and a JSON child naming another
  // IBAN and phone: the real debtor's name and amount beside the attacker's account. Markup cannot
  // be told from the page's own, so the widget reads no config from it, on any routing.
  it.each([
    ["memory routing", { reference: "EL-REF" }, "/"],
    ["path routing", { routing: "path", "base-path": "/dlh/" }, "/dlh/PATH-EL"],
  ])(
    "a <script type=application/json> child is never config (%s): one warning, the property applies",
    async (_name, attributes, address) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const start = window.location.href;
      window.history.replaceState(null, "", address);
      try {
        const el = createElement(uniqueTag(), attributes) as HTMLElement & { config?: unknown };
        el.innerHTML = `<script type="application/json">{"phone":"0900 666 666","payee":{"iban":"SK6807200002891987426353","beneficiaryName":"X"}}</script>`;
        document.body.append(el);
        await formIn(el);
        const ui = within(shadowOf(el));
        expect(ui.queryByRole("link", { name: "0900 666 666" })).toBeNull();
        expect(shadowOf(el).textContent).not.toContain("SK68");
        const ignored = () => warn.mock.calls.filter(([m]) => String(m).includes('application/json"> child'));
        expect(ignored()).toHaveLength(1);
        expect(String(ignored()[0]?.[0])).toContain("config property");
        el.config = { phone: "0900 111 222" };
        await waitFor(() => expect(ui.getByRole("link", { name: "0900 111 222" })).toBeTruthy());
        // An attribute change keeps the property's config, and says nothing again.
        el.setAttribute("request-timeout", "15000");
        await flush();
        await waitFor(() => expect(ui.getByRole("link", { name: "0900 111 222" })).toBeTruthy());
        expect(ui.queryByRole("link", { name: "0900 666 666" })).toBeNull();
        expect(ignored()).toHaveLength(1);
      } finally {
        window.history.replaceState(null, "", start);
        warn.mockRestore();
      }
    },
  );

  // Both orders on purpose: the child in place before the element is in the page, and the child
  // parsed after the element's start tag upgraded it, while the page is still being parsed (the
  // element mounts once the page is parsed, and names the child then).
  it.each([
    ["before the element is in the page", "before"],
    ["after its start tag, while the page is still parsed", "after"],
  ])("a JSON child added %s is named on the console and never shown", async (_name, order) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const readyState = vi.spyOn(Document.prototype, "readyState", "get").mockReturnValue("loading");
    try {
      const el = createElement(uniqueTag(), { reference: "EL-REF" });
      const child = () => {
        const data = Object.assign(document.createElement("script"), { type: "application/json" });
        data.textContent = JSON.stringify({ phone: "0900 666 666" });
        el.append(data);
      };
      if (order === "before") child();
      document.body.append(el);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (order === "after") child();
      expect(calls).toEqual([]);
      readyState.mockReturnValue("interactive");
      document.dispatchEvent(new Event("DOMContentLoaded"));
      await formIn(el);
      expect(warn.mock.calls.filter(([m]) => String(m).includes('application/json"> child'))).toHaveLength(1);
      expect(within(shadowOf(el)).queryByRole("link", { name: "0900 666 666" })).toBeNull();
    } finally {
      readyState.mockRestore();
      warn.mockRestore();
    }
  });

  // Issue 27: the element passes its checked config on to mount(); texts per language must survive
  // that trip (a partner page's config gives the footer in sk, en and ua).
  it("the config property's texts per language reach the page in the language on screen", async () => {
    const el = createElement(uniqueTag(), { reference: "EL-REF" }) as HTMLElement & { config?: unknown };
    el.config = {
      providerName: "Poisťovňa",
      footerText: { sk: "vymyslená poisťovňa", en: "a fictional insurer", ua: "вигаданий страховик" },
      trust: { help: { en: "Call us." } },
    };
    document.body.append(el);
    await formIn(el);
    const footer = () => shadowOf(el).querySelector(".dn-footer")?.textContent ?? "";
    expect(footer()).toContain("a fictional insurer");
    expect(footer()).not.toContain("vymyslená");
  });

  // The third review's finding: the element's own check said "memory routing" where mount() read
  // the address (a blank reference, an unknown routing), so such markup did not see the real
  // widget beside it.
  const readsTheAddressToo: Record<string, string>[] = [
    { reference: "" },
    { reference: " ", routing: "bogus" },
    { routing: "" },
    { routing: "PATH" },
  ];
  it.each(readsTheAddressToo)(
    "markup %o reads the address, and stays empty beside another widget",
    async (attributes) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const start = window.location.href;
      window.history.replaceState(null, "", "/PATH-EL");
      try {
        const alone = createElement(uniqueTag(), attributes);
        document.body.append(alone);
        await formIn(alone);
        expect(calls.find((c) => c.call === "getDetails")?.body).toMatchObject({ reference: "PATH-EL" });
        alone.remove();

        const tag = uniqueTag();
        const real = createElement(tag, { reference: "EL-REF" });
        const injected = createElement(tag, attributes);
        document.body.append(real, injected);
        await new Promise((resolve) => setTimeout(resolve, 50));
        // Beside one that reads the address, neither shows (see "path routing beside another widget").
        expect(injected.shadowRoot?.childElementCount ?? 0).toBe(0);
        expect(real.shadowRoot?.childElementCount ?? 0).toBe(0);
      } finally {
        window.history.replaceState(null, "", start);
        warn.mockRestore();
      }
    },
  );

  it("a property set on the element before it was defined is adopted by a path-routed element", async () => {
    const start = window.location.href;
    window.history.replaceState(null, "", "/dlh/PATH-EL");
    try {
      const tag = uniqueTag();
      const el = document.createElement(tag) as HTMLElement & { config?: unknown };
      el.setAttribute("routing", "path");
      el.setAttribute("base-path", "/dlh/");
      document.body.append(el);
      el.config = { phone: "0900 444 555" };
      defineDebtNoticeElement(tag);
      await formIn(el);
      expect(within(shadowOf(el)).getByRole("link", { name: "0900 444 555" })).toBeTruthy();
    } finally {
      window.history.replaceState(null, "", start);
    }
  });
});

describe("routing without a reference (issue 18)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("an element given its reference by script right after append loads only that debtor", async () => {
    window.history.replaceState(null, "", "/portal.html");
    const el = createElement(uniqueTag());
    document.body.append(el);
    el.setAttribute("reference", "LATE-REF");
    await formIn(el);
    expect(calls.filter((c) => c.call === "getDetails").map((c) => c.body?.reference)).toEqual(["LATE-REF"]);
  });

  it("mount(el) without options on /page.html never sends the file name as a reference", async () => {
    window.history.replaceState(null, "", "/dlh/page.html");
    const target = document.createElement("div");
    document.body.append(target);
    const handle = mount(target);
    await waitFor(() => expect(shadowOf(target).querySelector('[data-screen="notFound"]')).not.toBeNull());
    expect(calls.map((c) => c.body?.reference)).not.toContain("page.html");
    handle.unmount();
  });
});

describe("mounting twice on one target (issue 18)", () => {
  it("the second mount replaces the first: one widget, and the first handle does nothing more", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const first = mount(target, { reference: "FIRST" });
    await formIn(target);
    const second = mount(target, { reference: "SECOND" });
    await waitFor(() =>
      expect(calls.filter((c) => c.call === "getDetails").map((c) => c.body?.reference)).toContain("SECOND"),
    );
    await formIn(target);
    expect(shadowOf(target).querySelectorAll(".dn-root")).toHaveLength(1);
    const count = calls.length;
    first.update({ reference: "THIRD" });
    first.unmount();
    await flush();
    expect(calls.length).toBe(count);
    expect(shadowOf(target).querySelectorAll(".dn-root")).toHaveLength(1);
    second.unmount();
    expect(shadowOf(target).querySelector(".dn-root")).toBeNull();
  });
});
