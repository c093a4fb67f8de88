/**
 * Issue 26, "another debtor is another session", on the standalone page (path routing) in a real
 * browser: a portal pushes one debtor's link after another (or one phone opens two family members'
 * letters), and Back/Forward moves between them. For a Slovak and an English first debtor.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { gatewayRequests, openPage, resetGateway, useBrowser } from "./support/harness";

const PAIRS = [
  {
    first: "a1b2c3-man-high",
    firstLang: "sk",
    second: "d6e5f4-ukrainian",
    secondLang: "uk",
    text: "Zaplatil som 3. marca.",
  },
  {
    first: "c3b2a1-english",
    firstLang: "en",
    second: "d6e5f4-ukrainian",
    secondLang: "uk",
    text: "I paid on 3 March.",
  },
] as const;

/** The portal pushes another debtor's address, as a single-page portal does. */
const pushDebtor = (page: Page, reference: string) =>
  page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, `/${reference}`);

describe("another debtor's link is another session", () => {
  const browser = useBrowser();

  for (const pair of PAIRS) {
    it(`${pair.firstLang}: the second debtor in their own language and with their own events; Back brings the first one's text back`, async () => {
      await resetGateway();
      const { page, close } = await openPage(browser(), `/${pair.first}`, {
        beforeGoto: async (page) => {
          await page.addInitScript(() => {
            const loaded: string[] = [];
            (window as unknown as { __loaded: string[] }).__loaded = loaded;
            document.addEventListener("debt-notice-loaded", (event) =>
              loaded.push((event as CustomEvent<{ reference: string }>).detail.reference),
            );
          });
        },
      });
      const widget = new DebtNoticeModel(page);
      await widget.ready(pair.firstLang);
      await widget.commentField.fill(pair.text);

      await pushDebtor(page, pair.second);
      await widget.ready(pair.secondLang);
      expect(await widget.commentField.inputValue()).toBe("");
      const asked = (await gatewayRequests()).filter((request) => request.call === "getPreferredLanguage");
      expect(asked.map((request) => request.body?.reference)).toEqual([pair.first, pair.second]);

      await page.goBack();
      await widget.ready(pair.firstLang);
      await expect.poll(() => widget.commentField.inputValue()).toBe(pair.text);
      expect(await page.evaluate(() => (window as unknown as { __loaded: string[] }).__loaded)).toEqual([
        pair.first,
        pair.second,
        pair.first,
      ]);
      await close();
    });
  }
});
