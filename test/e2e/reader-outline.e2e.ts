/**
 * Issue 33, items 7–9 and the standalone page, read from Chromium's accessibility tree as a screen
 * reader gets it: Slovak terms inside Ukrainian carry lang="sk", the trust panel is a heading the
 * outline follows, a failed load's heading says what happened, and the standalone page has a main
 * landmark and a title that names the view in the page's language.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { accessibilityTree } from "./support/screen-reader";
import { baseUrl, openPage, resetGateway, setFault, clearFaults, useBrowser } from "./support/harness";

const headings = async (page: Page) =>
  (await accessibilityTree(page))
    .filter((node) => node.role?.value === "heading")
    .map((node) => ({
      level: Number(node.properties?.find((p) => p.name === "level")?.value.value),
      name: node.name?.value ?? "",
    }));

async function preferLanguage(reference: string, language: string) {
  const response = await fetch(`${baseUrl()}/api/2/union-debt/changePreferredLanguage`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reference, newPreferredLanguage: language }),
  });
  expect(response.ok).toBe(true);
}

describe("what the outline and the language of parts give a screen reader", () => {
  const browser = useBrowser();

  it("on the Ukrainian page, Slovak words carry lang=sk: the payment note, výkaz nedoplatkov, exekútor", async () => {
    await resetGateway();
    await preferLanguage("a1b2c3-man-high", "ua");
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready("uk");
    await widget.host.locator(".dn-trust__toggle").click();
    const slovak = await widget.root.locator("[lang='sk']").allTextContents();
    expect(slovak).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Poistné/), "výkaz nedoplatkov", "exekútor"]),
    );
    await close();
  });

  it("the trust panel is a level-2 heading with its three level-3 headings under it, its button says folded or open", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/c3b2a1-english");
    const widget = new DebtNoticeModel(page);
    await widget.ready("en");
    const toggle = widget.host.getByRole("button", { name: "Is this page genuine? What happens next?" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const outline = await headings(page);
    expect(outline).toContainEqual({ level: 2, name: "Is this page genuine? What happens next?" });
    for (const name of ["How to check that this page is ours", "If the debt stays unpaid", "Where to get help"]) {
      expect(outline).toContainEqual({ level: 3, name });
    }
    // In the document's order, the three follow the panel's heading and nothing of another level comes between.
    const order = await widget.root
      .locator("h1, h2, h3")
      .evaluateAll((nodes) => nodes.map((node) => `${node.tagName} ${node.textContent?.trim()}`));
    const at = order.indexOf("H2 Is this page genuine? What happens next?");
    expect(order.slice(at + 1, at + 4)).toEqual([
      "H3 How to check that this page is ours",
      "H3 If the debt stays unpaid",
      "H3 Where to get help",
    ]);
    await close();
  });

  it("a load that fails on our side is headed by what happened, not by a 404; an unknown link keeps the spec's 404", async () => {
    await resetGateway();
    await setFault("getDetails", { kind: "status", status: 503 });
    const failed = await openPage(browser(), "/c3b2a1-english");
    const widget = new DebtNoticeModel(failed.page);
    await widget.ready();
    await widget.useEnglish();
    expect(await widget.heading.innerText()).toBe("Your debt notice could not be loaded just now");
    expect(await widget.root.getByText("404 - There is nothing in here").count()).toBe(1);
    await failed.close();
    await clearFaults();

    const unknown = await openPage(browser(), "/no-such-reference-123");
    const unknownWidget = new DebtNoticeModel(unknown.page);
    await unknownWidget.ready();
    await unknownWidget.useEnglish();
    expect(await unknownWidget.heading.innerText()).toBe("404 - There is nothing in here");
    await unknown.close();
  });

  it("the standalone page: one main landmark, the page's language, and a title naming the view in it", async () => {
    await resetGateway();
    await preferLanguage("a1b2c3-man-high", "sk");
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready("sk");
    const mains = (await accessibilityTree(page)).filter((node) => node.role?.value === "main");
    expect(mains).toHaveLength(1);
    await expect.poll(() => page.title()).toMatch(/^Upozornenie na nedoplatok/);
    const documentLanguage = () => page.evaluate(() => document.documentElement.lang);
    expect(await documentLanguage()).toBe("sk");
    await widget.useEnglish();
    await expect.poll(() => page.title()).toMatch(/^Notice of unpaid health insurance contributions/);
    expect(await documentLanguage()).toBe("en");
    await widget.totalDebtButton.click();
    await expect.poll(() => page.title()).toMatch(/^Debt and overpayment by period/);
    expect(await page.title()).not.toMatch(/€/);
    await close();
  });
});
