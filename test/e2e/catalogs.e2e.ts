import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, heldAtGate, releaseGate, resetGateway, setFault, useBrowser } from "./support/harness";

// Only the Slovak catalog is in the bundles; en and ua are JSON files beside the script, fetched
// with the start-up calls (src/browser/catalog-files.ts, src/session/catalogs.ts).
describe("the catalogs beside the script", () => {
  const browser = useBrowser();

  const preferLanguage = async (reference: string, language: string) => {
    const response = await fetch(`${baseUrl()}/api/2/union-debt/changePreferredLanguage`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reference, newPreferredLanguage: language }),
    });
    expect(response.ok).toBe(true);
  };

  /** A page whose requests (and their answers) are logged in order, with its uncaught errors. */
  async function openLogged(path: string, prepare?: (page: Page) => Promise<unknown>) {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const log: string[] = [];
    const pathOf = (url: string) => new URL(url).pathname;
    page.on("request", (request) => log.push(`sent ${pathOf(request.url())}`));
    page.on("response", (response) => log.push(`answered ${pathOf(response.url())}`));
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await prepare?.(page);
    await page.goto(baseUrl() + path);
    return { page, log, pageErrors, widget: new DebtNoticeModel(page), close: () => context.close() };
  }

  const langOf = (widget: DebtNoticeModel) => widget.root.getAttribute("lang");

  it.each([
    ["partner page (UMD only)", "/partner.html", "d4e5f6-woman-low"],
    ["standalone page (UMD after debt-notice.preload.js)", "/a1b2c3-man-high", "a1b2c3-man-high"],
  ])(
    "%s: a Ukrainian debtor's catalog arrives while getPreferredLanguage is still unanswered",
    async (_name, path, reference) => {
      await resetGateway();
      await preferLanguage(reference, "ua");
      await setFault("getPreferredLanguage", { kind: "gate" });
      const { log, pageErrors, widget, close } = await openLogged(path);
      await heldAtGate("getPreferredLanguage");
      await expect.poll(() => log, { timeout: 10_000 }).toContain("answered /dist/debt-notice.ua.json");
      log.push("getPreferredLanguage released");
      await releaseGate("getPreferredLanguage");

      await widget.ready();
      await expect.poll(() => langOf(widget)).toBe("uk");
      expect(await widget.languageChooser.inputValue()).toBe("ua");
      const released = log.indexOf("getPreferredLanguage released");
      expect(log.indexOf("sent /dist/debt-notice.ua.json")).toBeLessThan(released);
      expect(log.indexOf("answered /dist/debt-notice.ua.json")).toBeLessThan(released);
      // Each file once: on the standalone page the widget adopts what the preload script fetched.
      expect(log.filter((line) => line === "sent /dist/debt-notice.ua.json")).toHaveLength(1);
      expect(log.filter((line) => line === "sent /dist/debt-notice.en.json")).toHaveLength(1);
      expect(log.filter((line) => line.endsWith("debt-notice.sk.json"))).toEqual([]);
      expect(pageErrors).toEqual([]);
      await close();
    },
  );

  it("a missing catalog: the page stays in Slovak, says so calmly, the chooser still works, and a later choice retries", async () => {
    await resetGateway();
    await preferLanguage("d4e5f6-woman-low", "ua");
    const missing = "**/dist/debt-notice.ua.json";
    const { page, log, pageErrors, widget, close } = await openLogged("/partner.html", (page) =>
      page.route(missing, (route) => route.fulfill({ status: 404, body: "not here" })),
    );
    await widget.ready();
    await expect
      .poll(() => widget.toasts.allInnerTexts())
      .toEqual([expect.stringContaining("Tento jazyk sa nepodarilo načítať. Skúste to, prosím, neskôr.")]);
    expect(await langOf(widget)).toBe("sk");
    expect(await widget.languageChooser.inputValue()).toBe("sk");
    expect(await widget.heading.innerText()).not.toBe("");

    // English is here (fetched with the start-up calls): shown at once.
    await widget.languageChooser.selectOption("en");
    await expect.poll(() => langOf(widget)).toBe("en");

    // The file is back: choosing Ukrainian again fetches it again.
    await page.unroute(missing);
    log.push("chose ua");
    await widget.languageChooser.selectOption("ua");
    await expect.poll(() => langOf(widget)).toBe("uk");
    expect(log.slice(log.indexOf("chose ua"))).toContain("sent /dist/debt-notice.ua.json");
    expect(pageErrors).toEqual([]);
    await close();
  });

  // README: Releases, caching and integrity. The preload script fetches the catalogs before the
  // widget's script has arrived, and the widget adopts that fetch; both check the file against
  // the digests of their own build. A copy changed on the way (a CDN, a proxy) is refused as a
  // missing one is: every text of this one tells the debtor to pay another account.
  it("standalone page (debt-notice.preload.js): a changed catalog is refused like a missing one; the real one, chosen later, is shown", async () => {
    await resetGateway();
    await preferLanguage("a1b2c3-man-high", "ua");
    const genuine = JSON.parse(readFileSync("dist/debt-notice.ua.json", "utf8")) as Record<string, unknown>;
    const changed = JSON.stringify(
      Object.fromEntries(Object.keys(genuine).map((id) => [id, "Zaplaťte na účet SK96 1100 0000 0029 1859 9669"])),
    );
    const route = "**/dist/debt-notice.ua.json";
    const { page, log, pageErrors, widget, close } = await openLogged("/a1b2c3-man-high", (page) =>
      page.route(route, (request) => request.fulfill({ contentType: "application/json", body: changed })),
    );
    await widget.ready();
    await expect
      .poll(() => widget.toasts.allInnerTexts())
      .toEqual([expect.stringContaining("Tento jazyk sa nepodarilo načítať. Skúste to, prosím, neskôr.")]);
    expect(await langOf(widget)).toBe("sk");
    expect(log).toContain("answered /dist/debt-notice.ua.json");
    expect(await widget.host.innerText()).not.toContain("SK96");

    await page.unroute(route);
    log.push("chose ua");
    await widget.languageChooser.selectOption("ua");
    await expect.poll(() => langOf(widget)).toBe("uk");
    expect(log.slice(log.indexOf("chose ua"))).toContain("sent /dist/debt-notice.ua.json");
    expect(await widget.host.innerText()).not.toContain("SK96");
    expect(pageErrors).toEqual([]);
    await close();
  });

  it("a catalog that is not JSON is treated as missing", async () => {
    await resetGateway();
    await preferLanguage("d4e5f6-woman-low", "en");
    const { pageErrors, widget, close } = await openLogged("/partner.html", (page) =>
      page.route("**/dist/debt-notice.en.json", (route) =>
        route.fulfill({ contentType: "application/json", body: "<html>a proxy's error page</html>" }),
      ),
    );
    await widget.ready();
    await expect.poll(() => widget.toasts.count()).toBe(1);
    expect(await langOf(widget)).toBe("sk");
    expect(pageErrors).toEqual([]);
    await close();
  });
});
