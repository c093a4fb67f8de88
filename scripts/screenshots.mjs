// `npm run screenshots`: every view at 1280 px and 360 px in Chromium, into demo/screenshots/
// (the README links them). Not part of npm test: pictures are for people to look at.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../demo/gateway.mjs";
import { launchChromium } from "../test/helpers/chromium.mjs";

const VIEWS = [
  ["form", "/a1b2c3-man-high"],
  ["form-no-period", "/b7c8d9-no-period"],
  ["info-provided", "/e1f2a3-info-provided"],
  ["pay-clicked", "/f4a5b6-paid"],
  ["total-debt", "/a9b8c7-long-history/celkovy-dlh"],
  ["not-found", "/"],
  ["portal", "/portal.html"],
  ["partner", "/partner.html"],
  ["react-host", "/react-host.html"],
];
const languages = (process.env.LANGUAGES ?? "sk,en,ua").split(",");
const outDir = process.env.OUT_DIR ?? "demo/screenshots";
mkdirSync(outDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), "debt-notice-shots-"));
const server = await startServer({ port: 0, dataDir, quiet: true });
const browser = await launchChromium();
try {
  for (const [name, path] of VIEWS) {
    for (const width of [1280, 360]) {
      for (const language of name.match(/portal|partner|react/) ? [languages[0]] : languages) {
        server.resetState();
        const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
        const page = await context.newPage();
        await page.goto(server.url + path);
        const widget = page.locator("debt-notice, #app > div > div").first();
        await widget.locator(".dn-root:not([data-screen='loading'])").waitFor();
        if (!name.match(/portal|partner|react/)) {
          await widget.getByRole("combobox").selectOption(language);
          await widget.locator(`.dn-root[lang='${language === "ua" ? "uk" : language}']`).waitFor();
        }
        await page.waitForTimeout(200);
        const file = join(outDir, `${name}-${language}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
