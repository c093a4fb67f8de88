/**
 * Issue 33 ("keyboard and screen-reader users never lose their place"), items 1–6 of its audit,
 * as a keyboard user meets them: where the focus is after each step (Chromium's accessibility
 * tree, never the page itself), what the language chooser does on arrow keys, where a toast is
 * drawn, what stays on the page after a toast is gone, what the file control is called, and a
 * payment date in the future.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hostsPerTest, pdfOfSize, PNG, type FaultHost } from "./support/fault-host";
import { gatewayRequests, setFault, useBrowser } from "./support/harness";
import { recordAnnouncements, screenReaderView } from "./support/screen-reader";

const REFERENCE = "c3b2a1-english";
const UKRAINIAN_MISSING = (page: Page) =>
  page.route("**/dist/debt-notice.ua.json", (route) => route.fulfill({ status: 404, body: "not here" }));

async function focusedElement(host: FaultHost) {
  const view = await screenReaderView(host.page);
  expect(view.focused, "the focus fell to the page itself").not.toBeNull();
  return view.focused!;
}

const fileInput = (host: FaultHost) => host.widget.host.locator("input[type=file]");
const languageOf = (host: FaultHost) => host.widget.root.getAttribute("lang");
const languageSaves = async () =>
  (await gatewayRequests()).filter((request) => request.call === "changePreferredLanguage").length;

