/**
 * The debtor's whole job in Firefox and WebKit, beside the Chromium suite: the notice and its
 * doors, the language, the total debt and Back, an objection with a photo sent once, its record
 * after a reload. Skipped (and said so) where the engine is not installed (Debian's firefox-esr;
 * webkit2gtk-driver and xvfb).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "./support/fault-host";
import { FIREFOX_PATH, WEBKIT_AVAILABLE, firefox, webkit, type EngineDriver } from "./support/engines";
import { baseUrl, gatewayRequests, resetGateway } from "./support/harness";

const PHONE = { width: 390, height: 844 };
const h1 = `words(root?.querySelector("h1"))`;
const focused = `words(root?.activeElement)`;
/** The view and the sections that follow its greeting a few frames later (AfterTheGreeting). */
const shown = (heading: string) => `${h1} === ${JSON.stringify(heading)} && !root.querySelector(".dn-later")`;
/** The amount as shown, and as this engine's own Intl writes it (the widget writes money without Intl). */
const amountAndIntl = (locale: string, euros: number) =>
  `[root.querySelector(".dn-amount__value")?.textContent.trim(), new Intl.NumberFormat(${JSON.stringify(locale)}, { minimumFractionDigits: 2 }).format(${euros}) + "\\u00A0€"]`;

const engines = [
  { name: "Firefox", available: FIREFOX_PATH !== null, start: firefox },
  { name: "WebKit", available: WEBKIT_AVAILABLE, start: webkit },
];

for (const engine of engines) {
  if (!engine.available) console.warn(`debt-notice e2e: ${engine.name} is not installed here; its flows are skipped.`);

  describe.skipIf(!engine.available)(`the debtor's flows in ${engine.name}`, () => {
    let driver: EngineDriver;
    beforeAll(async () => {
      driver = await engine.start(PHONE);
    }, 60_000);
    afterAll(async () => {
      await driver?.close();
    });

    it("the notice: greeting, amount, Pay in a new tab and both doors; English on request; a door lands on its heading", async () => {
      await resetGateway();
      await driver.goto(`${baseUrl()}/a1b2c3-man-high`);
      await driver.waitFor(shown("Upozornenie na nedoplatok na poistnom"));
      expect(await driver.value(`words(root.querySelector(".dn-amount__value"))`)).toBe("1 150,75 €");
      const [slovak, slovakByIntl] = await driver.value<string[]>(amountAndIntl("sk-SK", 1150.75));
      expect(slovak).toBe(slovakByIntl);
      expect(await driver.value(`root.querySelector("[part~='doors'] a")?.target`)).toBe("_blank");
      expect(await driver.value(`byText("button", "Nemôžem zaplatiť naraz") !== null`)).toBe(true);

      await driver.choose(`root.querySelector("select")`, "en");
      await driver.waitFor(shown("Notice of unpaid health insurance contributions"));
      await driver.waitFor(`document.documentElement.lang === "en" || root.querySelector(".dn-root")?.lang === "en"`);
      const [english, englishByIntl] = await driver.value<string[]>(amountAndIntl("en", 1150.75));
      expect(english).toBe(englishByIntl);
      await driver.click(`byText("button", "I disagree / I already paid")`);
      await driver.waitFor(`${focused} === "Do you disagree, or is something wrong?"`);
    });

    it("the total debt, and Back to the button that opened it", async () => {
      await driver.click(`byText("button", "Show your total debt")`);
      await driver.waitFor(`${h1}.startsWith("Your total debt:")`);
      expect(await driver.value(`root.querySelectorAll("table tbody tr").length`)).toBeGreaterThan(0);
      await driver.click(
        `[...root.querySelectorAll("button")].find((b) => words(b).endsWith("Back to previous page"))`,
      );
      await driver.waitFor(shown("Notice of unpaid health insurance contributions"));
      await driver.waitFor(`${focused} === "Show your total debt"`);
    });

    it("an objection with a photo is sent once, and its record is still there after a reload", async () => {
      await resetGateway();
      const photo = join(mkdtempSync(join(tmpdir(), "engines-")), "receipt.png");
      writeFileSync(photo, PNG);
      await driver.goto(`${baseUrl()}/c3b2a1-english`);
      await driver.waitFor(shown("Notice of unpaid health insurance contributions"));
      await driver.type(`root.querySelector("form input[type='text']")`, "I paid this in March at the post office.");
      await driver.attach(`root.querySelector("input[type='file']")`, photo);
      await driver.waitFor(
        `byText("button", "Remove attachment") !== null || root.querySelector("[aria-label='Remove attachment']") !== null`,
      );
      await driver.click(`root.querySelector("form button[type='submit']")`);
      await driver.waitFor(`${h1} === "Thank you, we have your information"`, 20_000);
      const record = `words(root.querySelector("[part~='sent-record']"))`;
      expect(await driver.value<string>(record)).toContain("receipt.png");
      const sent = (await gatewayRequests()).filter((request) => request.call === "uploadComment");
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body?.attachmentType).toBe("png");

      await driver.reload();
      await driver.waitFor(`${h1} === "Thank you, we have your information"`);
      await driver.waitFor(`${record}.includes("I paid this in March at the post office.")`);
    });
  });
}
