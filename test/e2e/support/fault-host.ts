import { demoConfigScript } from "../../../demo/demo-config.mjs";
import { detailsEntitiesOf, findFixture } from "../../../demo/fixtures.mjs";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { DebtNoticeModel } from "./debt-notice.model";
import { afterEach } from "vitest";
import { baseUrl, clearFaults, resetGateway } from "./harness";

/** The gateway path every call goes to (CONTRACT §5). */
export const API_PATH = "/api/2/union-debt/";

/** The figures the fault-injection suite reports once, at the end. */
export interface FaultFigures {
  scenarios: number;
  badInputs: number;
  commentsLost: number;
  duplicateUploads: number;
  uncaughtErrors: number;
}

export function newFigures(): FaultFigures {
  return { scenarios: 0, badInputs: 0, commentsLost: 0, duplicateUploads: 0, uncaughtErrors: 0 };
}

export function figuresLine(f: FaultFigures): string {
  return (
    `fault-injection figures: scenarios ${f.scenarios}, bad inputs ${f.badInputs}, ` +
    `comments lost ${f.commentsLost}, duplicate uploads ${f.duplicateUploads}, uncaught errors ${f.uncaughtErrors}`
  );
}

export interface RecordedRequest {
  url: string;
  method: string;
  postData: string | null;
  headers: Record<string, string>;
}

export interface HostOptions {
  reference: string;
  /** `request-timeout` attribute; omitted when undefined. */
  requestTimeout?: number;
  /** Adds `captcha-site-key` and `captcha-src` (the demo stand-in). Default true. */
  captcha?: boolean;
  /** Runs before the page is opened (routes that must catch the start-up fetches). */
  beforeGoto?: (page: Page) => Promise<unknown>;
}

export interface FaultHost {
  context: BrowserContext;
  page: Page;
  widget: DebtNoticeModel;
  /** Uncaught exceptions in the page (`pageerror`). */
  pageErrors: string[];
  /** Every console line, for the "no reference in a log line" check. */
  consoleLines: string[];
  /** Every request any page of the context made. */
  requests: RecordedRequest[];
  /** Status codes of the gateway's uploadComment answers that reached the page. */
  uploadStatuses: number[];
  /** The page's URL (a route-fulfilled host page on the gateway origin). */
  url: string;
  /** Public DOM events seen on the document, in order. */
  events(): Promise<{ type: string; detail: Record<string, unknown> }[]>;
  /** Every toast text the widget has shown since load (toasts vanish after 4 s). */
  toastsSeen(): Promise<string[]>;
  close(): Promise<void>;
}

let hostCounter = 0;

