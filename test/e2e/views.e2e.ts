import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { horizontalOverflow, readableInEveryLanguage, tableOverflow, wordsBrokenInside } from "./support/checks";
import { openPage, resetGateway, setFault, useBrowser } from "./support/harness";

const VIEWS = [
  { name: "form", path: "/a1b2c3-man-high", screen: "form" },
  { name: "form without period", path: "/b7c8d9-no-period", screen: "form" },
  { name: "info provided", path: "/e1f2a3-info-provided", screen: "infoProvided" },
  { name: "pay clicked", path: "/f4a5b6-paid", screen: "payClicked" },
  { name: "total debt", path: "/a9b8c7-long-history/celkovy-dlh", screen: "totalDebt" },
  { name: "not found", path: "/", screen: "notFound" },
] as const;

describe("every view, in every language, on a phone and a desktop", () => {
  const browser = useBrowser();

  for (const view of VIEWS) {
    for (const width of [360, 1280]) {
      it(`${view.name} at ${width} px: readable in sk, en and ua, no overflow, no axe violations`, async () => {
        await resetGateway();
        const { page, errors, close } = await openPage(browser(), view.path, { width });
        const widget = new DebtNoticeModel(page);
        await widget.ready();
        expect(await widget.screen()).toBe(view.screen);
        // The heading really changed language each time (no English left in sk or ua).
        expect(new Set(await readableInEveryLanguage(widget)).size).toBe(3);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }

  it("shows a green loading overlay, announced as a status, while details load", async () => {
    await resetGateway();
    await setFault("getDetails", { kind: "hang" });
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const overlay = page.locator("debt-notice").getByRole("status");
    await overlay.first().waitFor();
    const background = await page
      .locator("debt-notice .dn-overlay")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r! + 40);
    expect(g).toBeGreaterThan(b! + 20);
    await close();
  });

  it("is usable at 320 px, the narrowest phone, with no sideways scrolling and no period broken in two", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a9b8c7-long-history/celkovy-dlh", { width: 320 });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await widget.host.getByRole("row").count()).toBeGreaterThanOrEqual(26);
    for (const language of ["sk", "en", "ua"]) {
      await widget.languageChooser.selectOption(language);
      await expect.poll(() => widget.root.getAttribute("lang")).toBe(language === "ua" ? "uk" : language);
      // Periods, amounts (their no-break spaces included) and the total stay whole; a header may
      // wrap between words or after a slash ("nedoplatku/" over "preplatku").
      const body = await wordsBrokenInside(page, ".dn-table tbody :is(th, td), .dn-table tfoot :is(th, td)");
      expect(body.examined, `${language}: a word in each cell of the 27 periods and the total`).toBe(56);
      expect(body.broken, language).toEqual([]);
      const header = await wordsBrokenInside(page, ".dn-table thead th", "/");
      expect(header.examined, language).toBeGreaterThan(2);
      expect(header.broken, language).toEqual([]);
      expect(await tableOverflow(page), `${language}: the table scrolls sideways`).toBe(0);
    }
    await close();
  });

  // The longest label a period may have since the sixteenth trial (one word and a year: shown-text.ts).
  it("at 320 px the longest period label stays inside its column and never widens the table", async () => {
    await resetGateway();
    const totalDebt = JSON.stringify([
      { obdobie: "September 2025", dlh: "-1,00" },
      { obdobie: "01.12.2025", dlh: "-2,00" },
    ]);
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high/celkovy-dlh", {
      width: 320,
      beforeGoto: async (page) => {
        await page.route("**/getDetails", async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as { entities: Record<string, unknown> };
          await route.fulfill({ response: answer, json: { entities: { ...body.entities, totalDebt } } });
        });
      },
    });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.host.getByText("September 2025").first().waitFor();
    expect(await tableOverflow(page)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await close();
  });
});
