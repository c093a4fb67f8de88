import { decode } from "bysquare/pay";
import jsQR from "jsqr";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_CONFIG, demoConfigScript } from "../../demo/demo-config.mjs";
import { readableInEveryLanguage } from "./support/checks";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, resetGateway, useBrowser } from "./support/harness";

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};

interface RecordedShare {
  name: string;
  type: string;
  title: string;
  text: string;
  /** The tap's user activation was still there when share() was called (browsers require it). */
  activated: boolean;
  width: number;
  height: number;
  /** The shared PNG decoded by the browser: RGBA pixels, base64. */
  pixels: string;
}

/**
 * A phone browser that can share files: canShare says yes for PNGs; share() records the call,
 * decodes the PNG it was given, and then succeeds or fails as `window.__shareOutcome` says.
 */
function stubWebShare() {
  const shares: unknown[] = [];
  Object.assign(window, { __shares: shares, __shareOutcome: "ok" });
  Object.defineProperty(navigator, "canShare", {
    configurable: true,
    value: (data?: ShareData) => Array.isArray(data?.files) && data.files.every((file) => file.type === "image/png"),
  });
  Object.defineProperty(navigator, "share", {
    configurable: true,
    value: async (data: ShareData) => {
      const activated = navigator.userActivation.isActive;
      const file = data.files![0]!;
      const bitmap = await createImageBitmap(file);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const rgba = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let binary = "";
      for (let i = 0; i < rgba.length; i += 0x8000) binary += String.fromCharCode(...rgba.subarray(i, i + 0x8000));
      shares.push({
        name: file.name,
        type: file.type,
        title: data.title,
        text: data.text,
        activated,
        width: bitmap.width,
        height: bitmap.height,
        pixels: btoa(binary),
      });
      const outcome = (window as unknown as { __shareOutcome: string }).__shareOutcome;
      if (outcome !== "ok") throw new DOMException("stubbed share failure", outcome);
    },
  });
}

/** The smallest box around every dark pixel. */
function darkBox(pixels: Uint8ClampedArray, side: number) {
  const box = { left: side, top: side, right: -1, bottom: -1 };
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (pixels[(y * side + x) * 4]! >= 128) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

const partnerPage = (mobile: boolean) => `<!doctype html><html lang="sk"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1"><title>partner</title>
  <script src="/dist/debt-notice.umd.js" defer></script></head>
  <body><debt-notice reference="a1b2c3-man-high" api-base="/api/2/union-debt"${mobile ? " mobile" : ""}></debt-notice>${demoConfigScript("")}</body></html>`;

describe("the QR code on the same phone (UMD, real Chromium)", () => {
  const browser = useBrowser();

  async function open(options: { device: BrowserContextOptions; mobile: boolean; canShare: boolean }) {
    await resetGateway();
    const context = await browser().newContext(options.device);
    await context.route("**/phone-partner", (route) =>
      route.fulfill({ contentType: "text/html", body: partnerPage(options.mobile) }),
    );
    if (options.canShare) await context.addInitScript(stubWebShare);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(baseUrl() + "/phone-partner");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await page.locator("svg.dn-pbs__svg path").waitFor({ state: "attached" });
    const section = widget.host.locator("[part~='pay-by-square']");
    return { page, section, errors, close: () => context.close() };
  }

  const shares = (page: Page) => page.evaluate(() => (window as unknown as { __shares: RecordedShare[] }).__shares);

  it("on a phone that can share: the PNG goes to the share sheet, within the tap, and scans to the payment", async () => {
    const { page, section, errors, close } = await open({ device: PHONE, mobile: true, canShare: true });
    // The partner's debtor reads Slovak.
    const share = section.getByRole("button", { name: "Zdieľať do bankovej aplikácie" });
    await expect.poll(() => share.isEnabled()).toBe(true);
    expect(await section.getByRole("button", { name: "Uložiť QR kód do galérie" }).count()).toBe(1);
    expect(await section.innerText()).toContain("vyberte z\u00a0galérie");
    await share.tap();
    await expect.poll(async () => (await shares(page)).length).toBe(1);
    const [shared] = await shares(page);
    expect(shared).toMatchObject({ name: "platba-qr.png", type: "image/png", title: "QR kód na platbu" });
    expect(shared!.text).toMatch(/^QR kód PAY by square na zaplatenie sumy 1\s150,75\s€$/);
    expect(shared!.activated).toBe(true);
    expect(shared!.width).toBe(shared!.height);
    expect(shared!.width).toBeGreaterThanOrEqual(500);
    const pixels = new Uint8ClampedArray(Buffer.from(shared!.pixels, "base64"));
    const scanned = jsQR(pixels, shared!.width, shared!.height);
    expect(scanned).not.toBeNull();
    // Quiet zone: 4 modules of white around the symbol's dark bounding box on every side, 8+ px a module.
    const box = darkBox(pixels, shared!.width);
    const modulePx = (box.right - box.left + 1) / (17 + 4 * scanned!.version);
    expect(modulePx).toBeGreaterThanOrEqual(8);
    const side = shared!.width;
    for (const margin of [box.left, box.top, side - 1 - box.right, side - 1 - box.bottom]) {
      expect(margin).toBeGreaterThanOrEqual(4 * modulePx);
    }
    const order = decode(scanned!.data).payments[0]!;
    expect(order.amount).toBe(1150.75);
    expect(order.variableSymbol).toBe("8001011234");
    expect(order.bankAccounts[0]?.iban).toBe(DEMO_CONFIG.payee.iban);
    expect(await section.locator("[role=status]").innerText()).toBe("");
    expect(errors).toEqual([]);
    await close();
  });

  it("closing the share sheet says nothing; another failure says saving still works; the keyboard reaches both", async () => {
    const { page, section, errors, close } = await open({ device: PHONE, mobile: true, canShare: true });
    const share = section.getByRole("button", { name: "Zdieľať do bankovej aplikácie" });
    await expect.poll(() => share.isEnabled()).toBe(true);
    await page.evaluate(() => Object.assign(window, { __shareOutcome: "AbortError" }));
    await share.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await shares(page)).length).toBe(1);
    expect(await section.locator("[role=status]").innerText()).toBe("");
    await page.evaluate(() => Object.assign(window, { __shareOutcome: "NotAllowedError" }));
    await page.keyboard.press("Space");
    await expect
      .poll(() => section.locator("[role=status]").innerText())
      .toBe("Zdieľanie sa nepodarilo. QR kód si však môžete uložiť ako obrázok.");
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.querySelector("debt-notice")?.shadowRoot?.activeElement?.textContent),
    ).toBe("Uložiť QR kód do galérie");
    // The phone's buttons, the gallery line and the failure line read well in every language.
    await readableInEveryLanguage(new DebtNoticeModel(page));
    expect(await section.locator("[role=status]").innerText()).not.toBe("");
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone that cannot share files: no share button, the gallery wording stays", async () => {
    const { section, errors, close } = await open({ device: PHONE, mobile: true, canShare: false });
    expect(await section.getByRole("button", { name: "Uložiť QR kód do galérie" }).count()).toBe(1);
    expect(await section.locator(".dn-pbs__share").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a desktop: today's download wording, no gallery line", async () => {
    const { section, errors, close } = await open({
      device: { viewport: { width: 1280, height: 900 } },
      mobile: false,
      canShare: false,
    });
    expect(await section.getByRole("button", { name: "Uložiť QR kód", exact: true }).count()).toBe(1);
    expect(await section.innerText()).not.toContain("galérie");
    expect(await section.locator(".dn-pbs__share").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