function escapeAttr(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A host page in memory routing, served by `page.route` at a path on the gateway's origin
 * (so it reloads like a real page): the element, an event recorder, a toast recorder and the
 * UMD bundle. The reference appears in the light DOM only in the element's attribute.
 */
export function hostHtml(options: HostOptions): string {
  const attrs = [
    `reference="${escapeAttr(options.reference)}"`,
    `api-base="/api/2/union-debt"`,
    ...(options.captcha === false ? [] : [`captcha-site-key="demo-site-key"`, `captcha-src="/captcha/api.js"`]),
    ...(options.requestTimeout === undefined ? [] : [`request-timeout="${options.requestTimeout}"`]),
  ];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>fault host</title></head>
<body>
<h1>Host page</h1>
<debt-notice ${attrs.join(" ")}></debt-notice>${demoConfigScript("")}
<script>
  window.__events = [];
  window.__toasts = [];
  for (const name of ["debt-notice-loaded", "debt-notice-comment-sent", "debt-notice-pay", "debt-notice-language-change", "debt-notice-error"]) {
    document.addEventListener(name, (e) => window.__events.push({ type: e.type, detail: e.detail }));
  }
</script>
<script src="/dist/debt-notice.umd.js"></script>
<script>
  (function () {
    const root = document.querySelector("debt-notice").shadowRoot;
    const record = () => {
      for (const t of root.querySelectorAll(".dn-toast__text")) {
        const text = t.textContent || "";
        if (text && !window.__toasts.includes(text)) window.__toasts.push(text);
      }
    };
    new MutationObserver(record).observe(root, { subtree: true, childList: true, characterData: true });
  })();
</script>
</body>
</html>`;
}

export async function openHost(browser: Browser, options: HostOptions): Promise<FaultHost> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const url = `${baseUrl()}/__fault-host/${++hostCounter}`;
  const html = hostHtml(options);
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
  const pageErrors: string[] = [];
  const consoleLines: string[] = [];
  const requests: RecordedRequest[] = [];
  const uploadStatuses: number[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  const onRequest = (request: Request) =>
    requests.push({
      url: request.url(),
      method: request.method(),
      postData: request.postData(),
      headers: request.headers(),
    });
  context.on("request", onRequest);
  page.on("response", (response) => {
    if (response.url().endsWith(`${API_PATH}uploadComment`)) uploadStatuses.push(response.status());
  });
  await options.beforeGoto?.(page);
  await page.goto(url);
  const widget = new DebtNoticeModel(page);
  return {
    context,
    page,
    widget,
    pageErrors,
    consoleLines,
    requests,
    uploadStatuses,
    url,
    events: () =>
      page.evaluate(
        () => (window as unknown as { __events: { type: string; detail: Record<string, unknown> }[] }).__events,
      ),
    toastsSeen: () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts),
    close: () => context.close(),
  };
}

/** The getDetails answer of the reference gateway for `a1b2c3-man-high`, to be varied by tests. */
export function detailsEntities(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const fixture = findFixture("a1b2c3-man-high");
  if (!fixture) throw new Error("the demo fixtures lost a1b2c3-man-high");
  return {
    ...detailsEntitiesOf(fixture, { origin: baseUrl(), sessionId: "00000000-0000-4000-8000-000000000000" }),
    ...overrides,
  };
}

/** Answers getDetails with `entities` (JSON) or a raw body, instead of the gateway. */
export async function fulfilDetails(
  page: Page,
  answer: { entities: Record<string, unknown> } | { raw: string },
): Promise<void> {
  const body = "raw" in answer ? answer.raw : JSON.stringify({ entities: answer.entities });
  await page.route(`**${API_PATH}getDetails`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body,
      headers: { "Access-Control-Allow-Origin": "*" },
    }),
  );
}

/** Texts of the light DOM (outside any shadow root) and attributes that contain `needle`. */
export async function lightDomOccurrences(page: Page, needle: string): Promise<string[]> {
  return page.evaluate((needle) => {
    const found: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.COMMENT_NODE) {
        if ((node.nodeValue ?? "").includes(needle))
          found.push(`text in <${node.parentElement?.tagName.toLowerCase()}>`);
        return;
      }
      if (node instanceof Element) {
        for (const attr of Array.from(node.attributes)) {
          const allowed = node.tagName.toLowerCase() === "debt-notice" && attr.name === "reference";
          if (!allowed && attr.value.includes(needle)) found.push(`<${node.tagName.toLowerCase()} ${attr.name}>`);
        }
      }
      for (const child of Array.from(node.childNodes)) walk(child);
    };
    walk(document.documentElement);
    if (document.title.includes(needle)) found.push("title");
    return found;
  }, needle);
}

/** A real 1×1 PNG: the widget judges files by their bytes. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A PDF-looking buffer of exactly `size` bytes ("%PDF-1.4" then padding). */
export function pdfOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write("%PDF-1.4\n", 0, "latin1");
  return buffer;
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><rect width="1" height="1"/></svg>',
);

/**
 * Hosts for one describe block: each opened on a fresh gateway without faults (`beforeOpen` may
 * set one before the page loads), all closed after each test. `start` also waits for the form.
 */
export function hostsPerTest(browser: () => Browser) {
  const opened: FaultHost[] = [];
  afterEach(async () => {
    for (const host of opened.splice(0)) await host.close().catch(() => undefined);
  });
  const open = async (options: HostOptions, beforeOpen?: () => Promise<unknown>): Promise<FaultHost> => {
    await resetGateway();
    await clearFaults();
    await beforeOpen?.();
    const host = await openHost(browser(), options);
    opened.push(host);
    return host;
  };
  const start = async (reference: string, requestTimeout?: number): Promise<FaultHost> => {
    const host = await open({ reference, ...(requestTimeout ? { requestTimeout } : {}) });
    await host.widget.ready();
    return host;
  };
  return { open, start };
}
