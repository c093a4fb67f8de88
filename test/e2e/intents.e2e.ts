/**
 * Issue 15 in a real browser: the debtor does a second thing while the first is on its way.
 * The reference gateway's "gate" fault holds a call until the test releases it, so the order
 * (the debtor's step before the answer) is forced, never hoped for. Each scenario runs for a
 * Slovak and an English debtor; E2E_REPEAT=20 runs each 20 times, E2E_CPU=4 throttles the CPU.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { pdfOfSize, PNG } from "./support/fault-host";
import {
  gatewayRequests,
  heldAtGate,
  openPage,
  releaseGate,
  resetGateway,
  setFault,
  useBrowser,
  type OpenedPage,
} from "./support/harness";

const REPEAT = Number(process.env.E2E_REPEAT ?? 1);
const CPU = Number(process.env.E2E_CPU ?? 1);
const DEBTORS = [
  { language: "sk", reference: "a1b2c3-man-high", other: "en" },
  { language: "en", reference: "c3b2a1-english", other: "ua" },
] as const;
const EVENTS = ["debt-notice-loaded", "debt-notice-comment-sent", "debt-notice-pay"];

const opened: OpenedPage[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => undefined);
});

async function open(browser: Parameters<typeof openPage>[0], path: string, prepare?: (page: Page) => Promise<void>) {
  const handle = await openPage(browser, path, {
    beforeGoto: async (page) => {
      await recordEvents(page);
      await prepare?.(page);
    },
  });
  opened.push(handle);
  if (CPU > 1) {
    const cdp = await handle.page.context().newCDPSession(handle.page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  }
  return { ...handle, widget: new DebtNoticeModel(handle.page) };
}

/**
 * Public DOM events, recorded from the page's first script on. Whole reads of big files can be
 * held (`__holdBigReads`) until the test lets them go (`__releaseBigReads()`): the debtor's next
 * step then surely comes while the file is being checked.
 */
async function recordEvents(page: Page) {
  await page.addInitScript((names: string[]) => {
    const seen: string[] = [];
    const state = window as unknown as BigReads & { __events: string[] };
    state.__events = seen;
    for (const name of names) document.addEventListener(name, (e) => seen.push(e.type));
    // Clicks on links that open a tab, as the browser will act on them (after the widget's handler).
    const tabClicks: boolean[] = [];
    (window as unknown as { __tabClicks: boolean[] }).__tabClicks = tabClicks;
    window.addEventListener("click", (e) => {
      const link = e.composedPath().find((node) => node instanceof HTMLAnchorElement && node.target === "_blank");
      if (link) tabClicks.push(!e.defaultPrevented);
    });
    state.__bigReads = 0;
    state.__holdBigReads = false;
    state.__heldReads = [];
    state.__releaseBigReads = () => state.__heldReads.splice(0).forEach((go) => go());
    const read = Blob.prototype.arrayBuffer;
    Blob.prototype.arrayBuffer = function (this: Blob) {
      const big = this.size > 1_000_000;
      const start =
        big && state.__holdBigReads ? new Promise<void>((go) => state.__heldReads.push(go)) : Promise.resolve();
      return start
        .then(() => read.call(this))
        .then((buffer) => {
          if (big) state.__bigReads += 1;
          return buffer;
        });
    };
  }, EVENTS);
}

interface BigReads {
  __bigReads: number;
  __holdBigReads: boolean;
  __heldReads: (() => void)[];
  __releaseBigReads: () => void;
}

/** Chooses a 9 MB PDF and waits until its check is held mid-read. */
async function chooseBigFileAndHoldItsCheck(widget: DebtNoticeModel) {
  await widget.page.evaluate(() => {
    (window as unknown as BigReads).__holdBigReads = true;
  });
  await fileInput(widget).setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: pdfOfSize(9e6) });
  await widget.page.waitForFunction(() => (window as unknown as BigReads).__heldReads.length > 0);
}