describe("keyboard and screen-reader users never lose their place", () => {
  const browser = useBrowser();
  const { open, start } = hostsPerTest(browser);

  it("1. Remove attachment by keyboard: the focus goes to the file control, now named for no file", async () => {
    const host = await start(REFERENCE);
    await fileInput(host).setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    const remove = host.widget.host.getByRole("button", { name: "Remove attachment" });
    await remove.focus();
    await host.page.keyboard.press("Enter");
    await expect.poll(() => remove.count()).toBe(0);
    const focused = await focusedElement(host);
    expect(focused.name).toContain("Attach a photo or PDF");
  });

  it("1. Clear the choice by keyboard: the focus goes to the first reason", async () => {
    const host = await start(REFERENCE);
    await host.widget.host.getByRole("radio", { name: "I have already paid" }).check();
    const clear = host.widget.host.getByRole("button", { name: "Clear the choice" });
    await clear.focus();
    await host.page.keyboard.press("Enter");
    await expect.poll(() => clear.count()).toBe(0);
    const focused = await focusedElement(host);
    expect(focused.role).toBe("radio");
    expect(focused.name).toBe("I have already paid");
  });

  it("1. a toast's Close by keyboard: the focus goes back where the debtor was, and the message stays on the page", async () => {
    const host = await start(REFERENCE);
    await fileInput(host).focus();
    await fileInput(host).setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: pdfOfSize(10_485_761),
    });
    const close = host.widget.host.getByRole("button", { name: "Close" });
    await close.focus();
    await host.page.keyboard.press("Enter");
    await expect.poll(() => host.widget.toasts.count()).toBe(0);
    const focused = await focusedElement(host);
    expect(focused.name).toContain("Attach a photo or PDF");
    await expect
      .poll(() => host.widget.host.getByText("File size for an objection is limited to a maximum of 10 MB").count())
      .toBe(1);
  });

  it("1. a failed send at the bottom of a phone's screen: the note above does not push the focused Send out of view", async () => {
    const host = await start(REFERENCE);
    await host.page.setViewportSize({ width: 360, height: 640 });
    await host.widget.host.getByRole("textbox", { name: "Explanation of the objection" }).fill("I paid it in March.");
    await setFault("uploadComment", { kind: "status", status: 500 });
    const sendButton = host.widget.host.locator("form button[type='submit']");
    // Send at the screen's bottom edge, where the debtor's thumb is.
    await sendButton.evaluate((button) => button.scrollIntoView({ block: "end" }));
    await sendButton.focus();
    await host.page.keyboard.press("Enter");
    await host.widget.root.getByText("was not sent", { exact: false }).waitFor();
    await host.page.waitForTimeout(200);
    const box = (await sendButton.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    // (Scrolled into view at the bottom edge lands within a pixel of it.)
    expect(box.y + box.height).toBeLessThanOrEqual(640.5);
    expect((await focusedElement(host)).name).toBe("Send explanation");
  });

  it("3. no empty Notifications landmark while there is no toast", async () => {
    const host = await start(REFERENCE);
    await host.widget.ready("en");
    expect(await host.widget.host.getByRole("region", { name: "Notifications" }).count()).toBe(0);
    await fileInput(host).setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: pdfOfSize(10_485_761),
    });
    await expect.poll(() => host.widget.host.getByRole("region", { name: "Notifications" }).count()).toBe(1);
  });

  it("2. arrow keys on the language chooser change nothing until Enter; then one save", async () => {
    const host = await start(REFERENCE);
    await host.widget.ready("en");
    const savesBefore = await languageSaves();
    await host.widget.languageChooser.focus();
    await host.page.keyboard.press("ArrowDown");
    expect(await host.widget.languageChooser.inputValue()).toBe("ua");
    await host.page.waitForTimeout(400);
    expect(await languageOf(host)).toBe("en");
    expect(await languageSaves()).toBe(savesBefore);
    await host.page.keyboard.press("ArrowUp");
    await host.page.keyboard.press("ArrowUp");
    await host.page.waitForTimeout(200);
    expect(await languageOf(host)).toBe("en");
    await host.page.keyboard.press("Enter");
    await expect.poll(() => languageOf(host)).toBe("sk");
    await expect.poll(languageSaves).toBe(savesBefore + 1);
    const focused = await focusedElement(host);
    expect(focused.role).toBe("combobox");
  });

  it("2. a language chosen with the keyboard and then left (Tab) is applied once; picking with the mouse applies at once", async () => {
    const host = await start(REFERENCE);
    await host.widget.ready("en");
    const savesBefore = await languageSaves();
    await host.widget.languageChooser.focus();
    await host.page.keyboard.press("ArrowDown");
    await host.page.keyboard.press("Tab");
    await expect.poll(() => languageOf(host)).toBe("uk");
    await expect.poll(languageSaves).toBe(savesBefore + 1);
    // selectOption is a pick from the open list (input and change without a key).
    await host.widget.languageChooser.selectOption("en");
    await expect.poll(() => languageOf(host)).toBe("en");
    await expect.poll(languageSaves).toBe(savesBefore + 2);
  });

  it("3. at 360 px, the oversized-file toast is drawn on the screen the debtor sees, and not over the focus", async () => {
    const host = await start(REFERENCE);
    await host.page.setViewportSize({ width: 360, height: 640 });
    await fileInput(host).scrollIntoViewIfNeeded();
    await fileInput(host).focus();
    await fileInput(host).setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: pdfOfSize(10_485_761),
    });
    const toast = host.widget.toasts.first();
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    const focus = (await host.widget.host.locator(".dn-attach__label").boundingBox())!;
    const overlaps = box.y < focus.y + focus.height && focus.y < box.y + box.height;
    expect(overlaps, `toast ${JSON.stringify(box)} over the focused control ${JSON.stringify(focus)}`).toBe(false);
  });

  it("3. with the language chooser focused at the top of a phone, a toast keeps clear of it", async () => {
    const host = await open({ reference: REFERENCE, beforeGoto: UKRAINIAN_MISSING });
    await host.page.setViewportSize({ width: 360, height: 640 });
    await host.widget.ready("en");
    await host.widget.languageChooser.scrollIntoViewIfNeeded();
    // selectOption alone does not focus the select: a keyboard user's focus is on it.
    await host.widget.languageChooser.focus();
    await host.widget.languageChooser.selectOption("ua");
    await expect.poll(() => host.widget.toasts.count()).toBe(1);
    expect((await focusedElement(host)).role).toBe("combobox");
    const box = (await host.widget.toasts.first().boundingBox())!;
    const chooser = (await host.widget.languageChooser.boundingBox())!;
    const overlaps = box.y < chooser.y + chooser.height && chooser.y < box.y + box.height;
    expect(overlaps, `toast ${JSON.stringify(box)} over the chooser ${JSON.stringify(chooser)}`).toBe(false);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
  });

  it("4. a language that could not be loaded: the message stays on the page after the toast is gone", async () => {
    const host = await open({ reference: REFERENCE, beforeGoto: UKRAINIAN_MISSING });
    await host.widget.ready("en");
    await host.widget.languageChooser.selectOption("ua");
    await expect.poll(() => host.widget.toasts.count()).toBe(1);
    await expect.poll(() => host.widget.toasts.count(), { timeout: 8000 }).toBe(0);
    expect(await host.widget.root.getByText("This language could not be loaded").count()).toBe(1);
  });

  it("4. a click record that failed: the message stays on the page after the toast is gone", async () => {
    const host = await start(REFERENCE);
    await host.widget.ready("en");
    await host.page.route("**/api/2/union-debt/updateState", (route) => route.fulfill({ status: 500, body: "{}" }));
    await host.context.route("https://**", (route) => route.fulfill({ status: 200, body: "payment page" }));
    await host.widget.payLink.click();
    await expect.poll(() => host.widget.toasts.count()).toBe(1);
    await expect.poll(() => host.widget.toasts.count(), { timeout: 8000 }).toBe(0);
    expect(await host.widget.root.locator("[role=status]", { hasText: /could not record/ }).count()).toBe(1);
  });

  it("5. with a file attached, the file control's name says which file", async () => {
    const host = await start(REFERENCE);
    await fileInput(host).setInputFiles({ name: "receipt-march.png", mimeType: "image/png", buffer: PNG });
    await host.widget.host.getByRole("button", { name: "Remove attachment" }).waitFor();
    await fileInput(host).focus();
    const focused = await focusedElement(host);
    expect(`${focused.name} ${focused.text}`).toContain("receipt-march.png");
    expect(`${focused.name} ${focused.text}`).not.toContain("No file chosen");
  });

  it("6. a payment date in the future is refused with a message, and nothing is sent", async () => {
    const host = await start(REFERENCE);
    await host.widget.host.getByRole("radio", { name: "I have already paid" }).check();
    await host.widget.host.getByLabel("When did you pay?").fill("2030-01-01");
    await host.widget.host.getByRole("textbox", { name: "Explanation of the objection" }).fill("I paid it in March.");
    await host.widget.sendButton.click();
    const error = host.widget.root.getByText("The payment date cannot be in the future");
    await expect.poll(() => error.count()).toBe(1);
    await host.page.waitForTimeout(300);
    expect((await gatewayRequests()).filter((request) => request.call === "uploadComment")).toEqual([]);
    await focusedElement(host);
    // Chromium puts the focus on the date's month part: the field itself is the shadow root's active element.
    const active = await host.page.evaluate(() => {
      const element = document.querySelector("debt-notice")?.shadowRoot?.activeElement as HTMLInputElement | null;
      return { type: element?.type, label: element?.labels?.[0]?.textContent, invalid: element?.ariaInvalid };
    });
    expect(active).toEqual({ type: "date", label: "When did you pay?", invalid: "true" });
  });
});

