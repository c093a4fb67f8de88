import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { baseUrl, openPage, resetGateway, useBrowser } from "./support/harness";

// The QR encoder ships as dist/debt-notice.qr.js, fetched on demand by both builds: the UMD
// resolves it against its own script URL, the ESM relative to itself (here through the React
// host's bundler, as a chunk of the host's build).
describe("the PAY by square QR encoder, a file of its own", () => {
  const browser = useBrowser();

  it.each([
    ["partner page (UMD, script tag only)", "/partner.html", "/dist/debt-notice.qr.js"],
    ["standalone page (UMD, path routing)", "/a1b2c3-man-high", "/dist/debt-notice.qr.js"],
    ["React host (ESM through a bundler)", "/react-host.html", "/dist/demo/debt-notice.qr.js"],
  ])("%s: the QR code is drawn once the encoder has loaded", async (_name, path, encoderFile) => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), path);
    const qrPath = page.locator("svg.dn-pbs__svg path");
    await qrPath.waitFor({ state: "attached" });
    expect(await qrPath.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    expect(requested.filter((file) => file.endsWith("debt-notice.qr.js"))).toEqual([encoderFile]);
    expect(errors).toEqual([]);
    await close();
  });

  it("when the encoder file is missing, the debtor is told and every payment detail stays as text", async () => {
    await resetGateway();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.route("**/debt-notice.qr.js", (route) => route.fulfill({ status: 404, body: "not here" }));
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(baseUrl() + "/partner.html");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    const section = widget.host.locator("[part~='pay-by-square']");
    await expect.poll(() => section.innerText()).toContain("Pre túto platbu nemôžeme zobraziť QR kód."); // the partner page is Slovak
    expect(await section.locator("svg").count()).toBe(0);
    expect(await section.getByRole("button", { name: "Skopírovať IBAN" }).count()).toBe(1);
    expect(await section.innerText()).toContain("SK31 1200 0000 1987 4263 7541");
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
