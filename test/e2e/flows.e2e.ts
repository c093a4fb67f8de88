import { describe, expect, it } from "vitest";
import { DebtNoticeModel } from "./support/debt-notice.model";
import { PNG } from "./support/fault-host";
import { gatewayRequests, openPage, resetGateway, setFault, useBrowser } from "./support/harness";

describe("what a debtor does, end to end", () => {
  const browser = useBrowser();

  it("sends an objection with a photo: the gateway gets the exact payload and the thank-you view follows", async () => {
    await resetGateway();
    const { page, errors, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    expect(await widget.sendButton.isDisabled()).toBe(true);
    await widget.host
      .locator("input[type=file]")
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await widget.host.getByRole("button", { name: "Remove attachment" }).waitFor();
    expect(await widget.host.getByText("You need to provide explanation of objection!").isVisible()).toBe(true);
    await widget.commentField.fill("I paid on 12 March, receipt attached.");
    await widget.sendButton.click();
    await expect.poll(() => widget.screen()).toBe("infoProvided");
    const upload = (await gatewayRequests()).find((r) => r.call === "uploadComment");
    expect(upload?.body).toMatchObject({
      reference: "a1b2c3-man-high",
      comment: "I paid on 12 March, receipt attached.",
      attachmentType: "png",
    });
    expect(String(upload?.body?.captchaToken)).toMatch(/^demo-token-/);
    expect(String(upload?.body?.attachment)).toMatch(/^iVBORw0KGgo/);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the comment and the file when the upload fails, and sends them on retry", async () => {
    await resetGateway();
    await setFault("uploadComment", { kind: "status", status: 503, times: 1 });
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    await widget.commentField.fill("Please check my payment.");
    await widget.host
      .locator("input[type=file]")
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await widget.host.getByRole("button", { name: "Remove attachment" }).waitFor();
    await widget.sendButton.click();
    await widget.host.getByText("Server error").first().waitFor();
    expect(await widget.commentField.inputValue()).toBe("Please check my payment.");
    expect(await widget.host.getByRole("button", { name: "Remove attachment" }).count()).toBe(1);
    await widget.sendButton.click();
    await expect.poll(() => widget.screen()).toBe("infoProvided");
    expect((await gatewayRequests()).filter((r) => r.call === "uploadComment")).toHaveLength(2);
    await close();
  });

  it("pay opens the payment page in a new tab without opener, records the click, then shows the paid view", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    expect(await widget.payLink.getAttribute("rel")).toBe("noopener noreferrer");
    const [popup] = await Promise.all([page.context().waitForEvent("page"), widget.payLink.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain("/demo-pay");
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect.poll(() => widget.screen()).toBe("payClicked");
    const marks = (await gatewayRequests()).filter((r) => r.call === "updateState").map((r) => r.body);
    expect(marks).toEqual([expect.objectContaining({ reference: "a1b2c3-man-high", clickedOnPay: true })]);
    await close();
  });

  it("total debt and back through the browser history (path routing)", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    await widget.totalDebtButton.click();
    await expect.poll(() => widget.screen()).toBe("totalDebt");
    expect(new URL(page.url()).pathname).toBe("/a1b2c3-man-high/celkovy-dlh");
    expect(await widget.heading.innerText()).toMatch(/^Your total debt:/);
    await page.goBack();
    await expect.poll(() => widget.screen()).toBe("form");
    await page.goForward();
    await expect.poll(() => widget.screen()).toBe("totalDebt");
    await widget.host.getByRole("button", { name: "Back to previous page" }).click();
    await expect.poll(() => widget.screen()).toBe("form");
    expect(new URL(page.url()).pathname).toBe("/a1b2c3-man-high");
    const flags = (await gatewayRequests())
      .filter((r) => r.call === "updateState")
      .map((r) => r.body?.clickedOnTotalDebt);
    expect(flags).toEqual([true]);
    await close();
  });

  it("?pay marks the click and then goes straight to the payment page", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high?pay=1");
    await page.waitForURL(/\/demo-pay/);
    const calls = (await gatewayRequests()).map((r) => r.call);
    expect(calls).toContain("updateState");
    // The payment site never learns the page URL (it carries the reference in path routing).
    expect(await page.evaluate(() => document.referrer)).toBe("");
    // Back comes to the notice, not to another payment: pay has left the address.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/a1b2c3-man-high" && !url.searchParams.has("pay"));
    await expect.poll(() => new DebtNoticeModel(page).screen()).toBe("payClicked");
    await close();
  });

  it("?pay with an unsafe payment URL never leaves the page", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/f0e0d0-hostile?pay=1");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    // Decided: without a safe link the widget drops `pay` from the address and shows the page instead.
    await expect.poll(() => new URL(page.url()).searchParams.has("pay")).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/f0e0d0-hostile");
    expect(await widget.screen()).toBe("form");
    expect((await gatewayRequests()).filter((r) => r.call === "updateState")).toEqual([]);
    await close();
  });

  it("the chosen language is saved for the reference and comes back on the next visit", async () => {
    await resetGateway();
    const first = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(first.page);
    await widget.ready();
    await widget.languageChooser.selectOption("ua");
    await expect
      .poll(async () => (await gatewayRequests()).some((r) => r.call === "changePreferredLanguage"))
      .toBe(true);
    await first.close();
    const second = await openPage(browser(), "/a1b2c3-man-high");
    const again = new DebtNoticeModel(second.page);
    await again.ready();
    await expect.poll(() => again.root.getAttribute("lang")).toBe("uk");
    await second.close();
  });

  it("a typed comment survives a reload until it is sent", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.commentField.fill("Half-written explanation");
    await page.reload();
    await widget.ready();
    expect(await widget.commentField.inputValue()).toBe("Half-written explanation");
    await close();
  });

  it("a page too busy to be idle still keeps every typed character when it is reloaded", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high", {
      // The draft is written when the page is idle; here it never is, so only leaving writes it.
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          window.requestIdleCallback = () => 0;
        });
      },
    });
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.commentField.pressSequentially("Zaplatila som 12. marca");
    expect(await page.evaluate(() => Object.values(sessionStorage))).toEqual([]);
    await page.reload();
    await widget.ready();
    expect(await widget.commentField.inputValue()).toBe("Zaplatila som 12. marca");
    await close();
  });

  it("typing does not echo the value back into the field, and what was typed is sent", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high");
    const widget = new DebtNoticeModel(page);
    await widget.ready();
    await widget.useEnglish();
    await widget.commentField.focus();
    // A controlled field's echo rewrote its value on every keystroke (issue 17).
    await widget.commentField.evaluate((field) => {
      const seen: string[] = [];
      (window as unknown as { __fieldMutations: string[] }).__fieldMutations = seen;
      new MutationObserver((records) => records.forEach((r) => seen.push(r.attributeName ?? r.type))).observe(field, {
        attributes: true,
      });
    });
    await widget.commentField.pressSequentially("Platba 12. 3.", { delay: 20 });
    const written = await page.evaluate(() => (window as unknown as { __fieldMutations: string[] }).__fieldMutations);
    expect(written.filter((name) => name === "value")).toEqual([]);
    await widget.sendButton.click();
    await expect.poll(() => widget.screen()).toBe("infoProvided");
    const sent = (await gatewayRequests()).find((r) => r.call === "uploadComment");
    expect(sent?.body?.comment).toBe("Platba 12. 3.");
    await close();
  });

  it("mobile query m=1 is sent as mobile: true", async () => {
    await resetGateway();
    const { page, close } = await openPage(browser(), "/a1b2c3-man-high?m=1");
    await new DebtNoticeModel(page).ready();
    const details = (await gatewayRequests()).find((r) => r.call === "getDetails");
    expect(details?.body).toEqual({ reference: "a1b2c3-man-high", mobile: true });
    await close();
  });
});
