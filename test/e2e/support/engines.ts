/**
 * The debtor's flows in the two other engines the debtors use: Firefox (Gecko, driven over
 * WebDriver BiDi by puppeteer-core) and WebKit (WebKitGTK's MiniBrowser, driven over classic
 * WebDriver by selenium-webdriver under a virtual X display). Both from Debian, never downloaded.
 * One small driver surface, so the flows are written once: elements are found by an expression
 * run in the page with `root` (the widget's shadow root) and `byText(selector, words)` in scope,
 * and pressed, typed into and chosen with the engine's real input, not a script's click().
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import type { ElementHandle } from "puppeteer-core";
import type { WebDriver } from "selenium-webdriver";

export interface EngineDriver {
  readonly name: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value of an expression in the page (JSON). */
  value<T>(expression: string): Promise<T>;
  /** Polls an expression until it is truthy; its last value in the error when it never is. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  click(element: string): Promise<void>;
  type(element: string, text: string): Promise<void>;
  choose(select: string, value: string): Promise<void>;
  attach(input: string, path: string): Promise<void>;
  close(): Promise<void>;
}

const PRELUDE = `const root = document.querySelector("debt-notice")?.shadowRoot ?? null;
const words = (element) => (element?.textContent ?? "").replace(/\\s+/g, " ").trim();
const byText = (selector, text) => [...(root?.querySelectorAll(selector) ?? [])].find((element) => words(element) === text) ?? null;`;

/** A function body that returns the expression's value with the prelude in scope. */
export const inPage = (expression: string) => `${PRELUDE}\nreturn (${expression});`;

async function poll(read: () => Promise<unknown>, what: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    let ok = false;
    try {
      last = await read();
      ok = Boolean(last);
    } catch (error) {
      last = String(error);
    }
    if (ok) return;
    if (Date.now() > end)
      throw new Error(`Still not true after ${timeoutMs} ms: ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const FIREFOX_PATH = ["/usr/bin/firefox-esr", "/usr/bin/firefox"].find((path) => existsSync(path)) ?? null;
export const MINIBROWSER_PATH =
  [
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  ].find((path) => existsSync(path)) ?? null;
export const WEBKIT_AVAILABLE =
  MINIBROWSER_PATH !== null && existsSync("/usr/bin/WebKitWebDriver") && existsSync("/usr/bin/xvfb-run");

export async function firefox(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const puppeteer = (await import("puppeteer-core")).default;
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH ?? "firefox",
    headless: true,
    protocol: "webDriverBiDi",
  });
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const handle = async (expression: string) => {
    const found = await page.evaluateHandle(`(() => { ${inPage(expression)} })()`);
    const element = found.asElement();
    if (!element) throw new Error(`No element: ${expression}`);
    return element as ElementHandle<Element>;
  };
  const value = <T>(expression: string) => page.evaluate(`(() => { ${inPage(expression)} })()`) as Promise<T>;
  return {
    name: "Firefox",
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    value,
    waitFor: (expression, timeoutMs = 10_000) => poll(() => value(expression), expression, timeoutMs),
    click: async (element) => (await handle(element)).click(),
    type: async (element, text) => (await handle(element)).type(text),
    choose: async (select, option) => void (await (await handle(select)).select(option)),
    attach: async (input, path) => ((await handle(input)) as ElementHandle<HTMLInputElement>).uploadFile(path),
    close: () => browser.close(),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  await poll(
    async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      return response.ok;
    },
    "WebKitWebDriver answers /status",
    10_000,
  );
}

export async function webkit(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const { Builder, WebElement } = await import("selenium-webdriver");
  const { Select } = await import("selenium-webdriver/lib/select.js");
  const port = await freePort();
  // The driver starts MiniBrowser, which needs a display: both under one virtual X server.
  const driverProcess = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
    stdio: "ignore",
    detached: true,
  });
  // The whole group: xvfb-run, its X server and the driver (also when the session never starts).
  const stopDriver = () => {
    if (driverProcess.pid && driverProcess.exitCode === null) process.kill(-driverProcess.pid, "SIGTERM");
  };
  let driver: WebDriver;
  try {
    await waitForDriver(port, driverProcess);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build();
    await driver.manage().window().setRect(viewport);
  } catch (error) {
    stopDriver();
    throw error;
  }
  const value = <T>(expression: string) => driver.executeScript(inPage(expression)) as Promise<T>;
  const handle = async (expression: string) => {
    const found: unknown = await driver.executeScript(inPage(expression));
    if (!(found instanceof WebElement)) throw new Error(`No element: ${expression}`);
    return found;
  };
  return {
    name: "WebKit",
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    value,
    waitFor: (expression, timeoutMs = 10_000) => poll(() => value(expression), expression, timeoutMs),
    click: async (element) => (await handle(element)).click(),
    type: async (element, text) => (await handle(element)).sendKeys(text),
    choose: async (select, option) => new Select(await handle(select)).selectByValue(option),
    attach: async (input, path) => (await handle(input)).sendKeys(path),
    close: async () => {
      await driver.quit().catch(() => undefined);
      stopDriver();
    },
  };
}
