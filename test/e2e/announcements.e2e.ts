/**
 * Issue 26 ("every failure is announced and keeps the debtor's place") as a screen reader meets it:
 * after each failure the test reads Chromium's accessibility tree: where the focus is (never the
 * page itself) and what the live regions say. For a Slovak and an English debtor.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hostsPerTest, type FaultHost } from "./support/fault-host";
import { setFault, useBrowser } from "./support/harness";
import { screenReaderView } from "./support/screen-reader";

const DEBTORS = [
  {
    language: "sk",
    reference: "a1b2c3-man-high",
    send: /Odoslať/,
    notSent: "nepodarilo odoslať",
    serverError: "Chyba servera",
    checking: "Overujeme, či",
    loadFailed: "nepodarilo načítať",
    captchaFailed: "Nepodarilo sa overiť, že nie ste robot",
    fileRefused: "Priložiť možno iba fotografiu",
    attach: "Priložiť fotografiu alebo PDF",
    stop: "Zastaviť odosielanie",
    stopped: "Odosielanie ste zastavili",
  },
  {
    language: "en",
    reference: "c3b2a1-english",
    send: /Send explanation/,
    notSent: "was not sent",
    serverError: "Server error",
    checking: "We are checking whether it reached us",
    loadFailed: "We could not load your debt notice",
    captchaFailed: "We could not verify that you are not a robot",
    fileRefused: "Only a photo (PNG, JPEG, GIF, WebP, HEIC) or a PDF can be attached",
    attach: "Attach a photo or PDF",
    stop: "Stop sending",
    stopped: "Sending was stopped",
  },
] as const;

// PNG signature and header, then noise: big enough to stop while it is still leaving.
const BIG_PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  randomBytes(3_000_000),
]);

/** What the live regions say now, joined. */
const liveText = async (host: FaultHost) =>
  (await screenReaderView(host.page)).live.map((region) => region.text).join(" | ");

describe("every failure is said, and the focus stays where the debtor was", () => {
  const browser = useBrowser();
  const { open, start } = hostsPerTest(browser);

  async function sendByKeyboard(host: FaultHost) {
    await host.widget.commentField.fill("Text");
    await host.widget.host.locator("form button[type='submit']").focus();
    await host.page.keyboard.press("Enter");
  }

  for (const debtor of DEBTORS) {
    it(`${debtor.language}: a send the gateway refuses: focus on Send; the toast and the form's reason are live`, async () => {
      const host = await start(debtor.reference);
      await setFault("uploadComment", { kind: "status", status: 400 });
      await sendByKeyboard(host);
      await expect
        .poll(async () => (await screenReaderView(host.page)).live.map((region) => region.text).join(" | "))
        .toContain(debtor.notSent);
      const view = await screenReaderView(host.page);
      expect(view.focused).toMatchObject({ role: "button" });
      expect(view.focused?.name).toMatch(debtor.send);
      expect(view.live.some((region) => region.role === "alert" && region.text.includes(debtor.serverError))).toBe(
        true,
      );
    });

    it(`${debtor.language}: an answer lost after the body: focus on Send (busy), "checking" is live, never "not sent"`, async () => {
      const host = await start(debtor.reference, 2000);
      await setFault("uploadComment", { kind: "delay", ms: 3000 });
      await sendByKeyboard(host);
      await expect
        .poll(async () => (await screenReaderView(host.page)).live.map((region) => region.text).join(" | "))
        .toContain(debtor.checking);
      const view = await screenReaderView(host.page);
      expect(view.focused?.role).toBe("button");
      expect(view.live.map((region) => region.text).join(" ")).not.toContain(debtor.notSent);
    });

    it(`${debtor.language}: the first load fails (503): the reason is live beside the toast`, async () => {
      const host = await open({ reference: debtor.reference }, () =>
        setFault("getDetails", { kind: "status", status: 503 }),
      );
      await expect
        .poll(async () => (await screenReaderView(host.page)).live.map((region) => region.text).join(" | "))
        .toContain(debtor.loadFailed);
    });

    it(`${debtor.language}: the captcha fails: focus on Send; the reason is live`, async () => {
      const host = await open({ reference: debtor.reference });
      await host.page.route("**/captcha/api.js", (route) =>
        route.fulfill({ contentType: "text/javascript", body: "throw new Error('captcha exploded');" }),
      );
      await host.widget.ready();
      await sendByKeyboard(host);
      await expect.poll(() => liveText(host)).toContain(debtor.captchaFailed);
      const view = await screenReaderView(host.page);
      expect(view.focused?.role).toBe("button");
      expect(view.focused?.name).toMatch(debtor.send);
    });

    it(`${debtor.language}: a file that is no photo or PDF: focus stays on the file control; the refusal is live`, async () => {
      const host = await start(debtor.reference);
      const input = host.widget.host.locator("input[type=file]");
      await input.focus();
      await input.setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.from("MZ not an image") });
      await expect.poll(() => liveText(host)).toContain(debtor.fileRefused);
      const view = await screenReaderView(host.page);
      expect(view.focused?.name).toContain(debtor.attach);
    });

    it(`${debtor.language}: sending stopped by keyboard: the Stop button goes, and its note takes the focus (read there)`, async () => {
      const host = await start(debtor.reference);
      await host.widget.commentField.fill("Text");
      await host.widget.host.locator("input[type=file]").setInputFiles({
        name: "receipt.png",
        mimeType: "image/png",
        buffer: BIG_PNG,
      });
      const cdp = await host.page.context().newCDPSession(host.page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 200_000,
      });
      await host.widget.host.locator("form button[type='submit']").click();
      const stop = host.widget.host.getByRole("button", { name: debtor.stop });
      await stop.focus();
      await host.page.keyboard.press("Enter");
      await expect.poll(async () => (await screenReaderView(host.page)).focused?.text ?? "").toContain(debtor.stopped);
      expect(await stop.count()).toBe(0);
      await cdp.detach();
    });
  }
});
