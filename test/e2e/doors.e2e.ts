/**
 * Issue 31's doors and record, on a 360 × 640 phone as a debtor taps them: each door reaches its
 * job in one tap (its heading on screen and focused), and the record of a sent objection is still
 * there after a reload.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { openPage, resetGateway, useBrowser } from "./support/harness";

const PHONE = { width: 360, height: 640 };

/** The element's box (its first 48 px, or all of it when `whole`) lies within the phone's screen. */
async function onScreen(target: Locator, whole = false): Promise<boolean> {
  const box = await target.boundingBox();
  if (whole) return box !== null && box.y >= -1 && box.y + box.height <= PHONE.height;
  // (Scrolled to the top of the screen lands within a pixel of it.)
  return box !== null && box.y >= -1 && box.y + Math.min(box.height, 48) <= PHONE.height;
}

/** The focused element's words (the catalogs' no-break spaces read as spaces). */
const focusedText = async (page: Page) =>
  (await page.evaluate(() => document.querySelector("debt-notice")?.shadowRoot?.activeElement?.textContent ?? ""))
    .replace(/\s+/g, " ")
    .trim();

describe("the first screen's doors on a phone", () => {
  const browser = useBrowser();

  /** A fresh gateway and the English-speaking sample debtor's notice on the phone. */
  async function openEnglishPhone() {
    await resetGateway();
    const opened = await openPage(browser(), "/c3b2a1-english", PHONE);
    const widget = new DebtNoticeModel(opened.page);
    await widget.ready("en");
    return { ...opened, widget };
  }

  for (const [language, tag, doors, headings] of [
    [
      "sk",
      "sk",
      ["Nemôžem zaplatiť naraz", "Nesúhlasím / Už som zaplatil(a)"],
      ["Úhrada v splátkach", "Nesúhlasíte s niečím alebo niečo nie je v poriadku?"],
    ],
    [
      "ua",
      "uk",
      ["Не можу сплатити одразу", "Не погоджуюся / Вже сплатив(-ла)"],
      ["Сплата в розстрочку", "Не погоджуєтеся з боргом чи щось не так?"],
    ],
  ] as const) {
    it(`${language}: Pay and both doors are on the first screen; each door brings its section's heading on screen, focused`, async () => {
      await resetGateway();
      const { page, errors, close } = await openPage(browser(), "/a1b2c3-man-high", PHONE);
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      if (language === "ua") {
        await widget.languageChooser.selectOption("ua");
        await widget.ready(tag);
      }
      expect(await onScreen(widget.payLinkAnyLanguage, true)).toBe(true);
      for (const [index, door] of doors.entries()) {
        const button = widget.host.getByRole("button", { name: door, exact: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await onScreen(button, true), door).toBe(true);
        await button.click();
        const heading = widget.host.getByRole("heading", { level: 2, name: headings[index] });
        await expect.poll(() => focusedText(page)).toBe(headings[index]);
        expect(await onScreen(heading), door).toBe(true);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("'How to check' under the doors unfolds the full explanation and brings it on screen, focused", async () => {
    const { page, widget, close } = await openEnglishPhone();
    await widget.host.getByRole("button", { name: "How to check" }).click();
    const toggle = widget.host.getByRole("button", { name: "Is this page genuine? What happens next?" });
    await expect.poll(() => focusedText(page)).toBe("Is this page genuine? What happens next?");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await onScreen(toggle)).toBe(true);
    await close();
  });

  it("at 100 € or less the instalment door leads to what to say and, one tap on, to the contacts", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/d4e5f6-woman-low", PHONE);
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    await widget.host.getByRole("button", { name: "I can't pay it all now" }).click();
    await expect.poll(() => focusedText(page)).toBe("If you can't pay it all now");
    const section = widget.host.locator("[part~='calendar']");
    expect(await section.innerText()).toContain("Until we agree otherwise, the whole amount stays due.");
    await section.getByRole("button", { name: "Call or write to us" }).click();
    await expect.poll(() => focusedText(page)).toBe("Contact us");
    expect(await onScreen(widget.host.getByRole("heading", { name: "Contact us" }))).toBe(true);
    await close();
  });

  it("on the total-debt page the doors are there too; 'I disagree' goes back to the notice's form", async () => {
    const { page, widget, close } = await openEnglishPhone();
    await widget.totalDebtButton.click();
    await expect.poll(() => widget.screen()).toBe("totalDebt");
    expect(await widget.payLinkAnyLanguage.isVisible()).toBe(true);
    await widget.host.getByRole("button", { name: "I disagree / I already paid" }).click();
    await expect.poll(() => widget.screen()).toBe("form");
    await expect.poll(() => focusedText(page)).toBe("Do you disagree, or is something wrong?");
    expect(await onScreen(widget.host.getByRole("heading", { name: "Do you disagree, or is something wrong?" }))).toBe(
      true,
    );
    await close();
  });

  it("the record of a sent objection is still there after a reload, and goes when removed", async () => {
    const { page, widget, close } = await openEnglishPhone();
    await widget.commentField.fill("I paid this in March at the post office.");
    await widget.sendButton.click();
    await expect.poll(() => widget.screen(), { timeout: 15_000 }).toBe("infoProvided");
    const record = widget.host.getByRole("region", { name: "What you sent us" });
    const code = await record.locator(".dn-record__code").innerText();
    expect(code).toMatch(/^dn-[0-9a-f]{24}$/);

    await page.reload();
    await widget.ready("en");
    expect(await widget.screen()).toBe("infoProvided");
    expect(await record.innerText()).toContain("I paid this in March at the post office.");
    expect(await record.locator(".dn-record__code").innerText()).toBe(code);
    expect(await record.innerText()).toContain("Emily Clarke");

    await record.getByRole("button", { name: "Delete this copy from this browser" }).click();
    await expect.poll(() => record.count()).toBe(0);
    await page.reload();
    await widget.ready("en");
    expect(await widget.screen()).toBe("infoProvided");
    expect(await record.count()).toBe(0);
    await close();
  });
});
