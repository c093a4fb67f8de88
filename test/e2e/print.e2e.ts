import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { PNG } from "./support/fault-host";
import { openPage, resetGateway, useBrowser } from "./support/harness";

const REFERENCE = "a1b2c3-man-high";

/** Pages in a PDF that Chromium printed (each page object names its type; the tree is "/Pages"). */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** The PDF the browser's "Save as PDF" would make, kept for a person to look at with E2E_SCREENSHOTS. */
async function printed(page: Page, name: string): Promise<Buffer> {
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `print-${name}.pdf`), pdf);
  }
  return pdf;
}

/** An A4 page's width in CSS pixels (210 mm at 96 dpi), so the checks see the layout the PDF has. */
const A4 = { width: 794, height: 1123 };

/**
 * What the widget shows of its controls on screen and in print (the visible texts, by role), at
 * the A4 page's width: a control that is not on the screen could not prove that print hides it.
 */
async function visibleInPrint(widget: DebtNoticeModel) {
  await widget.page.setViewportSize(A4);
  const onScreen = await listVisible(widget);
  await widget.page.emulateMedia({ media: "print" });
  const inPrint = await listVisible(widget);
  await widget.page.emulateMedia({ media: "screen" });
  return { onScreen, inPrint };
}

async function listVisible(widget: DebtNoticeModel) {
  const visible = async (locator: ReturnType<DebtNoticeModel["host"]["locator"]>) => {
    const shown: string[] = [];
    for (const one of await locator.all()) if (await one.isVisible()) shown.push((await one.innerText()).trim());
    return shown;
  };
  return {
    buttons: await visible(widget.host.getByRole("button")),
    links: await visible(widget.host.getByRole("link")),
    chooser: await widget.languageChooser.isVisible(),
  };
}

describe("print or save as PDF: a clean record of what was sent, and the total debt (issue 16)", () => {
  const browser = useBrowser();

  for (const language of [
    { value: "sk", tag: "sk", record: "Čo ste nám poslali", date: "Kedy ste zaplatili?" },
    { value: "ua", tag: "uk", record: "Що Ви нам надіслали", date: "Коли Ви сплатили?" },
  ] as const) {
    it(`${language.value}: the thank-you view prints as one A4 page with the record and without the controls`, async () => {
      await resetGateway();
      const { page, errors, close } = await openPage(browser(), `/${REFERENCE}`, { width: 360 });
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      await widget.languageChooser.selectOption(language.value);
      await widget.ready(language.tag);
      await widget.host.getByRole("radio").first().check();
      await widget.host.getByLabel(language.date).fill("2025-03-12");
      await widget.host.getByRole("textbox").last().fill("Zaplatené 12. 3. 2025 prevodom, potvrdenie prikladám.");
      await widget.host
        .locator("input[type=file]")
        .setInputFiles({ name: "potvrdenie.png", mimeType: "image/png", buffer: PNG });
      // The send button by its place: its name is in the page's language.
      await widget.host.locator("form button[type=submit]").click();
      await expect.poll(() => widget.screen(), { timeout: 20_000 }).toBe("infoProvided");
      const record = widget.host.getByRole("heading", { name: language.record });
      await record.waitFor();

      const { onScreen, inPrint: print } = await visibleInPrint(widget);
      expect(onScreen.chooser).toBe(true);
      expect(onScreen.buttons.length, "the view has buttons on screen").toBeGreaterThan(1);
      expect(onScreen.links.length, "and links (contacts, apps)").toBeGreaterThan(2);
      expect(print.chooser, "the language chooser is left out").toBe(false);
      expect(print.buttons, "no button is printed").toEqual([]);
      // Only the insurer's name at the top, as on a letterhead: the contacts and apps are left out.
      expect(print.links).toEqual(["Vzorová zdravotná poisťovňa"]);
      await widget.page.emulateMedia({ media: "print" });
      expect(await record.isVisible()).toBe(true);
      expect(await widget.host.getByText("potvrdenie.png", { exact: false }).isVisible()).toBe(true);
      expect(await widget.host.getByText("Zaplatené 12. 3. 2025 prevodom", { exact: false }).isVisible()).toBe(true);

      expect(pageCount(await printed(page, `record-${language.value}`))).toBe(1);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("the total-debt page prints its table, without the Back button or the chooser", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), `/${REFERENCE}/celkovy-dlh`);
    const widget = new DebtNoticeModel(page);
    await widget.ready("sk");
    await widget.host.getByRole("table").waitFor();

    const { onScreen, inPrint: print } = await visibleInPrint(widget);
    expect(onScreen.buttons.join(" ")).toContain("Späť na predchádzajúcu stránku");
    expect(print.chooser).toBe(false);
    expect(print.buttons).toEqual([]);
    await widget.page.emulateMedia({ media: "print" });
    const table = widget.host.getByRole("table");
    expect(await table.isVisible()).toBe(true);
    // The demo debtor's periods, the total and the contacts fit one page.
    expect(pageCount(await printed(page, "total-debt-sk"))).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
