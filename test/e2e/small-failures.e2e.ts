/**
 * Issue 26's small failures in a real browser against the reference gateway, for a Slovak and an
 * English debtor: a language chosen offline, the text's limit, no payee, a double click on
 * "Save to calendar", a load that takes long.
 */
import { afterEach, describe, expect, it } from "vitest";
import { openHost, type FaultHost } from "./support/fault-host";
import {
  baseUrl,
  clearFaults,
  gatewayRequests,
  heldAtGate,
  releaseGate,
  resetGateway,
  setFault,
  useBrowser,
} from "./support/harness";
import { DebtNoticeModel } from "./support/debt-notice.model";

const DEBTORS = [
  {
    language: "sk",
    reference: "a1b2c3-man-high",
    chosen: "en",
    limit: "2 000 znakov",
    slow: "pripojenie je zrejme pomalé",
    day: "Vybrať deň",
    save: "Uložiť do kalendára",
    bank: "Zaplatiť bankovým prevodom",
  },
  {
    language: "en",
    reference: "c3b2a1-english",
    chosen: "ua",
    limit: "limit of 2,000 characters",
    slow: "the connection seems slow",
    day: "Choose a day",
    save: "Save to calendar",
    bank: "Pay by bank transfer",
  },
] as const;

describe("the small failures", () => {
  const browser = useBrowser();
  const opened: FaultHost[] = [];
  afterEach(async () => {
    for (const host of opened.splice(0)) await host.close().catch(() => undefined);
  });

  async function start(reference: string) {
    await resetGateway();
    await clearFaults();
    const host = await openHost(browser(), { reference });
    opened.push(host);
    await host.widget.ready();
    return host;
  }

  for (const debtor of DEBTORS) {
    it(`${debtor.language}: a language chosen offline is saved once the connection is back`, async () => {
      const host = await start(debtor.reference);
      await host.context.setOffline(true);
      await host.widget.languageChooser.selectOption(debtor.chosen);
      await expect.poll(() => host.widget.root.getAttribute("lang")).toBe(debtor.chosen === "ua" ? "uk" : "en");
      const saved = async () =>
        (await gatewayRequests())
          .filter((request) => request.call === "changePreferredLanguage")
          .map((r) => r.body?.newPreferredLanguage);
      expect(await saved()).toEqual([]);
      await host.context.setOffline(false);
      await expect.poll(saved).toEqual([debtor.chosen]);
    });

    it(`${debtor.language}: a pasted letter longer than the field is said to be cut`, async () => {
      const host = await start(debtor.reference);
      await host.widget.commentField.fill("x".repeat(3000));
      expect(await host.widget.commentField.inputValue()).toHaveLength(2000);
      await expect
        .poll(() => host.widget.host.locator("[part~='objection']").innerText())
        .toMatch(new RegExp(debtor.limit.replaceAll(" ", "\\s")));
    });

    it(`${debtor.language}: "Save to calendar" double-clicked saves one file`, async () => {
      const host = await start(debtor.reference);
      await host.widget.host.getByText(debtor.day).click();
      const downloads: string[] = [];
      host.page.on("download", (download) => downloads.push(download.suggestedFilename()));
      const first = host.page.waitForEvent("download");
      await host.widget.host.getByRole("button", { name: debtor.save }).dblclick();
      await first;
      // A second file would follow within the same moment; give it a frame and a task to show.
      await host.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      expect(downloads).toHaveLength(1);
    });

    it(`${debtor.language}: without a payee there is no bank-transfer section and no empty card`, async () => {
      await resetGateway();
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      await context.route("**/no-payee-partner", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
            <script src="/dist/debt-notice.umd.js" defer></script></head><body>
            <debt-notice reference="${debtor.reference}" api-base="/api/2/union-debt"></debt-notice>
            <script>document.querySelector("debt-notice").config = {"phone":"0800 100 200"};</script>
            </body></html>`,
        }),
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/no-payee-partner`);
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      expect(await widget.host.getByRole("heading", { name: debtor.bank }).count()).toBe(0);
      const emptyCards = await widget.host
        .locator(".dn-card")
        .evaluateAll((cards) => cards.filter((card) => (card.textContent ?? "").trim() === "").length);
      expect(emptyCards).toBe(0);
      await context.close();
    });

    it(`${debtor.language}: a load unanswered after 8 s says the connection seems slow, then shows the notice`, async () => {
      await resetGateway();
      await clearFaults();
      await setFault("getDetails", { kind: "gate", times: 1 });
      const host = await openHost(browser(), { reference: debtor.reference });
      opened.push(host);
      await heldAtGate("getDetails");
      await expect.poll(() => host.widget.root.innerText(), { timeout: 15_000 }).toContain(debtor.slow);
      await releaseGate("getDetails");
      await host.widget.ready();
      expect(await host.widget.root.innerText()).not.toContain(debtor.slow);
    });
  }

  // The second integrator trial: a long e-mail in the contact box broke inside a word at 1280 px
  // (the page's overflow-wrap: anywhere). An address breaks before its "@" or a dot, after one of
  // its hyphens, or not at all.
  for (const width of [360, 1280]) {
    it(`at ${width} px a long e-mail address breaks only before its "@" or a dot, or after a hyphen`, async () => {
      await resetGateway();
      const email = "pohladavky.platitelov@zdravotna-poistovna-vzorova.example";
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      await context.route("**/long-email-partner", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
            <script src="/dist/debt-notice.umd.js" defer></script></head><body>
            <debt-notice reference="a1b2c3-man-high"></debt-notice>
            <script>document.querySelector("debt-notice").config = {"phone":"0800 100 200","email":"${email}","inPerson":"Mlynské nivy 1, 821 09 Bratislava"};</script>
            </body></html>`,
        }),
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/long-email-partner`);
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      const link = widget.host.getByRole("link", { name: email });
      await expect.poll(() => link.count()).toBe(1);
      // The text of each rendered line, read from the layout: one rect per character.
      const lines = await link.evaluate((anchor) => {
        const rows = new Map<number, string>();
        const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? "") + text[i]);
          }
        }
        return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
      });
      expect(lines.join("")).toBe(email);
      // A line starts at "@" or a dot, or follows a line that ends with the address's own hyphen.
      lines.slice(1).forEach((line, i) => expect(`${lines[i]!.at(-1)}${line}`).toMatch(/^(.[@.]|-)/));
      await context.close();
    });
  }

  // The third integrator trial: the script in <head> without defer upgrades the element at its
  // start tag, before the page's config is there (then a JSON child, now a script after the
  // element); the widget said "no payee" of a config that had one.
  it("a script in <head> without defer: no warning about a payee a later script gives", async () => {
    await resetGateway();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const warnings: string[] = [];
    context.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const config = {
      phone: "0800 100 200",
      payee: { iban: "SK3112000000198742637541", beneficiaryName: "Vzorová zdravotná poisťovňa, a. s." },
    };
    await context.route("**/blocking-script-partner", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
          <script src="/dist/debt-notice.umd.js"></script></head><body>
          <debt-notice reference="a1b2c3-man-high"></debt-notice>
          <script>document.querySelector("debt-notice").config = ${JSON.stringify(config)};</script>
          </body></html>`,
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/blocking-script-partner`);
    const widget = new DebtNoticeModel(page);
    await widget.ready("sk");
    await expect.poll(() => widget.host.getByText("SK31 1200 0000 1987 4263 7541").count()).toBe(1);
    expect(warnings.filter((text) => text.includes('no "payee"'))).toEqual([]);
    await context.close();
  });
});
