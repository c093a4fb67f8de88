import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { WireLanguage } from "../../src/machine/debt-notice.types";
import { detailsFixture, fakeGateway, renderWidget, sectionsShown } from "../helpers/render-widget";

// Key texts of every view in each language: the spec's wording in English and the catalogs'
// wording in Slovak and Ukrainian (these are the strings a debtor must recognise).
const KEY_TEXTS: Record<
  WireLanguage,
  {
    form: RegExp;
    pay: RegExp;
    paySymbol: RegExp;
    infoProvided: string;
    /** After Pay nothing was sent: the spec's English stays, the translations say "send an objection". */
    afterPay: string;
    totalDebt: string;
    back: string;
    notFound: string;
    money: RegExp;
  }
> = {
  en: {
    form: /^Dear Mr Ján Novák,$/,
    pay: /^Pay debt for 01\/2025/,
    paySymbol: /^Pay debt for 7712345678/,
    infoProvided: "Send information again",
    afterPay: "Send information again",
    totalDebt: "Your total debt:",
    back: "Back to previous page",
    notFound: "404 - There is nothing in here",
    money: /1,150\.75\s€/,
  },
  sk: {
    form: /^Vážený pán Ján Novák,$/,
    pay: /^Zaplatiť nedoplatok za 01\/2025/,
    paySymbol: /^Zaplatiť nedoplatok \(ŠS\s7712345678\)/,
    infoProvided: "Poslať ďalšie informácie",
    afterPay: "Poslať námietku",
    totalDebt: "Váš celkový nedoplatok:",
    back: "Späť na predchádzajúcu stránku",
    notFound: "404 – Nič sa tu nenachádza",
    money: /1\s150,75\s€/,
  },
  ua: {
    form: /^Шановний пане Ján Novák!$/,
    pay: /^Сплатити борг за 01\/2025/,
    paySymbol: /^Сплатити борг \(ŠS\s7712345678\)/,
    infoProvided: "Надіслати додаткову інформацію",
    afterPay: "Надіслати заперечення",
    totalDebt: "Ваш загальний борг:",
    back: "Повернутися на попередню сторінку",
    notFound: "404 — тут нічого немає",
    money: /1\s150,75\s€/,
  },
};

describe.each(Object.entries(KEY_TEXTS) as [WireLanguage, (typeof KEY_TEXTS)["en"]][])("in %s", (language, texts) => {
  const tag = language === "ua" ? "uk" : language;

  it("the form: greeting, amount and the pay button", async () => {
    const { root } = renderWidget({ env: { gateway: fakeGateway(detailsFixture(), language) } });
    expect(await screen.findByText(texts.form)).toBeInTheDocument();
    expect(root().getAttribute("lang")).toBe(tag);
    expect(document.querySelector("[part~='amount']")?.textContent).toMatch(texts.money);
    expect(screen.getByRole("link", { name: texts.pay })).toBeInTheDocument();
  });

  it("without a period the pay button names the specific symbol so that it cannot be read as a price", async () => {
    renderWidget({ env: { gateway: fakeGateway(detailsFixture({ period: "" }), language) } });
    expect(await screen.findByRole("link", { name: texts.paySymbol })).toBeInTheDocument();
  });

  it("the thank-you view offers to send information again", async () => {
    renderWidget({ env: { gateway: fakeGateway(detailsFixture({ infoWasProvided: true }), language) } });
    expect(await screen.findByRole("button", { name: texts.infoProvided })).toBeInTheDocument();
  });

  it("the paid view offers the form too, named for what it leads to (nothing was sent yet)", async () => {
    renderWidget({ env: { gateway: fakeGateway(detailsFixture({ clickedOnPay: true }), language) } });
    expect(await screen.findByRole("button", { name: texts.afterPay })).toBeInTheDocument();
  });

  it("the total-debt page: heading and back button", async () => {
    renderWidget({
      options: { reference: "REF-123", routing: "memory" },
      env: { gateway: fakeGateway(detailsFixture(), language) },
    });
    await screen.findByText(texts.form);
    await sectionsShown();
    document.querySelector<HTMLButtonElement>("[part~='total-debt-link'] button")?.click();
    expect(
      await screen.findByRole("heading", { level: 1, name: new RegExp(`^${texts.totalDebt}`) }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: new RegExp(texts.back) })).toBeInTheDocument();
  });

  it("the not-found view after a failed load", async () => {
    const gateway = fakeGateway(detailsFixture(), language);
    gateway.getDetails.mockRejectedValue(Object.assign(new Error("x"), { code: "notFound" }));
    renderWidget({ env: { gateway } });
    expect(await screen.findByRole("heading", { level: 1, name: texts.notFound })).toBeInTheDocument();
  });
});