/** Lets the held check finish, and waits until the page has had a frame to show its result. */
async function releaseTheCheck(widget: DebtNoticeModel) {
  await widget.page.evaluate(() => (window as unknown as BigReads).__releaseBigReads());
  await widget.page.waitForFunction(() => (window as unknown as BigReads).__bigReads > 0);
  await widget.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
const callsOf = async (call: string) => (await gatewayRequests()).filter((r) => r.call === call).length;
const lang = (widget: DebtNoticeModel) => widget.root.getAttribute("lang");
const submit = (widget: DebtNoticeModel) => widget.host.locator("form button[type=submit]");
const fileInput = (widget: DebtNoticeModel) => widget.host.locator("input[type=file]");
const attachmentName = (widget: DebtNoticeModel) => widget.host.locator(".dn-attach__name");

/** Switches the page's language and waits until the page speaks it. */
async function switchLanguage(widget: DebtNoticeModel, language: "sk" | "en" | "ua") {
  await widget.languageChooser.selectOption(language);
  await expect.poll(() => lang(widget)).toBe(language === "ua" ? "uk" : language);
}

async function typeObjection(widget: DebtNoticeModel) {
  await widget.commentField.fill("I paid on 12 March.");
}

for (let run = 1; run <= REPEAT; run++) {
  describe.each(DEBTORS)(`the debtor's later step wins (%s debtor, run ${run})`, ({ language, reference, other }) => {
    const browser = useBrowser();

    it("a language change during the upload: stored once, and the thank-you view comes", async () => {
      await resetGateway();
      const { widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await typeObjection(widget);
      await setFault("uploadComment", { kind: "gate", times: 1 });
      await submit(widget).click();
      await heldAtGate("uploadComment");
      await switchLanguage(widget, other);
      await releaseGate("uploadComment");
      await expect.poll(() => widget.screen()).toBe("infoProvided");
      expect(await callsOf("uploadComment")).toBe(1);
    });

    it("a language change while waiting for the connection: sent once when it returns", async () => {
      await resetGateway();
      const { page, widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await typeObjection(widget);
      await page.context().setOffline(true);
      // The widget has heard the browser go offline before the debtor presses Send.
      await widget.host.locator(".dn-note[role=status]").waitFor();
      await submit(widget).click();
      await widget.host.locator(".dn-progress").waitFor();
      await switchLanguage(widget, other);
      await page.context().setOffline(false);
      await expect.poll(() => widget.screen()).toBe("infoProvided");
      expect(await callsOf("uploadComment")).toBe(1);
    });

    it("a language change while a file is checked: the file is attached", async () => {
      await resetGateway();
      const { widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await chooseBigFileAndHoldItsCheck(widget);
      await switchLanguage(widget, other);
      await releaseTheCheck(widget);
      await expect.poll(() => attachmentName(widget).textContent()).toContain("scan.pdf");
    });

    it("a language change after Pay: the payment is recorded and the paid view comes", async () => {
      await resetGateway();
      const { page, widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await setFault("updateState", { kind: "gate", times: 1 });
      const [tab] = await Promise.all([page.context().waitForEvent("page"), widget.payLinkAnyLanguage.click()]);
      await tab.close();
      await heldAtGate("updateState");
      await switchLanguage(widget, other);
      await releaseGate("updateState");
      await expect.poll(() => widget.screen()).toBe("payClicked");
    });

    it("a language change while the details load: one getDetails, one loaded event", async () => {
      await resetGateway();
      await setFault("getDetails", { kind: "gate", times: 1 });
      const { page, widget } = await open(browser(), `/${reference}`);
      await heldAtGate("getDetails");
      await widget.languageChooser.selectOption(other);
      await releaseGate("getDetails");
      await widget.ready();
      expect(await callsOf("getDetails")).toBe(1);
      expect((await events(page)).filter((e) => e === "debt-notice-loaded")).toHaveLength(1);
    });

    it("Back during the upload: stored once, Forward shows the thank-you view", async () => {
      await resetGateway();
      const { page, widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await widget.host.locator("[part~='total-debt-link'] button").click();
      await expect.poll(() => widget.screen()).toBe("totalDebt");
      await page.goBack();
      await expect.poll(() => widget.screen()).toBe("form");
      await typeObjection(widget);
      await setFault("uploadComment", { kind: "gate", times: 1 });
      await submit(widget).click();
      await heldAtGate("uploadComment");
      await page.goForward();
      await expect.poll(() => widget.screen()).toBe("totalDebt");
      await releaseGate("uploadComment");
      await expect.poll(async () => (await events(page)).includes("debt-notice-comment-sent")).toBe(true);
      await page.goBack();
      await expect.poll(() => widget.screen()).toBe("infoProvided");
      expect(await callsOf("uploadComment")).toBe(1);
    });

    it("Remove while a new file is checked: nothing is attached", async () => {
      await resetGateway();
      const { widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await fileInput(widget).setInputFiles({ name: "first.png", mimeType: "image/png", buffer: PNG });
      await attachmentName(widget).waitFor();
      await chooseBigFileAndHoldItsCheck(widget);
      await widget.host.locator(".dn-attach__remove").click();
      await expect.poll(() => attachmentName(widget).count()).toBe(0);
      await releaseTheCheck(widget);
      expect(await attachmentName(widget).count()).toBe(0);
    });

    it("'Send information again' while Pay is recorded: the form stays", async () => {
      await resetGateway();
      const { page, widget } = await open(browser(), `/f4a5b6-paid`);
      await widget.ready();
      if (language === "en") await switchLanguage(widget, "en");
      await setFault("updateState", { kind: "gate", times: 1 });
      const [tab] = await Promise.all([page.context().waitForEvent("page"), widget.payLinkAnyLanguage.click()]);
      await tab.close();
      await heldAtGate("updateState");
      await widget.host.locator(".dn-actions button.dn-button--secondary").click();
      await expect.poll(() => widget.screen()).toBe("form");
      const answered = page.waitForResponse((r) => r.url().endsWith("/updateState"));
      await releaseGate("updateState");
      await answered;
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await widget.screen()).toBe("form");
    });

    it("two quick language changes: the last one is stored", async () => {
      await resetGateway();
      const { page, widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      await setFault("changePreferredLanguage", { kind: "gate", times: 1 });
      await widget.languageChooser.selectOption(other);
      await heldAtGate("changePreferredLanguage");
      await widget.languageChooser.selectOption(language === "sk" ? "ua" : "sk");
      const second = page.waitForResponse((r) => r.url().endsWith("/changePreferredLanguage") && r.ok(), {
        timeout: 10_000,
      });
      await releaseGate("changePreferredLanguage");
      await page.waitForResponse((r) => r.url().endsWith("/changePreferredLanguage"));
      await second;
      await expect.poll(() => callsOf("changePreferredLanguage")).toBe(2);
      await page.reload();
      await widget.ready();
      await expect.poll(() => widget.languageChooser.inputValue()).toBe(language === "sk" ? "ua" : "sk");
    });

    it("Pay pressed twice: one payment tab, one record", async () => {
      await resetGateway();
      const { page, widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      // The record is held, so the paid view cannot replace the link between the two presses.
      await setFault("updateState", { kind: "gate", times: 1 });
      await Promise.all([page.context().waitForEvent("page"), widget.payLinkAnyLanguage.dblclick()]);
      // Both presses reached the link; the browser opens a tab only for a click not refused.
      const opensTab = await page.evaluate(() => (window as unknown as { __tabClicks: boolean[] }).__tabClicks);
      expect(opensTab).toEqual([true, false]);
      await heldAtGate("updateState");
      await releaseGate("updateState");
      await expect.poll(() => widget.screen()).toBe("payClicked");
      expect((await events(page)).filter((e) => e === "debt-notice-pay")).toHaveLength(1);
      expect(await callsOf("updateState")).toBe(1);
    });

    it("a hung preference call: the page speaks Slovak, the chooser follows once the details are in", async () => {
      await resetGateway();
      await setFault("getPreferredLanguage", { kind: "gate", times: 1 });
      const { widget } = await open(browser(), `/${reference}`);
      await widget.ready();
      expect(await lang(widget)).toBe("sk");
      await expect.poll(() => widget.languageChooser.inputValue()).toBe("sk");
      await releaseGate("getPreferredLanguage");
      await expect.poll(() => lang(widget)).toBe(language);
    });
  });
}

describe.each(DEBTORS)("the §8 notice when the details fail (%s debtor)", ({ language, reference }) => {
  const browser = useBrowser();
  const serverError = language === "sk" ? "Chyba servera" : "Server error";

  for (let run = 1; run <= REPEAT; run++) {
    it(`answered before the widget's script has even run: the toast shows, in the page's language (run ${run})`, async () => {
      await resetGateway();
      await setFault("getDetails", { kind: "status", status: 400, times: 1 });
      const { widget } = await open(browser(), `/${reference}`, async (page) => {
        // The preload script asks first; the widget's script arrives only once that answer is in.
        const answered = page.waitForResponse((r) => r.url().endsWith("/getDetails"));
        await page.route("**/dist/debt-notice.umd.js", async (route) => {
          await answered;
          await route.continue();
        });
      });
      await expect.poll(() => widget.screen()).toBe("notFound");
      await expect.poll(() => lang(widget)).toBe(language);
      await expect.poll(() => widget.toasts.first().textContent()).toContain(serverError);
    });

    it(`answered after the first render: the toast shows, in the page's language (run ${run})`, async () => {
      await resetGateway();
      await setFault("getDetails", { kind: "gate", times: 1 });
      const { widget } = await open(browser(), `/${reference}`);
      await widget.root.waitFor();
      await heldAtGate("getDetails");
      await releaseGate("getDetails", { kind: "status", status: 400 });
      await expect.poll(() => widget.screen()).toBe("notFound");
      await expect.poll(() => lang(widget)).toBe(language);
      await expect.poll(() => widget.toasts.first().textContent()).toContain(serverError);
    });
  }
});
