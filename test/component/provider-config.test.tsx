import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mount } from "../../src";
import {
  detailsFixture,
  fakeGateway,
  formShown,
  renderWidget,
  REFERENCE,
  sectionsShown,
} from "../helpers/render-widget";

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
    expect(env.log.mock.calls.filter(([message]) => PAYEE_WARNING.test(message))).toEqual([
      // The eighth trial: it said the details would show "if the gateway sends a payee"; they never do.
      [expect.stringContaining("no bank-transfer details and no PAY by square code are shown")],
    ]);
    // Nor an empty white card where the bank-transfer section would be.
    const emptyCards = [...container.querySelectorAll(".dn-card")].filter((card) => card.textContent?.trim() === "");
    expect(emptyCards).toEqual([]);
  });

  it("a payee from the gateway does not stand in for the config's: still no bank details", async () => {
    renderWidget({
      demoConfig: false,
      details: detailsFixture({
        payee: { iban: "SK3112000000198742637541", beneficiaryName: "Poisťovňa, a. s.", bic: "", constantSymbol: "" },
      }),
      options: { reference: REFERENCE, config: { phone: "0800 123 456" } },
    });
    await formShown();
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/SK31/);
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
    expect(env.log.mock.calls.some(([message]) => /IBAN check digits/.test(message))).toBe(false);
  });

  // The tenth integrator trial: with the README's first snippet before it listed paymentOrigins,
  // a changed answer's paymeUrl on any https site was the Pay link, and nothing told the host.
  it("without paymentOrigins the host is told once that Pay follows any https page; with them, nothing", async () => {
    const without = renderWidget({ demoConfig: false, options: { reference: REFERENCE, config: { phone: "0800 1" } } });
    await formShown();
    const saidWithout = without.env.log.mock.calls.map(([message]) => String(message));
    expect(saidWithout.filter((m) => m.includes('no "paymentOrigins" in config'))).toEqual([
      expect.stringContaining("Pay opens any https payment page the gateway's answer names"),
    ]);
    without.unmount();
    const listed = renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config: { phone: "0800 1", paymentOrigins: "https://pay.insurer.example" } },
    });
    await formShown();
    expect(listed.env.log.mock.calls.some(([message]) => String(message).includes('no "paymentOrigins"'))).toBe(false);
  });

  // The third integrator trial: a mistyped IBAN showed as copyable text with no word to the host.
  it("a payee IBAN whose check digits fail is named on the log once, and not offered to copy", async () => {
    const { env } = renderWidget({
      demoConfig: false,
      options: {
        reference: REFERENCE,
        config: { phone: "0800 1", payee: { iban: "SK3112000000198742637542", beneficiaryName: "Poisťovňa, a. s." } },
      },
    });
    await formShown();
    const said = env.log.mock.calls.map(([message]) => String(message));
    expect(said.filter((m) => m.includes('config "payee.iban" fails the IBAN check digits'))).toHaveLength(1);
    // The fourth integrator trial: the mistyped IBAN was still printed with its Copy button.
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(document.body.textContent).not.toContain("7542");
    expect(said.some((m) => PAYEE_WARNING.test(m))).toBe(false);
  });
});

// Issue 27: a real insurer's footer in English under a Slovak page reads as a foreign site.
describe("the provider's own sentences per language", () => {
  const config = {
    providerName: { sk: "Poisťovňa", en: "The Insurer", ua: "Страховик" },
    footerText: { sk: "Poisťovňa, a.\u00a0s. · IČO 1", en: "The Insurer plc · company ID 1" },
    inPerson: "Mlynské nivy 1, Bratislava",
    trust: { domain: "www.insurer.example", help: { sk: "Volajte 0800.", ua: "Телефонуйте 0800." } },
  };

  it.each([
    ["en", "The Insurer", "The Insurer plc · company ID 1", "Volajte 0800."],
    ["sk", "Poisťovňa", "Poisťovňa, a.\u00a0s. · IČO 1", "Volajte 0800."],
    // No English footer given for Ukrainian: the Slovak one stands in (the insurer's own language).
    ["ua", "Страховик", "Poisťovňa, a.\u00a0s. · IČO 1", "Телефонуйте 0800."],
  ] as const)(
    "in %s the footer, the name and the trust panel's help are that language's",
    async (language, name, footer, help) => {
      const { container, user } = renderWidget({
        demoConfig: false,
        options: { reference: REFERENCE, config },
        env: { gateway: fakeGateway(detailsFixture(), language) },
      });
      await sectionsShown();
      await vi.waitFor(() => expect(container.querySelector(".dn-footer")?.textContent).toContain(name));
      await user.click(container.querySelector(".dn-trust__toggle")!);
      const footerBox = container.querySelector(".dn-footer");
      expect(footerBox?.textContent).toContain(name);
      expect(footerBox?.textContent).toContain(footer);
      expect(container.textContent).toContain("Mlynské nivy 1, Bratislava");
      expect(container.querySelector(".dn-trust")?.textContent ?? "").toContain(help);
    },
  );

  it("changing the language changes them, without a reload", async () => {
    const { container, user } = renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config },
      env: { gateway: fakeGateway(detailsFixture(), "en") },
    });
    await formShown();
    expect(container.querySelector(".dn-footer")?.textContent).toContain("The Insurer plc");
    await user.selectOptions(screen.getByRole("combobox", { name: "Choose the language of this website" }), "sk");
    await vi.waitFor(() =>
      expect(container.querySelector(".dn-footer")?.textContent).toContain("Poisťovňa, a.\u00a0s."),
    );
  });

  it("a language the widget does not know is warned about and left out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = renderWidget({
      demoConfig: false,
      options: { reference: REFERENCE, config: { footerText: { de: "Versicherung", en: "The Insurer" } as never } },
    });
    await formShown();
    expect(container.querySelector(".dn-footer")?.textContent).toBe("The Insurer");
    expect(warn.mock.calls.some(([message]) => /unknown language "footerText\.de"/.test(String(message)))).toBe(true);
    warn.mockRestore();
  });

  it("a text per language that is not a string is refused by mount, naming the field", () => {
    const target = document.createElement("div");
    expect(() => mount(target, { reference: REFERENCE, config: { footerText: { sk: 42 } } as never })).toThrow(
      /footerText\.sk/,
    );
  });
});
