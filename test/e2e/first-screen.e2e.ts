/**
 * Issue 31 ("the first screen answers how much, for what, is it real"), as a debtor with enlarged
 * text or a small phone meets it. 150 % zoom on a 360 px phone leaves 240 CSS px.
 */
import { describe, expect, it } from "vitest";
import { horizontalOverflow, wordsBrokenInside } from "./support/checks";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, openPage, resetGateway, useBrowser } from "./support/harness";

describe("the first screen on a phone", () => {
  const browser = useBrowser();

  /** A fresh gateway, the debtor's page on a 360 × 640 phone whose clipboard the test may read. */
  async function openPhoneWithClipboard(path: string) {
    await resetGateway();
    return openPage(browser(), path, {
      width: 360,
      height: 640,
      beforeGoto: (page) => page.context().grantPermissions(["clipboard-read", "clipboard-write"]),
    });
  }

  for (const language of ["sk", "ua"] as const) {
    it(`${language}, 240 CSS px (150 % zoom at 360): amounts, IBAN, BIC, symbols and the payee break only at their own spaces`, async () => {
      await resetGateway();
      const { page, close } = await openPage(browser(), "/a1b2c3-man-high", { width: 240, height: 427 });
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      await widget.languageChooser.selectOption(language);
      await widget.ready(language === "ua" ? "uk" : "sk");
      expect(await horizontalOverflow(page)).toBe(0);
      const numbers = await wordsBrokenInside(page, ".dn-amount dd, .dn-pbs__text");
      // The amount, the period, the IČP; then beneficiary (3 words), IBAN (6 groups), BIC, amount, VS, ŠS, KS, note.
      expect(numbers.examined).toBeGreaterThan(15);
      expect(numbers.broken).toEqual([]);
      // Whole, and not under the copy button beside it.
      const covered = await widget.root.locator(".dn-pbs__value").evaluateAll((values) =>
        values.flatMap((value) => {
          const text = value.querySelector(".dn-pbs__text")!.getBoundingClientRect();
          const button = value.querySelector("button")!.getBoundingClientRect();
          const apart =
            text.right <= button.left ||
            button.right <= text.left ||
            text.bottom <= button.top ||
            button.bottom <= text.top;
          return apart ? [] : [value.textContent ?? ""];
        }),
      );
      expect(covered).toEqual([]);
      await close();
    });
  }

  // Seen at 1280 px: "…musí byť presne doména www.vzorova-" / "zp.example": the domain the debtor
  // compares with the address bar, broken at its hyphen.
  it.each([1280, 1024, 360, 320])(
    "%i px: the domain, in the trust line and its panel, is on one line",
    async (width) => {
      await resetGateway();
      const { page, close } = await openPage(browser(), "/a1b2c3-man-high", { width, height: 800 });
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      await widget.root.locator(".dn-trust__toggle").click();
      const domain = await wordsBrokenInside(page, ".dn-trust-line strong, .dn-trust strong[dir='ltr']");
      expect(domain.examined).toBe(2);
      expect(domain.broken).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await close();
    },
  );

  // The fifth integrator trial: "Skúšobná poisťovňa" read "Skúšobn / á / poisťovň / a" beside the
  // chooser at 360 px, and the header's four lines pushed two doors off the first screen.
  it("360 px: an insurer's name shares the header's row with the chooser and breaks only between words", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high", { width: 360, height: 640 });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    for (const name of ["Skúšobná poisťovňa", "Všeobecná zdravotná poisťovňa", "DÔVERA zdravotná poisťovňa"]) {
      await page.evaluate((providerName) => {
        const element = document.querySelector("debt-notice") as HTMLElement & { config?: object };
        element.config = { ...element.config, providerName };
      }, name);
      await expect.poll(() => widget.root.locator(".dn-logo__name").textContent()).toBe(name);
      const words = await wordsBrokenInside(page, ".dn-logo__name");
      expect(words.examined, name).toBe(name.split(" ").length);
      expect(words.broken, name).toEqual([]);
      const [nameBox, chooserBox] = await Promise.all(
        [".dn-logo__name", ".dn-lang"].map((selector) => widget.root.locator(selector).boundingBox()),
      );
      expect(chooserBox!.y, name).toBeLessThan(nameBox!.y + nameBox!.height); // the same row
      expect(chooserBox!.x, name).toBeGreaterThan(nameBox!.x + nameBox!.width);
    }
    await close();
  });

  it("240 CSS px: the Pay button's specific symbol and the total debt stay whole (they read as '202503667 / 7', '5 897,52 / €')", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a9b8c7-long-history", { width: 240, height: 427 });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    const symbol = await wordsBrokenInside(page, "[part~='doors'] .dn-nowrap");
    expect(symbol.examined).toBe(1);
    expect(symbol.broken).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    // The total's heading keeps "5 897,52 €" on one line (its spaces are no-break spaces).
    await widget.root.locator("[part~='total-debt-link'] button").click();
    await expect.poll(() => widget.screen()).toBe("totalDebt");
    const total = widget.root.locator(".dn-total__value");
    const box = (await total.boundingBox())!;
    const lineHeight = await total.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 0);
    expect(box.height).toBeLessThan(lineHeight * 1.5);
    expect(await horizontalOverflow(page)).toBe(0);
    await close();
  });

  it("a copy button says it copied where the finger is, and the clipboard holds the value as banks take it", async () => {
    const { page, close } = await openPhoneWithClipboard("/c3b2a1-english");
    const widget = new DebtNoticeModel(page);
    await widget.ready("en");
    const copyIban = widget.host.getByRole("button", { name: "Copy IBAN" });
    await copyIban.scrollIntoViewIfNeeded();
    const before = (await copyIban.boundingBox())!;
    await copyIban.click();
    const pressed = widget.host.locator(".dn-pbs__copy[data-copied]");
    await expect.poll(() => pressed.innerText()).toBe("Copied ✓");
    // The same button, in the same place, in view; its name keeps its visible word.
    expect(await pressed.getAttribute("aria-label")).toBe("Copied: IBAN");
    const after = (await pressed.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThan(2);
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y + after.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^SK\d{2}\d{20}$/);
    // Another copy moves the feedback; the first button is "Copy" again.
    await widget.host.getByRole("button", { name: "Copy variable symbol" }).click();
    await expect.poll(() => pressed.getAttribute("aria-label")).toBe("Copied: Variable symbol");
    expect(await copyIban.innerText()).toBe("Copy");
    await close();
  });

  it("after Pay (here after a reload: the gateway's clickedOnPay), the amount, Pay again and the bank transfer stay", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/f4a5b6-paid", { width: 360, height: 640 });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    expect(await widget.screen()).toBe("payClicked");
    expect(await widget.heading.innerText()).toBe("Thank you for starting your payment");
    expect(await widget.root.locator(".dn-amount__value").innerText()).toMatch(/\d.*€/);
    expect(await widget.payLinkAnyLanguage.isVisible()).toBe(true);
    await expect.poll(() => widget.host.getByRole("button", { name: "Copy IBAN" }).count()).toBe(1);
    expect(await widget.root.locator(".dn-pbs__text").first().innerText()).not.toBe("");
    await close();
  });

  it("Back from the total debt returns to the button that opened it, in view, with the focus on it", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/c3b2a1-english", { width: 360, height: 640 });
    const widget = new DebtNoticeModel(page);
    await widget.ready("en");
    await widget.totalDebtButton.click();
    await expect.poll(() => widget.screen()).toBe("totalDebt");
    await widget.host.getByRole("button", { name: "Back to previous page" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector("debt-notice")?.shadowRoot?.activeElement?.textContent?.trim()),
      )
      .toBe("Show your total debt");
    const box = (await widget.totalDebtButton.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await close();
  });

  it("on a phone without m=1 in its link: 'Save the QR code to your photos' and its how-to come before the copy rows", async () => {
    await resetGateway();
    const context = await browser().newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/c3b2a1-english`);
    const widget = new DebtNoticeModel(page);
    await widget.ready("en");
    const save = widget.host.getByRole("button", { name: "Save the QR code to your photos" });
    await save.waitFor();
    const howTo = widget.host.getByText("Then, in your banking app, choose to scan a QR code", { exact: false });
    expect(await howTo.isVisible()).toBe(true);
    const firstCopy = widget.host.getByRole("button", { name: "Copy beneficiary" });
    // Both nodes are looked up in the same poll: React may replace either (the code's Suspense
    // swaps its fallback for the drawn code) between two separate lookups, and a detached node's
    // document position is arbitrary.
    await expect
      .poll(async () =>
        save.evaluate(
          (button, other) =>
            (other as Node).isConnected &&
            !!(button.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
          await firstCopy.elementHandle(),
        ),
      )
      .toBe(true);
    await context.close();
  });

  it("on a desktop the copy rows come first and the code is shown beside them", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/c3b2a1-english", { width: 1280, height: 900 });
    const widget = new DebtNoticeModel(page);
    await widget.ready("en");
    expect(await widget.host.getByRole("button", { name: "Save the QR code to your photos" }).count()).toBe(0);
    await close();
  });

  it("sk at 360 px: 'Skopírované ✓' does not move the pressed button; ua: the IČP's meaning is whole words", async () => {
    const { page, close } = await openPhoneWithClipboard("/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready("sk");
    const copyIban = widget.host.locator(".dn-pbs__copy").nth(1);
    await copyIban.scrollIntoViewIfNeeded();
    const before = (await copyIban.boundingBox())!;
    await copyIban.click();
    await expect.poll(() => copyIban.getAttribute("data-copied")).toBe("true");
    const after = (await copyIban.boundingBox())!;
    for (const key of ["x", "y", "width", "height"] as const)
      expect(Math.abs(after[key] - before[key]), key).toBeLessThan(1);

    await widget.languageChooser.selectOption("ua");
    await widget.ready("uk");
    await widget.host.locator(".dn-term").click();
    const meaning = await wordsBrokenInside(page, ".dn-term__meaning");
    expect(meaning.examined).toBe(3);
    expect(meaning.broken).toEqual([]);
    await close();
  });
});
