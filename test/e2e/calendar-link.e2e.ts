/**
 * Issue 26, "nothing of the host's leaves in a file": the reminder's calendar file links only the
 * debtor's own notice. On the standalone page (path routing) that is the page's origin and the
 * reference, never the query or fragment a portal or an SMS added; on a portal (memory routing)
 * the link the host configures (`noticeUrlTemplate`), or none. For a Slovak and an English debtor.
 */
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_CONFIG } from "../../demo/demo-config.mjs";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, openPage, resetGateway, useBrowser } from "./support/harness";

const DEBTORS = [
  { language: "sk", reference: "a1b2c3-man-high", day: "Vybrať deň", save: "Uložiť do kalendára" },
  { language: "en", reference: "c3b2a1-english", day: "Choose a day", save: "Save to calendar" },
] as const;

/** What a portal or a text message puts into the address: never the file's business. */
const PORTAL_SECRETS = "?sso_token=SECRET&utm_source=sms#session=x";
const LEAKS = /SECRET|sso_token|utm_source|session=x|calendar-portal/;

/** Saves the reminder with its proposed date and returns the file's text. */
async function savedCalendarFile(page: Page, debtor: (typeof DEBTORS)[number]): Promise<string> {
  const widget = new DebtNoticeModel(page);
  await widget.ready(debtor.language);
  await widget.host.getByText(debtor.day).click();
  const download = page.waitForEvent("download");
  await widget.host.getByRole("button", { name: debtor.save }).click();
  return readFile((await (await download).path()) ?? "", "utf8");
}

const linkIn = (ics: string): unknown =>
  new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")?.getFirstPropertyValue("url") ?? null;

/** A portal page holding the widget in memory routing, with the demo insurer's config plus `extra`. */
function portalPage(reference: string, extra: Record<string, unknown>): string {
  const config = JSON.stringify({ ...DEMO_CONFIG, ...extra }).replace(/</g, "\\u003c");
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>portal</title>
    <script src="/dist/debt-notice.umd.js" defer></script></head><body>
    <debt-notice routing="memory" reference="${reference}" api-base="/api/2/union-debt"></debt-notice>
    <script>document.querySelector("debt-notice").config = ${config};</script>
    </body></html>`;
}

describe("the calendar file links the debtor's own notice, and nothing of the host's", () => {
  const browser = useBrowser();

  for (const debtor of DEBTORS) {
    it(`${debtor.language}: the standalone page: its origin and the reference, without the address's query or fragment`, async () => {
      await resetGateway();
      const { page, errors, close } = await openPage(browser(), `/${debtor.reference}${PORTAL_SECRETS}`);
      const ics = await savedCalendarFile(page, debtor);
      expect(linkIn(ics)).toBe(`${baseUrl()}/${debtor.reference}`);
      expect(ics).not.toMatch(LEAKS);
      expect(errors).toEqual([]);
      await close();
    });

    for (const template of [null, "https://vzorova-zp.example/dlh/{reference}"]) {
      it(`${debtor.language}: a portal (memory routing) ${template ? "with noticeUrlTemplate: that link" : "without noticeUrlTemplate: no link"}, never the portal's address`, async () => {
        await resetGateway();
        const { page, errors, close } = await openPage(browser(), `/calendar-portal${PORTAL_SECRETS}`, {
          beforeGoto: async (page) => {
            await page.route("**/calendar-portal*", (route) =>
              route.fulfill({
                contentType: "text/html",
                body: portalPage(debtor.reference, template ? { noticeUrlTemplate: template } : {}),
              }),
            );
          },
        });
        const ics = await savedCalendarFile(page, debtor);
        expect(linkIn(ics)).toBe(template ? template.replace("{reference}", debtor.reference) : null);
        expect(ics).not.toMatch(LEAKS);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }
});
