/**
 * Issue 26, "exactly once, and known", in a real browser against the reference gateway: an
 * objection whose answer is lost after its body may have left is never called "not sent", the
 * page finds out whether it arrived, and the gateway stores it exactly once when the debtor does
 * what the page then offers (and, with the Idempotency-Key the reference gateway honours, whatever
 * they press). Each scenario runs for a Slovak and an English debtor; E2E_REPEAT=20 repeats them.
 */
import { describe, expect, it } from "vitest";
import { hostsPerTest, type FaultHost } from "./support/fault-host";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, clearFaults, heldAtGate, releaseGate, resetGateway, setFault, useBrowser } from "./support/harness";
import { demoConfigScript } from "../../demo/demo-config.mjs";

const REPEAT = Number(process.env.E2E_REPEAT ?? 1);
const TEXT = { sk: "Zaplatil som 3. marca.", en: "I paid on 3 March." } as const;
const SAYS = {
  sk: {
    checking: "Overujeme, či",
    notArrived: "nedorazilo",
    unknown: "Nepodarilo sa nám zistiť",
    further: "Poslať ďalšie informácie",
  },
  en: {
    checking: "We are checking whether it reached us",
    notArrived: "did not reach us",
    unknown: "could not find out",
    further: "Send information again",
  },
} as const;
const DEBTORS = [
  { language: "sk", reference: "a1b2c3-man-high" },
  { language: "en", reference: "c3b2a1-english" },
] as const;

const storedComments = async (): Promise<{ reference: string; comment: string }[]> =>
  (await fetch(`${baseUrl()}/__stored-comments`)).json();

describe("an objection whose answer was lost: stored once, and the debtor knows", () => {
  const browser = useBrowser();
  const { start } = hostsPerTest(browser);

  /** A debtor who sent `text`, then reloaded while the gateway held the upload at its gate. */
  async function reloadedDuringSend(reference: string, text: string): Promise<FaultHost> {
    const host = await start(reference);
    await setFault("uploadComment", { kind: "gate", times: 1 });
    await send(host, text);
    await heldAtGate("uploadComment");
    await host.page.reload();
    await host.widget.root.waitFor();
    return host;
  }

  async function send(host: FaultHost, text: string): Promise<void> {
    await host.widget.commentField.fill(text);
    await host.widget.host.locator("form button[type='submit']").click();
  }

  const formText = (host: FaultHost) => host.widget.host.locator("[part~='objection']").innerText();
  const screen = (host: FaultHost) => host.widget.screen();

  /** What must never be said about a body that may have arrived. */
  async function neverSaidNotSent(host: FaultHost): Promise<void> {
    expect(await host.toastsSeen()).toEqual([]);
    expect(await host.widget.root.innerText()).not.toMatch(
      /chybu servera|server error|nepodarilo odoslať|was not sent/i,
    );
  }

  for (const debtor of DEBTORS) {
    const says = SAYS[debtor.language];
    const text = TEXT[debtor.language];
    for (let run = 1; run <= REPEAT; run++) {
      const suffix = REPEAT > 1 ? ` (run ${run})` : "";

      it(`${debtor.language}: a timeout after the whole body left (request-timeout 2 s, stored after 3 s): checked, thank-you, one stored${suffix}`, async () => {
        const host = await start(debtor.reference, 2000);
        await setFault("uploadComment", { kind: "delay", ms: 3000 });
        await send(host, text);
        await expect.poll(() => formText(host)).toContain(says.checking);
        await expect.poll(() => screen(host), { timeout: 15_000 }).toBe("infoProvided");
        await neverSaidNotSent(host);
        expect((await storedComments()).map((c) => c.comment)).toEqual([text]);
      });

      it(`${debtor.language}: a reload during the send, which then arrives: the thank-you view, nothing to send again${suffix}`, async () => {
        const host = await reloadedDuringSend(debtor.reference, text);
        await expect.poll(() => formText(host).catch(() => "")).toContain(says.checking);
        await releaseGate("uploadComment");
        await expect.poll(() => screen(host), { timeout: 15_000 }).toBe("infoProvided");
        expect((await storedComments()).map((c) => c.comment)).toEqual([text]);
        // "Send further information" opens an empty form, not the text already sent.
        await host.widget.host.getByRole("button", { name: says.further }).click();
        await expect.poll(() => screen(host)).toBe("form");
        expect(await host.widget.commentField.inputValue()).toBe("");
      });

      it(`${debtor.language}: a reload during the send, which never arrives: the kept text, "send it again", one stored${suffix}`, async () => {
        const host = await reloadedDuringSend(debtor.reference, text);
        await releaseGate("uploadComment", { kind: "drop" });
        await expect.poll(() => formText(host), { timeout: 15_000 }).toContain(says.notArrived);
        expect(await host.widget.commentField.inputValue()).toBe(text);
        expect(await storedComments()).toEqual([]);
        await host.widget.host.locator("form button[type='submit']").click();
        await expect.poll(() => screen(host)).toBe("infoProvided");
        expect((await storedComments()).map((c) => c.comment)).toEqual([text]);
      });

      it(`${debtor.language}: the connection drops after the gateway stored it: thank-you, one stored (a resend, even the browser's own, is replayed)${suffix}`, async () => {
        const host = await start(debtor.reference);
        await setFault("uploadComment", { kind: "dropAfterStoring", times: 1 });
        await send(host, text);
        await expect.poll(() => screen(host), { timeout: 15_000 }).toBe("infoProvided");
        await neverSaidNotSent(host);
        expect((await storedComments()).map((c) => c.comment)).toEqual([text]);
      });

      // (A dropped connection cannot stand in here: Chromium resends a POST by itself on a dropped
      // keep-alive connection, and the resend is stored.)
      it(`${debtor.language}: the gateway never answers and stores nothing: "did not arrive", sent again, one stored${suffix}`, async () => {
        const host = await start(debtor.reference, 2000);
        await setFault("uploadComment", { kind: "hang", times: 1 });
        await send(host, text);
        await expect.poll(() => formText(host), { timeout: 15_000 }).toContain(says.notArrived);
        await neverSaidNotSent(host);
        expect(await storedComments()).toEqual([]);
        expect(await host.widget.commentField.inputValue()).toBe(text);
        await host.widget.host.locator("form button[type='submit']").click();
        await expect.poll(() => screen(host)).toBe("infoProvided");
        expect((await storedComments()).map((c) => c.comment)).toEqual([text]);
      });

      it(`${debtor.language}: stored, the answer lost and the check impossible: "cannot tell"; Send again is stored once (Idempotency-Key)${suffix}`, async () => {
        const host = await start(debtor.reference, 2000);
        await setFault("uploadComment", { kind: "delay", ms: 3000 });
        await setFault("getDetails", { kind: "status", status: 503 });
        await send(host, text);
        await expect.poll(() => formText(host), { timeout: 15_000 }).toContain(says.unknown);
        await clearFaults();
        await host.widget.host.locator("form button[type='submit']").click();
        await expect.poll(() => screen(host)).toBe("infoProvided");
        expect((await storedComments()).map((c) => c.comment)).toEqual([text]);
      });
    }
  }
});

