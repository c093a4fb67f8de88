import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mount } from "../../src/mount";
import { DebtNoticeOptionsError } from "../../src/session/options";
import { fakeGateway, detailsFixture, renderWidget, REFERENCE, formShown } from "../helpers/render-widget";

const SUMMARY = "Is this page genuine? What happens next?";

/** The panel: a level-2 heading whose disclosure button unfolds it. */
async function panel() {
  const summary = await screen.findByRole("button", { name: SUMMARY });
  expect(summary.closest("h2")).not.toBeNull();
  const details = summary.closest("section");
  if (!details) throw new Error("the panel is not a <section>");
  return { summary, details, inside: within(details), isOpen: () => summary.getAttribute("aria-expanded") === "true" };
}

/** Opens the panel as a press on its summary does. */
async function openedPanel(user: UserEvent) {
  const found = await panel();
  await user.click(found.summary);
  await found.inside.findByRole("heading", { name: "Where to get help" });
  return found;
}

describe("is this page genuine? and what happens next", () => {
  it("is folded at first; it opens and shows how to check, the consequences and where to get help", async () => {
    const { user } = renderWidget({
      options: { reference: REFERENCE, config: { trust: { domain: "www.vzorova-zp.example" } } },
    });
    const { summary, inside, isOpen } = await panel();
    expect(isOpen()).toBe(false);
    expect(inside.queryByRole("link", { hidden: true })).toBeNull();
    await user.click(summary);
    expect(isOpen()).toBe(true);
    expect(inside.getByRole("heading", { level: 3, name: "How to check that this page is ours" })).toBeVisible();
    expect(inside.getByText("www.vzorova-zp.example").tagName).toBe("STRONG");
    expect(inside.getByRole("link", { name: "0800 100 200" })).toHaveAttribute("href", "tel:0800100200");
    expect(inside.getByRole("heading", { name: "If the debt stays unpaid" })).toBeTruthy();
    expect(inside.getByText(/statement of arrears/)).toBeTruthy();
    expect(inside.getByRole("heading", { name: "Where to get help" })).toBeTruthy();
  });

  // Issue 27 (native review): with nothing to pay, "please pay as soon as you can" and the bank
  // section's "copy these details into your banking app" would have a debtor pay what they do not owe.
  it("with nothing to pay: no 'if the debt stays unpaid', and no bank details to copy", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "0,00" }) });
    await formShown();
    const { inside } = await openedPanel(user);
    expect(inside.queryByRole("heading", { name: "If the debt stays unpaid" })).toBeNull();
    expect(inside.queryByText(/statement of arrears/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(screen.queryByText(/Copy these details into your banking app/)).toBeNull();
  });

  it("with a debt to pay, both are there", async () => {
    const { user } = renderWidget();
    await formShown();
    const { inside } = await openedPanel(user);
    expect(inside.getByRole("heading", { name: "If the debt stays unpaid" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pay by bank transfer" })).toBeTruthy();
  });

  it("speaks the debtor's language", async () => {
    renderWidget({ options: { reference: REFERENCE }, env: { gateway: fakeGateway(detailsFixture(), "ua") } });
    expect(await screen.findByText("Чи справжня ця сторінка? Що буде далі?")).toBeTruthy();
  });

  it("the host's own texts and phone replace ours, shown as written", async () => {
    const { user } = renderWidget({
      options: {
        reference: REFERENCE,
        config: {
          trust: {
            phone: "+421 2 123 456",
            howToCheck: "Overte si nás na www.insurer.sk.",
            ifUnpaid: "Pošleme Vám upomienku.\nPotom výkaz.",
            help: "Poradňa: pondelok až piatok.",
          },
        },
      },
    });
    const { inside, details } = await openedPanel(user);
    expect(inside.getByText("Overte si nás na www.insurer.sk.")).toBeTruthy();
    expect(inside.queryByText(/address bar/)).toBeNull();
    expect(inside.queryByRole("link", { name: /\+421/ })).toBeNull();
    expect(details.textContent).toContain("Pošleme Vám upomienku.\nPotom výkaz.");
    expect(inside.queryByText(/statement of arrears/)).toBeNull();
    expect(inside.getByText("Poradňa: pondelok až piatok.")).toBeTruthy();
  });

  it("a check line the host gave no fact for is left out", async () => {
    const { user } = renderWidget({ demoConfig: false, options: { reference: REFERENCE } });
    const { inside } = await openedPanel(user);
    expect(inside.queryByRole("heading", { name: "How to check that this page is ours" })).toBeNull();
    expect(inside.getByRole("heading", { name: "If the debt stays unpaid" })).toBeTruthy();
  });

  it("the trust phone is used when given, else the contact phone", async () => {
    const { user } = renderWidget({
      options: { reference: REFERENCE, config: { trust: { phone: "+421 2 123 456" } } },
    });
    const { inside } = await openedPanel(user);
    expect(inside.getByRole("link", { name: "+421 2 123 456" })).toHaveAttribute("href", "tel:+4212123456");
    expect(inside.queryByText(/address bar/)).toBeNull();
  });

  it("is absent when the host turns it off", async () => {
    renderWidget({ options: { reference: REFERENCE, config: { showTrustPanel: false } } });
    await formShown();
    expect(screen.queryByText(SUMMARY)).toBeNull();
  });

  it("mount() refuses a wrong type and names the field", () => {
    const target = document.createElement("div");
    expect(() => mount(target, { config: { showTrustPanel: "no" as never } })).toThrow(DebtNoticeOptionsError);
    expect(() => mount(target, { config: { trust: { domain: 5 as never } } })).toThrow(
      /"trust.domain" must be a string/,
    );
    expect(target.shadowRoot).toBeNull();
  });
});
