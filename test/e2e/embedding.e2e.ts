import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { axeViolations } from "./support/checks";
import { baseUrl, gatewayRequests, openPage, resetGateway, useBrowser } from "./support/harness";

describe("embedding: script tag, portal, strict CSP, React host, lifecycle", () => {
  const browser = useBrowser();

  it("partner page: nothing but the script tag and the element", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/partner.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await widget.screen()).toBe("form");
    expect(await widget.host.locator("[part~='summary']").innerText()).toContain("Mária Kováčová");
    expect(
      await page.evaluate(() => typeof (window as unknown as { DebtNotice?: { mount?: unknown } }).DebtNotice?.mount),
    ).toBe("function");
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["/portal.html?reference=d4e5f6-woman-low", "the portal's event log"],
    ["/partner.html", "the partner's note"],
  ])("%s: what follows the widget on the host page does not jump when the notice appears (%s)", async (path) => {
    await resetGateway();
    // A tall screen: the host's content below the widget starts in view, and the widget's place
    // (README: min-height on the element) must keep it there until it is pushed out of sight.
    const { page, close } = await openPage(browser(), path, {
      width: 1280,
      height: 1600,
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
      },
    });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    // Two frames more: a shift is reported after the frame that made it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    await close();
  });

  it("the widget's own width decides its layout: in a 400 px column of a wide page it is the narrow one", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/partner.html", { width: 1280 });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    const padding = () =>
      widget.host
        .locator(".dn-card")
        .first()
        .evaluate((el) => getComputedStyle(el).padding);
    expect(await padding()).toBe("24px");
    await widget.host.evaluate((el) => {
      (el as HTMLElement).style.width = "400px";
    });
    await expect.poll(padding).toBe("20px 16px");
    await close();
  });

  it("portal page: hostile global CSS does not reach in, our CSS does not leak out", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/portal.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    const inside = await widget.host.locator(".dn-title").evaluate((el) => {
      const s = getComputedStyle(el);
      return { font: s.fontFamily, transform: s.textTransform, color: s.color };
    });
    expect(inside.font).not.toMatch(/comic/i);
    expect(inside.transform).toBe("none");
    expect(inside.color).not.toBe("rgb(255, 0, 255)");
    const button = await widget.host
      .locator("[part~='summary'] a.dn-button")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(button).not.toBe("rgb(255, 255, 0)");
    // The portal's own elements keep the portal's look: nothing of ours reached them.
    const portalButton = await page
      .locator(".portal-sidebar button")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(portalButton).toBe("rgb(255, 255, 0)");
    expect(await page.locator("head style, body > style").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("portal page: changing the reference attribute reloads the widget for the new debtor", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/portal.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await page.locator("#reference-chooser").selectOption("d4e5f6-woman-low");
    await expect
      .poll(() =>
        widget.host
          .locator("[part~='summary']")
          .innerText()
          .catch(() => ""),
      )
      .toContain("Mária Kováčová");
    const details = (await gatewayRequests()).filter((r) => r.call === "getDetails").map((r) => r.body?.reference);
    expect(details).toEqual(["a1b2c3-man-high", "d4e5f6-woman-low"]);
    const loaded = await page.locator("#event-log [data-event='debt-notice-loaded']").count();
    expect(loaded).toBe(2);
    await close();
  });

  it("strict CSP page (no unsafe-inline, no unsafe-eval): zero violations through load, language change and typing", async () => {
    await resetGateway();
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(baseUrl() + "/strict-csp.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    await widget.commentField.fill("I paid this in March.");
    await expect.poll(() => widget.sendButton.isEnabled()).toBe(true);
    const styled = await widget.payLink.evaluate((el) => getComputedStyle(el).minHeight);
    expect(styled).toBe("48px"); // the adopted stylesheet applies under the CSP
    // The QR encoder, a file of its own, is allowed by script-src 'self' and draws the code.
    await widget.host.locator("svg.dn-pbs__svg path").waitFor({ state: "attached" });
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    await context.close();
  });

  it("React host: the ESM build inside a React app, with typed callbacks", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/react-host.html");
    const host = page.locator("#app div").first();
    await expect.poll(() => page.locator("[data-testid='react-host-log']").innerText()).toContain("loaded: home");
    const summary = page.locator("[part~='summary']");
    expect(await summary.innerText()).toContain("Ján Novák");
    await page.getByLabel("Debtor").selectOption("d4e5f6-woman-low");
    await expect.poll(() => summary.innerText().catch(() => "")).toContain("Mária Kováčová");
    expect(await host.count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  // Two debtors on one page come from script (mount): two <debt-notice> elements naming different
  // debtors both stay empty, since markup could have added one of them (security.e2e.ts).
  it("two widgets on one page keep their own language and their own toasts", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/demo/");
    await page.setContent(`<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body>
      <div id="one"></div><div id="two"></div>
      <script src="/dist/debt-notice.umd.js"></script>
      <script>
        DebtNotice.mount(document.getElementById("one"), { reference: "a1b2c3-man-high" });
        DebtNotice.mount(document.getElementById("two"), { reference: "d6e5f4-ukrainian" });
      </script></body></html>`);
    const one = new DebtNoticeModel(page, "#one");
    const two = new DebtNoticeModel(page, "#two");
    await one.ready();
    await two.ready();
    await expect.poll(() => two.root.getAttribute("lang")).toBe("uk");
    expect(await one.root.getAttribute("lang")).toBe("sk");
    await one.languageChooser.selectOption("en");
    await expect.poll(() => one.root.getAttribute("lang")).toBe("en");
    expect(await two.root.getAttribute("lang")).toBe("uk");
    expect(await two.heading.innerText()).not.toEqual(await one.heading.innerText());
    // A refused file in widget one shows a toast in widget one only.
    await one.host
      .locator("input[type=file]")
      .setInputFiles({ name: "evil.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg onload=alert(1)>") });
    await expect.poll(() => one.toasts.count()).toBe(1);
    expect(await two.toasts.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("loading the UMD script twice is harmless", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/partner.html");
    await new DebtNoticeModel(page).ready();
    await page.addScriptTag({ url: "/dist/debt-notice.umd.js" });
    await page.evaluate(() => {
      const el = document.createElement("debt-notice");
      // The page's own debtor: two elements naming different debtors both stay empty.
      el.setAttribute("reference", "d4e5f6-woman-low");
      el.setAttribute("routing", "memory");
      el.id = "second";
      document.body.append(el);
      // Beside the page's configured widget, a second one needs a config of its own (one without
      // is taken for injected markup and stays empty).
      (el as HTMLElement & { config?: unknown }).config = { phone: "0800 100 200" };
    });
    const second = new DebtNoticeModel(page, "#second");
    await second.ready();
    expect(await second.screen()).toBe("form");
    expect(errors).toEqual([]);
    await close();
  });

  it("remove and re-add the element 20 times: no errors, and no request after the final removal", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/partner.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    // Each round really unmounts (the shadow root empties) and remounts (the widget renders
    // again), with its start-up calls still in flight.
    for (let i = 0; i < 20; i++) {
      await page.evaluate(async () => {
        const until = (condition: () => boolean) =>
          new Promise<void>((done) => {
            const check = () => (condition() ? done() : requestAnimationFrame(check));
            check();
          });
        const el = document.querySelector("debt-notice")!;
        const parent = el.parentElement!;
        el.remove();
        await until(() => el.shadowRoot!.childElementCount === 0);
        parent.append(el);
        await until(() => el.shadowRoot!.querySelector(".dn-root") !== null);
      });
    }
    await widget.ready();
    expect(await widget.screen()).toBe("form");
    const before = (await gatewayRequests()).length;
    await page.evaluate(async () => {
      const el = document.querySelector("debt-notice")!;
      el.remove();
      await new Promise<void>((done) => queueMicrotask(done)); // the element unmounts in a microtask
      // A marker request after the unmount: whatever the removed widget would send comes before it.
      // (Another debtor's call, so it cannot be mistaken for the widget's.)
      await fetch("/api/2/union-debt/getPreferredLanguage", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ reference: "a1b2c3-man-high" }),
      });
    });
    expect((await gatewayRequests()).slice(before).map((r) => r.body?.reference)).toEqual(["a1b2c3-man-high"]);
    expect(await page.evaluate(() => document.querySelector("debt-notice"))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
