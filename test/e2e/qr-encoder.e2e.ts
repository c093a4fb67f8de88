import { readFileSync } from "node:fs";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, openPage, resetGateway, useBrowser } from "./support/harness";
import { demoConfigScript } from "../../demo/demo-config.mjs";

// The QR encoder ships as dist/debt-notice.qr.js, fetched on demand by both builds: the UMD
// resolves it against its own script URL, the ESM relative to itself (here through the React
// host's bundler, as a chunk of the host's build).
describe("the PAY by square QR encoder, a file of its own", () => {
  const browser = useBrowser();

  it.each([
    ["partner page (UMD, script tag only)", "/partner.html", "/dist/debt-notice.qr.js"],
    ["standalone page (UMD, path routing)", "/a1b2c3-man-high", "/dist/debt-notice.qr.js"],
    ["React host (ESM through a bundler)", "/react-host.html", "/react-host/debt-notice.qr.js"],
  ])("%s: the QR code is drawn once the encoder has loaded", async (_name, path, encoderFile) => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), path);
    const qrPath = page.locator("svg.dn-pbs__svg path");
    await qrPath.waitFor({ state: "attached" });
    expect(await qrPath.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    const requested = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(requested.filter((file) => file.endsWith("debt-notice.qr.js"))).toEqual([encoderFile]);
    expect(errors).toEqual([]);
    await close();
  });

  // The encoder arrives while the debtor reads the total debt: Back mounts the home view with it
  // for the first time, and its sections (the code among them) follow the greeting as ever.
  // (jsdom under act() never resumes that suspended transition: test/helpers/jsdom-setup.ts.)
  it("an encoder that arrives while the total debt is open: Back shows every section and draws the code", async () => {
    await resetGateway();
    const context = await browser().newContext({ viewport: { width: 360, height: 800 } });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route("**/debt-notice.qr.js", async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(baseUrl() + "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.host.getByRole("button", { name: "Zobraziť celkový nedoplatok" }).click();
    await widget.host.getByRole("heading", { level: 1, name: /^Váš celkový nedoplatok/ }).waitFor();
    const arrived = page.waitForResponse("**/debt-notice.qr.js");
    release();
    await arrived;
    await widget.host.getByRole("button", { name: "Späť na predchádzajúcu stránku" }).click();
    await widget.host.locator("svg.dn-pbs__svg path").waitFor({ state: "attached" });
    expect(await widget.host.locator(".dn-later").count()).toBe(0);
    await context.close();
  });

  it("when the encoder file is missing, the debtor is told, the host is told why, and every payment detail stays as text", async () => {
    await resetGateway();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.route("**/debt-notice.qr.js", (route) => route.fulfill({ status: 404, body: "not here" }));
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // Every frame, as the debtor would see it: the note and an intro offering a code to scan,
    // shown together, once made a debtor look for a code that is not there.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { qrContradictions: seen });
      const look = () => {
        const section = document.querySelector("debt-notice")?.shadowRoot?.querySelector("[part~='pay-by-square']");
        const text = section?.textContent ?? "";
        if (text.includes("QR kód sa nepodarilo načítať") && text.includes("naskenujte")) seen.push(text);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(baseUrl() + "/partner.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    const section = widget.host.locator("[part~='pay-by-square']");
    // Not "we cannot show a QR code for this payment": the payment data is fine, the file is not.
    await expect.poll(() => section.innerText()).toContain("QR kód sa nepodarilo načítať."); // the partner page is Slovak
    expect(await section.innerText()).not.toContain("Pre túto platbu nemôžeme zobraziť QR kód.");
    expect(await section.innerText()).not.toContain("naskenujte");
    await page.waitForTimeout(400); // past React's throttle of suspended reveals
    expect(await page.evaluate(() => (window as unknown as { qrContradictions: string[] }).qrContradictions)).toEqual(
      [],
    );
    expect(
      warnings.filter((text) => text.includes("the PAY by square QR encoder (debt-notice.qr.js) could not be loaded")),
    ).toHaveLength(1);
    expect(await section.locator("svg").count()).toBe(0);
    expect(await section.getByRole("button", { name: "Skopírovať IBAN" }).count()).toBe(1);
    expect(await section.innerText()).toContain("SK31 1200 0000 1987 4263 7541");
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  const partnerPage = (
    scriptSrc: string,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title>
    <script src="${scriptSrc}" defer></script></head>
    <body><debt-notice reference="a1b2c3-man-high" api-base="/api/2/union-debt"></debt-notice>${demoConfigScript("")}</body></html>`;

  async function openPartner(scriptSrc: string, prepare?: (context: BrowserContext) => Promise<void>) {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.route("**/custom-partner", (route) =>
      route.fulfill({ contentType: "text/html", body: partnerPage(scriptSrc) }),
    );
    await prepare?.(context);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(baseUrl() + "/custom-partner");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    return { page, widget, pageErrors, close: () => context.close() };
  }

  it("the script's query (a cache-buster) is carried over to the encoder's file", async () => {
    await resetGateway();
    const { page, pageErrors, close } = await openPartner("/dist/debt-notice.umd.js?v=7");
    await page.locator("svg.dn-pbs__svg path").waitFor({ state: "attached" });
    const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(
      requested
        .filter((url) => url.includes("debt-notice.qr.js"))
        .map((url) => new URL(url).pathname + new URL(url).search),
    ).toEqual(["/dist/debt-notice.qr.js?v=7"]);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it("loaded from a URL that names no .js file (a CDN short link), it asks for no file it cannot locate", async () => {
    await resetGateway();
    const umd = readFileSync(new URL("../../dist/debt-notice.umd.js", import.meta.url), "utf8");
    const { page, widget, pageErrors, close } = await openPartner("/cdn/debt-notice@1", async (context) => {
      await context.route("**/cdn/debt-notice@1", (route) =>
        route.fulfill({ contentType: "text/javascript", body: umd }),
      );
    });
    const section = widget.host.locator("[part~='pay-by-square']");
    await expect.poll(() => section.innerText()).toContain("QR kód sa nepodarilo načítať."); // this debtor reads Slovak
    expect(await section.getByRole("button", { name: "Skopírovať IBAN" }).count()).toBe(1);
    const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(requested.filter((url) => url.includes(".qr.js"))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
