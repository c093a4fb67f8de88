import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formShown, renderWidget, REFERENCE } from "../helpers/render-widget";

const PAYEE_WARNING = /no "payee" in config/;

describe("a host that configures only some fields (README snippet: phone and e-mail)", () => {
  it("shows no bank details and no QR code, and says once why on the environment's log", async () => {
    const { container, env } = renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config: { phone: "0800 123 456", email: "dlhy@insurer.example" } },
    });
    await formShown();
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(container.textContent).not.toMatch(/SK31|IBAN/);
    expect(env.log.mock.calls.filter(([message]) => PAYEE_WARNING.test(message))).toHaveLength(1);
    // Nor an empty white card where the bank-transfer section would be.
    const emptyCards = [...container.querySelectorAll(".dn-card")].filter((card) => card.textContent?.trim() === "");
    expect(emptyCards).toEqual([]);
  });

  it("shows nothing of the demo insurer: no address, app links, privacy PDF or footer", async () => {
    const { container } = renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config: { phone: "0800 123 456", email: "dlhy@insurer.example" } },
    });
    await formShown();
    expect(container.textContent).not.toMatch(/Vzorov|fictional|Mlynské/);
    expect(screen.queryByRole("heading", { name: "Our mobile app" })).toBeNull();
    expect(screen.queryByRole("link", { name: /How we protect your personal data/ })).toBeNull();
    expect(container.querySelector(".dn-footer")).toBeNull();
  });

  it("lists only the contact rows that are configured", async () => {
    renderWidget({ demoConfig: false, options: { reference: REFERENCE, config: { phone: "0800 123 456" } } });
    await formShown();
    const contacts = within(screen.getByRole("region", { name: "Contact us" }));
    expect(contacts.getByRole("link", { name: "0800 123 456" }).getAttribute("href")).toBe("tel:0800123456");
    expect(contacts.queryByText("E-mail")).toBeNull();
    expect(contacts.queryByText("In person")).toBeNull();
  });

  it("without any config: no contact box, and the logo is a plain mark, not a link without a name", async () => {
    const { container } = renderWidget({ demoConfig: false, options: { reference: REFERENCE } });
    await formShown();
    expect(screen.queryByRole("region", { name: "Contact us" })).toBeNull();
    const header = container.querySelector(".dn-header");
    expect(header?.querySelector("a.dn-logo")).toBeNull();
    expect(header?.querySelector(".dn-logo__name")).toBeNull();
  });

  it("app links without a provider name get the neutral sentence", async () => {
    renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config: { iosAppUrl: "https://apps.apple.com/sk/app/x/id1" } },
    });
    await formShown();
    const apps = within(screen.getByRole("region", { name: "Our mobile app" }));
    expect(apps.getByText("Check your payments and debts at any time in our mobile app.")).toBeTruthy();
    expect(apps.getAllByRole("link")).toHaveLength(1);
  });

  it("a configured payee shows the bank details, and nothing is logged about it", async () => {
    const { env } = renderWidget({
      demoConfig: false,
      options: {
        reference: REFERENCE,
        config: { payee: { iban: "SK3112000000198742637541", beneficiaryName: "Poisťovňa, a. s." } },
      },
    });
    expect(await screen.findByRole("heading", { name: "Pay by bank transfer" })).toBeTruthy();
    expect(screen.getByText("Poisťovňa, a. s.")).toBeTruthy();
    expect(env.log.mock.calls.some(([message]) => PAYEE_WARNING.test(message))).toBe(false);
  });
});
