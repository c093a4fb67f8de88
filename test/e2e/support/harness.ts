import { afterAll, beforeAll, inject, vi } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../../helpers/chromium.mjs";
import type { FaultKind, LoggedRequest } from "../../../demo/gateway.mjs";

export const baseUrl = (): string => inject("baseUrl");

/**
 * One Chromium per test file, closed after it. `extraArgs`: for a file that needs more, e.g. a
 * partner page on `localhost` calling the gateway on `127.0.0.1` (another origin on this machine),
 * which Chromium's Local Network Access checks refuse unless disabled.
 */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject("chromiumPath"),
      args: [...CHROMIUM_ARGS, ...extraArgs],
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not running yet (use it inside a test).");
    return browser;
  };
}

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  path: string,
  options: {
    width?: number;
    height?: number;
    reducedMotion?: "reduce" | "no-preference";
    javaScriptEnabled?: boolean;
    /** Runs before the page is opened (init scripts, routes). */
    beforeGoto?: (page: Page) => Promise<void>;
    /** When the opening counts as done (Playwright's goto): "load" unless said. */
    waitUntil?: "commit" | "domcontentloaded" | "load";
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? "reduce",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  await options.beforeGoto?.(page);
  await page.goto(baseUrl() + path, { waitUntil: options.waitUntil ?? "load" });
  return { page, errors, close: () => context.close() };
}

async function control(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(baseUrl() + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

export const resetGateway = () => control("/__reset", {});
export const setFault = (call: string, fault: FaultKind) => control("/__faults", { call, fault });
export const clearFaults = () => control("/__faults", { clear: true });
export const gatewayRequests = async (): Promise<LoggedRequest[]> => (await control("/__requests")).json();

/** Waits until `count` requests for `call` are held at its gate (the fault must be "gate"). */
export async function heldAtGate(call: string, count = 1, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const { held } = (await (await control(`/__gates/${call}`)).json()) as { held: number };
      if (held < count) throw new Error(`${call}: ${held} of ${count} requests reached the gate`);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** Lets the requests held at `call`'s gate be answered (normally, or with the fault `then`). */
export const releaseGate = (call: string, then?: FaultKind) => control(`/__gates/${call}`, then ? { then } : {});