describe("a keyboard walk, as a screen reader hears it", () => {
  const browser = useBrowser();
  const { start } = hostsPerTest(browser);

  it("choose a language, write, attach, send: the focus after each step, and each status said once", async () => {
    const host = await start(REFERENCE);
    await host.widget.ready("en");
    const said = await recordAnnouncements(host.page);
    const keys = host.page.keyboard;

    // The language: stepped with an arrow, applied with Enter, announced once in the new language.
    await host.widget.languageChooser.focus();
    await keys.press("ArrowUp");
    await keys.press("Enter");
    await host.widget.ready("sk");
    expect((await focusedElement(host)).role).toBe("combobox");
    await keys.press("ArrowDown");
    await keys.press("Enter");
    await host.widget.ready("en");

    // The explanation and a file, by keyboard.
    await host.widget.host.getByRole("textbox", { name: "Explanation of the objection" }).focus();
    await keys.type("I paid it in March.");
    await fileInput(host).focus();
    await fileInput(host).setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await host.widget.host.getByRole("button", { name: "Remove attachment" }).waitFor();
    expect((await focusedElement(host)).name).toContain("receipt.png");

    await host.widget.host.locator("form button[type='submit']").focus();
    await keys.press("Enter");
    await host.widget.heading.and(host.page.locator(":focus")).waitFor({ timeout: 15_000 });
    const focused = await focusedElement(host);
    expect(focused.role).toBe("heading");

    const heard = (await said()).map((announcement) => announcement.text);
    // Each choice said once, in the language chosen (not first in the old one).
    expect(heard.filter((text) => /Slovenčina/.test(text))).toEqual(["Jazyk stránky: Slovenčina"]);
    expect(heard.filter((text) => /: English/.test(text))).toEqual(["Language of the page: English"]);
    expect(heard).toContain("Sending your explanation, please wait…");
    // Nothing said twice in a row (one announcement per status), and no failure said at all.
    for (let i = 1; i < heard.length; i++) expect(heard[i], `said twice: ${heard[i]}`).not.toBe(heard[i - 1]);
    expect(heard.join(" | ")).not.toMatch(/error|not sent|could not/i);
  });

  it("the total debt and Pay by keyboard: the focus after each step, and nothing announced for them", async () => {
    const host = await start(REFERENCE);
    await host.widget.ready("en");
    const said = await recordAnnouncements(host.page);
    const keys = host.page.keyboard;
    await host.context.route("https://**", (route) => route.fulfill({ status: 200, body: "payment page" }));

    await host.widget.totalDebtButton.focus();
    await keys.press("Enter");
    await expect.poll(() => host.widget.screen()).toBe("totalDebt");
    await expect.poll(async () => (await focusedElement(host)).role).toBe("heading");
    expect((await focusedElement(host)).name).toMatch(/^Your total debt:/);

    await host.widget.host.getByRole("button", { name: "Back to previous page" }).focus();
    await keys.press("Enter");
    await expect.poll(async () => (await focusedElement(host)).name).toBe("Show your total debt");

    await host.widget.payLink.focus();
    await keys.press("Enter");
    await expect.poll(() => host.widget.screen()).toBe("payClicked");
    await expect.poll(async () => (await focusedElement(host)).name).toBe("Thank you for starting your payment");
    // View changes are read where the focus lands (the heading), not announced on top of it.
    expect(await said()).toEqual([]);
  });
});