/**
 * The ninth integrator trial: a partner page on another origin than the gateway, a connection
 * dropped after the gateway stored the objection, and Chromium's own resend of the POST (a reused
 * keep-alive connection) stored it twice: the widget sent no Idempotency-Key cross-origin. With
 * `cross-origin-objection-key` (the gateway's preflight allows the header) it does.
 */
describe("an objection sent to a gateway on another origin", () => {
  // The page on localhost, the gateway on 127.0.0.1: two origins on one machine.
  const browser = useBrowser(["--disable-features=LocalNetworkAccessChecks"]);

  async function partnerPage(withKey: boolean) {
    await resetGateway();
    await clearFaults();
    const gatewayOrigin = baseUrl().replace("localhost", "127.0.0.1");
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    await context.route("**/cross-origin-objection", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="sk"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
          <script src="/dist/debt-notice.umd.js" data-api-origins="${gatewayOrigin}" defer></script></head><body>
          <debt-notice reference="a1b2c3-man-high" api-base="${gatewayOrigin}/api/2/union-debt" captcha-site-key="demo-site-key" captcha-src="/captcha/api.js"${withKey ? " cross-origin-objection-key" : ""}></debt-notice>${demoConfigScript("")}
          </body></html>`,
      }),
    );
    const page = await context.newPage();
    const keys: (string | null)[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/uploadComment") && request.method() === "POST")
        keys.push(request.headers()["idempotency-key"] ?? null);
    });
    await page.goto(`${baseUrl().replace("127.0.0.1", "localhost")}/cross-origin-objection`);
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    return { context, widget, keys };
  }

  it("with cross-origin-objection-key: a drop after storing is answered by a replay, one stored, the thank-you view", async () => {
    const { context, widget, keys } = await partnerPage(true);
    await setFault("uploadComment", { kind: "dropAfterStoring", times: 1 });
    await widget.commentField.fill(TEXT.sk);
    await widget.host.locator("form button[type='submit']").click();
    await expect.poll(() => widget.screen(), { timeout: 15_000 }).toBe("infoProvided");
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key !== null && /^dn-[0-9a-f]{24}$/.test(key))).toBe(true);
    expect((await storedComments()).map((c) => c.comment)).toEqual([TEXT.sk]);
    await context.close();
  });

  it("without it: no key leaves for another origin (a preflight that refuses the header would block the send)", async () => {
    const { context, widget, keys } = await partnerPage(false);
    await widget.commentField.fill(TEXT.sk);
    await widget.host.locator("form button[type='submit']").click();
    await expect.poll(() => widget.screen(), { timeout: 15_000 }).toBe("infoProvided");
    expect(keys).toEqual([null]);
    expect((await storedComments()).map((c) => c.comment)).toEqual([TEXT.sk]);
    await context.close();
  });
});
