import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, gatewayRequests, openPage, resetGateway, setFault, useBrowser } from "./support/harness";

// The standalone page carries debt-notice.preload.js after the element, its content inline (the
// demo server's copy, naming its file in data-src): the two start-up calls and the catalog files
// leave before the widget's script runs, and the widget adopts their answers.
describe("early start-up calls on the standalone page", () => {
  const browser = useBrowser();

  const calls = async (name: string) => (await gatewayRequests()).filter((request) => request.call === name);

  it("each start-up call is sent once, before the widget's script has even arrived, and the greeting uses it", async () => {
    await resetGateway();
    const context = await browser().newContext({ viewport: { width: 360, height: 800 } });
    // The widget's script is held back until both start-up calls have reached the gateway and both
    // catalog files have been asked for (a slow connection; the preload asks for the catalogs in
    // turn, after the details' answer): anything that waited for the widget's script would time out
    // here, and the order below would fail.
    const catalogsAskedFor = new Set<string>();
    context.on("request", (request) => {
      const match = /\/dist\/debt-notice\.(en|ua)\.json$/.exec(request.url());
      if (match) catalogsAskedFor.add(match[1]!);
    });
    await context.route("**/dist/debt-notice.umd.js", async (route) => {
      await expect
        .poll(
          async () =>
            (await calls("getDetails")).length + (await calls("getPreferredLanguage")).length + catalogsAskedFor.size,
          { timeout: 10_000 },
        )
        .toBe(4)
        .catch(() => undefined);
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/a1b2c3-man-high?m=1`);
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await widget.host.locator("[part~='summary']").innerText()).toContain("Ján Novák");
    expect((await calls("getDetails")).map((request) => request.body)).toEqual([
      { reference: "a1b2c3-man-high", mobile: true },
    ]);
    expect((await calls("getPreferredLanguage")).map((request) => request.body)).toEqual([
      { reference: "a1b2c3-man-high" },
    ]);
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const startOf = (suffix: string) => entries.find((entry) => entry.name.endsWith(suffix))?.startTime ?? Infinity;
      const widgetScript = entries.find((entry) => entry.name.endsWith("/dist/debt-notice.umd.js"));
      return {
        details: startOf("/getDetails"),
        language: startOf("/getPreferredLanguage"),
        catalogs: [startOf("/dist/debt-notice.en.json"), startOf("/dist/debt-notice.ua.json")],
        preloadFile: startOf("/dist/debt-notice.preload.js"),
        widgetArrived: widgetScript?.responseStart ?? 0,
      };
    });
    expect(order.details).toBeLessThan(order.widgetArrived);
    expect(order.language).toBeLessThan(order.widgetArrived);
    // The inline copy found the files beside its own (data-src), before the widget's script could.
    for (const catalog of order.catalogs) expect(catalog).toBeLessThan(order.widgetArrived);
    // Inline: no request of its own.
    expect(order.preloadFile).toBe(Infinity);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Issue 30: from the preload script, the calls waited for its evaluation (~45 KB: the first
  // paint, its texts and styles; ~130 ms at 4× CPU). The starter, inline ahead of it, sends them alone.
  it("the starter sends the start-up calls before the preload script has even arrived; the preload paints from their answers", async () => {
    await resetGateway();
    const context = await browser().newContext({ viewport: { width: 360, height: 800 } });
    // The page as served, its preload script a file instead of inline content, held back until
    // both calls have reached the gateway: calls that waited for it would time out here.
    await context.route("**/a1b2c3-man-high", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script data-src="\/dist\/debt-notice\.preload\.js"([^>]*)>[\s\S]*?<\/script>/,
        '<script src="/dist/debt-notice.preload.js"$1></script>',
      );
      await route.fulfill({ response, body: html });
    });
    let heldUntilBothCalls = false;
    await context.route("**/dist/debt-notice.preload.js", async (route) => {
      heldUntilBothCalls = await expect
        .poll(async () => (await calls("getDetails")).length + (await calls("getPreferredLanguage")).length, {
          timeout: 10_000,
        })
        .toBe(2)
        .then(
          () => true,
          () => false,
        );
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/a1b2c3-man-high`);
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(heldUntilBothCalls).toBe(true);
    expect(await widget.host.locator("[part~='summary']").innerText()).toContain("Ján Novák");
    expect(await calls("getDetails")).toHaveLength(1);
    expect(await calls("getPreferredLanguage")).toHaveLength(1);
    // The preload painted the greeting (its first paint) before the widget's script took over.
    const firstPaintBeforeWidget = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const at = (suffix: string) => entries.find((entry) => entry.name.endsWith(suffix));
      return {
        preload: at("/dist/debt-notice.preload.js")?.responseEnd ?? 0,
        details: at("/getDetails")?.startTime ?? Infinity,
        widget: at("/dist/debt-notice.umd.js")?.startTime ?? 0,
      };
    });
    expect(firstPaintBeforeWidget.details).toBeLessThan(firstPaintBeforeWidget.preload);
    // data-load-widget: the widget's script asked for only after the preload had run.
    expect(firstPaintBeforeWidget.widget).toBeGreaterThan(firstPaintBeforeWidget.preload);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("when the early getDetails fails, the widget asks again itself and the debtor sees the notice", async () => {
    await resetGateway();
    await setFault("getDetails", { kind: "status", status: 503, times: 1 });
    const { page, errors, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await widget.screen()).toBe("form");
    expect(await widget.host.locator("[part~='summary']").innerText()).toContain("Ján Novák");
    expect(await calls("getDetails")).toHaveLength(2);
    expect(errors.filter((error) => !error.includes("503"))).toEqual([]);
    await close();
  });

  it("a later load of another view (the total-debt page) sends its own call, as before", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await page.goto(page.url().replace(/\/a1b2c3-man-high.*$/, "/a1b2c3-man-high/celkovy-dlh"));
    await widget.ready();
    expect(await widget.screen()).toBe("totalDebt");
    // The preload only sends the home view's calls: the total-debt page asks with { reference } itself.
    expect((await calls("getDetails")).map((request) => request.body)).toEqual([
      { reference: "a1b2c3-man-high", mobile: false },
      { reference: "a1b2c3-man-high" },
    ]);
    await close();
  });
});

// A partner's page has no preload script: the UMD's first lines send the start-up calls, before
// React's modules and the element's definition are evaluated (src/early-start/on-evaluation.ts).
describe("early start-up calls on an embedded page without the preload script", () => {
  const browser = useBrowser();
  const calls = async (name: string) => (await gatewayRequests()).filter((request) => request.call === name);

  it("both calls leave before <debt-notice> is defined, each once, and the greeting uses them", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/partner.html", {
      width: 360,
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __calls: string[] }).__calls = seen;
          const original = window.fetch;
          window.fetch = (input, init) => {
            const url = input instanceof Request ? input.url : String(input);
            if (url.includes("/api/"))
              seen.push(`${url.split("/").pop()} defined=${customElements.get("debt-notice") !== undefined}`);
            return original(input, init);
          };
        });
      },
    });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await widget.host.locator("[part~='summary']").innerText()).toContain("Mária");
    const sent = await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
    expect(sent.slice(0, 2).sort()).toEqual(["getDetails defined=false", "getPreferredLanguage defined=false"]);
    expect(await calls("getDetails")).toHaveLength(1);
    expect(await calls("getPreferredLanguage")).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });
});
