import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { gatewayRequests, openPage, resetGateway, useBrowser } from "./support/harness";

describe("the first vertical slice, on the built UMD bundle against the reference gateway", () => {
  const browser = useBrowser();

  it("greets the debtor of a personal link with name, amount and period", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await widget.screen()).toBe("form");
    const summary = widget.host.locator("[part~='summary']");
    await expect.poll(() => summary.innerText()).toMatch(/Ján Novák/);
    expect(await summary.innerText()).toMatch(/1\s150,75\s€/);
    expect(await summary.innerText()).toContain("01/2025");
    const calls = (await gatewayRequests()).map((r) => r.call).sort();
    expect(calls).toEqual(["getDetails", "getPreferredLanguage"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the not-found message at / (no reference) without calling the gateway", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    expect(await widget.screen()).toBe("notFound");
    await widget.useEnglish();
    await expect.poll(() => widget.heading.innerText()).toBe("404 - There is nothing in here");
    // CONTRACT §6: in English the chooser's accessible name is exactly the spec's text.
    expect(
      await widget.host.getByRole("combobox", { name: "Choose the language of this website", exact: true }).count(),
    ).toBe(1);
    expect(await gatewayRequests()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
