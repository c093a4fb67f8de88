import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { optionsFromAttributes } from "../../src/element/attributes";
import { mount } from "../../src/mount";
import { DebtNoticeOptionsError } from "../../src/session/options";
import {
  detailsFixture,
  fakeGateway,
  pngFile,
  renderWidget,
  sectionsShown,
  stubObjectUrls,
} from "../helpers/render-widget";

describe("mount() validates before it touches the page", () => {
  it("a bad option throws and leaves no shadow root or container behind", () => {
    const target = document.createElement("div");
    expect(() => mount(target, { requestTimeout: -5 })).toThrow(DebtNoticeOptionsError);
    expect(target.shadowRoot).toBeNull();
  });

  it("a bad update throws, changes nothing, and the next good update still works", async () => {
    const target = document.createElement("div");
    document.body.append(target);
    const widget = mount(target, { reference: "A", apiBase: "https://gw.test/api" });
    expect(() => widget.update({ routing: "hash" as never })).toThrow(/"routing" must be "path" or "memory"/);
    expect(() => widget.update({ reference: "B" })).not.toThrow();
    widget.unmount();
    expect(target.shadowRoot?.querySelectorAll(".dn-container")).toHaveLength(0);
    target.remove();
  });
});

describe("the host's setup is said once per widget", () => {
  it("no payee: one warning, not one more for every session an update starts", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const target = document.createElement("div");
    document.body.append(target);
    try {
      const widget = mount(target, { reference: "A", apiBase: "https://gw.test/api", config: { phone: "0800 1" } });
      widget.update({ reference: "B" });
      widget.update({ requestTimeout: 5000 });
      const said = warn.mock.calls.filter(([message]) => /no "payee" in config/.test(String(message)));
      expect(said).toHaveLength(1);
      widget.unmount();
    } finally {
      warn.mockRestore();
      target.remove();
    }
  });
});

describe("attributes", () => {
  it("a removed routing or request-timeout attribute resets to the default on update", () => {
    const el = document.createElement("div");
    el.setAttribute("routing", "path");
    el.setAttribute("request-timeout", "5000");
    expect(optionsFromAttributes(el)).toMatchObject({ routing: "path", requestTimeout: 5000 });
    el.removeAttribute("routing");
    el.removeAttribute("request-timeout");
    const options = optionsFromAttributes(el);
    // The keys are present (so a merge overwrites the old values) and undefined (so defaults apply).
    expect(Object.hasOwn(options, "routing") && options.routing === undefined).toBe(true);
    expect(Object.hasOwn(options, "requestTimeout") && options.requestTimeout === undefined).toBe(true);
  });
});

describe("session end", () => {
  let urls: ReturnType<typeof stubObjectUrls> | undefined;
  afterEach(() => urls?.restore());

  it("revokes the attachment's preview URL when the widget goes away", async () => {
    urls = stubObjectUrls();
    const { user, env, unmount } = renderWidget();
    const input = await screen.findByLabelText<HTMLInputElement>("Attach a photo or PDF");
    await user.upload(input, pngFile());
    await screen.findByRole("button", { name: "Remove attachment" });
    expect(env.revokeObjectUrl).not.toHaveBeenCalled();
    unmount();
    expect(env.revokeObjectUrl).toHaveBeenCalledWith("blob:test/1");
  });
});

describe("provider logo", () => {
  it.each([
    ["javascript:alert(1)", false],
    ["https://cdn.example/logo.svg", true],
  ])("logo %s is shown: %s, and never sends a referrer", async (logoUrl, shown) => {
    renderWidget({ options: { config: { logoUrl } } });
    await screen.findByRole("heading", { level: 1 });
    const img = document.querySelector<HTMLImageElement>(".dn-logo__img");
    if (!shown) {
      expect(img).toBeNull();
      return;
    }
    await waitFor(() => expect(img?.getAttribute("src")).toBe(logoUrl));
    expect(img?.getAttribute("referrerpolicy")).toBe("no-referrer");
  });
});

describe("a failed load", () => {
  it("heads the page with what happened, keeps the spec's 404 words, says the link is fine and offers to try again", async () => {
    const gateway = fakeGateway();
    gateway.getDetails.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "timeout" }));
    const { user } = renderWidget({ env: { gateway } });
    // Issue 33 (WCAG 2.4.6): the heading does not claim a 404 the paragraph denies.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your debt notice could not be loaded just now" }),
    ).toBeInTheDocument();
    expect(screen.getByText("404 - There is nothing in here")).toBeInTheDocument();
    // Issue 27: a timeout may be the debtor's own connection; the text blames neither side.
    expect(screen.getByText(/problem with the connection or our server\. Your link is fine\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Dear Mr Ján Novák,")).toBeInTheDocument();
    expect(gateway.getDetails).toHaveBeenCalledTimes(2);
  });

  it("for an unknown reference says to check the link, with no retry", async () => {
    const gateway = fakeGateway();
    gateway.getDetails.mockRejectedValue(Object.assign(new Error("x"), { code: "notFound" }));
    renderWidget({ env: { gateway } });
    await screen.findByRole("heading", { level: 1, name: "404 - There is nothing in here" });
    expect(screen.getByText(/could not find a debt notice for this link/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("a balance with nothing to pay", () => {
  it.each([0, "0,00"])("actualDebt %j: says so, and offers no pay button", async (actualDebt) => {
    renderWidget({ details: detailsFixture({ actualDebt }) });
    expect(
      await screen.findByText("our records show that you have nothing to pay for this notice."),
    ).toBeInTheDocument();
    await sectionsShown();
    const block = document.querySelector<HTMLElement>("[part~='amount']")!;
    expect(block.querySelector("dt")?.textContent).toBe("Amount to pay");
    expect(block.querySelector("dd")?.textContent).toMatch(/^0\.00\s€$/);
    expect(screen.queryByRole("link", { name: /Pay debt for/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /calendar/ })).toBeNull();
  });
});

// A gateway writing actualDebt with totalDebt's sign (minus is debt) once made the notice say
// "nothing to pay" and "Overpayment 1 150,75 €" to someone who owed that much.
describe("an amount to pay the contract does not allow (negative, signed or with a decimal dot)", () => {
  it.each([-1150.75, "-1 150,75", "+1 150,75", "1150.75", "1,150.75", "1 150.75"])(
    "actualDebt %j: the amount cannot be shown, and the notice never says there is nothing to pay",
    async (actualDebt) => {
      const { env } = renderWidget({ details: detailsFixture({ actualDebt }) });
      await sectionsShown();
      const block = document.querySelector<HTMLElement>("[part~='amount']")!;
      expect(block.querySelector("dt")?.textContent).toBe("Amount to pay");
      expect(block.querySelector("dd")?.textContent).toBe("We cannot show the amount right now. Please contact us.");
      expect(screen.queryByText(/nothing to pay/)).toBeNull();
      expect(screen.queryByText("Overpayment")).toBeNull();
      expect(screen.queryByText(/1[\s,]?150[.,]75/)).toBeNull();
      expect(screen.getByText(/our records show an unpaid amount/)).toBeInTheDocument();
      // No bank details to copy without an amount: the debtor would have to guess what to send.
      expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
      expect(screen.queryByText(/Copy these details into your banking app/)).toBeNull();
      // The host is told why, once; the console names the field, never its value.
      const said = env.log.mock.calls.map(([message]) => message).filter((m) => m.includes("actualDebt"));
      expect(said).toEqual([
        expect.stringContaining("getDetails answered an actualDebt that is not in a form openapi.yaml lists"),
      ]);
    },
  );
});

// The seventh trial: a gateway naming another account than the config made the bank details
// vanish with no word to the host; the integrator could not tell why.
describe("the gateway's payee beside the config's", () => {
  const payeeLines = (log: { mock: { calls: unknown[][] } }) =>
    log.mock.calls.map(([message]) => String(message)).filter((message) => message.includes("payee"));
  const DEMO_PAYEE = {
    iban: "SK31 1200 0000 1987 4263 7541",
    beneficiaryName: "VZOROVÁ ZDRAVOTNÁ  poisťovňa, a. s.",
    bic: "",
    constantSymbol: "",
  };

  it("another account: no bank details, and the host is told once, without either IBAN", async () => {
    const payee = { ...DEMO_PAYEE, iban: "SK08 0900 0000 0001 2345 6789" };
    const { env } = renderWidget({ details: detailsFixture({ payee }) });
    await sectionsShown();
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(payeeLines(env.log)).toEqual([
      "debt-notice: getDetails names another payee account than config.payee: no bank-transfer details are offered; check both (docs/security.md).",
    ]);
  });

  it("a payee that is not an account with a name: no bank details, and the host is told so", async () => {
    const { env } = renderWidget({ details: detailsFixture({ payee: "unusable" }) });
    await sectionsShown();
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(payeeLines(env.log)).toEqual([expect.stringContaining("answered an unusable payee")]);
  });

  it.each([
    ["the same account, spaced and cased otherwise", { ...DEMO_PAYEE, iban: "sk3112000000198742637541" }],
    ["no payee from the gateway", undefined],
  ])("%s: the bank details, and nothing said", async (_, payee) => {
    const { env } = renderWidget({ details: detailsFixture(payee ? { payee } : {}) });
    await sectionsShown();
    expect(screen.getByRole("heading", { name: "Pay by bank transfer" })).toBeInTheDocument();
    expect(payeeLines(env.log)).toEqual([]);
  });
});

// The tenth integrator trial: a changed answer's 11,50 € was shown, encoded in the QR code and
// offered to copy, while the same answer's breakdown showed 1 150,75 € for the period.
describe("an amount to pay that the answer's own breakdown contradicts", () => {
  it("is not shown, encoded or offered; the Pay link stays; the host is told once", async () => {
    const totalDebt = JSON.stringify([{ obdobie: "01/2025", dlh: "-1 150,75" }]);
    const { env } = renderWidget({ details: detailsFixture({ actualDebt: 11.5, totalDebt }) });
    await sectionsShown();
    const block = document.querySelector<HTMLElement>("[part~='amount']")!;
    expect(block.querySelector("dd")?.textContent).toBe("We cannot show the amount right now. Please contact us.");
    expect(document.body.textContent).not.toMatch(/11[.,]50/);
    expect(screen.queryByRole("heading", { name: "Pay by bank transfer" })).toBeNull();
    expect(screen.getByRole("link", { name: /Pay debt for 01\/2025/ })).toBeInTheDocument();
    const said = env.log.mock.calls.map(([message]) => String(message)).filter((m) => m.includes("actualDebt"));
    expect(said).toEqual([
      "debt-notice: getDetails answered an actualDebt that its totalDebt does not show as the debt of its period; the page says it cannot show the amount (debt-notice-check-gateway names the problem).",
    ]);
  });
});

// The eleventh integrator trial: a payment link the page refused (another origin than
// paymentOrigins lists, or not a safe link) took Pay away with no word to the host.
describe("a payment link the page will not follow", () => {
  const paymeLines = (log: { mock: { calls: unknown[][] } }) =>
    log.mock.calls.map(([message]) => String(message)).filter((m) => m.includes("paymeUrl"));

  it.each([
    [
      "on an origin paymentOrigins does not list",
      "https://pay.elsewhere.example/p",
      "debt-notice: getDetails answered a paymeUrl on an origin that config.paymentOrigins does not list; the page offers no online payment and asks the debtor to contact you.",
    ],
    [
      "not a safe link",
      "javascript:alert(1)",
      "debt-notice: getDetails answered a paymeUrl that is not in a form openapi.yaml lists; the page offers no online payment and asks the debtor to contact you (debt-notice-check-gateway names the problem).",
    ],
  ])("%s: no Pay, and the host is told once (never the link itself)", async (_, paymeUrl, line) => {
    const { env } = renderWidget({
      details: detailsFixture({ paymeUrl }),
      options: { config: { paymentOrigins: "https://pay.insurer.example" } },
    });
    await sectionsShown();
    expect(screen.queryByRole("link", { name: /Pay debt/ })).toBeNull();
    expect(screen.getAllByText(/Online payment is not available right now/).length).toBeGreaterThan(0);
    expect(paymeLines(env.log)).toEqual([line]);
    expect(env.log.mock.calls.join(" ")).not.toContain("elsewhere");
  });

  it.each([
    ["a listed origin", "https://pay.insurer.example/p?vs=1"],
    ["no link at all (no online payment)", ""],
  ])("%s: nothing said", async (_, paymeUrl) => {
    const { env } = renderWidget({
      details: detailsFixture({ paymeUrl }),
      options: { config: { paymentOrigins: "https://pay.insurer.example" } },
    });
    await sectionsShown();
    expect(paymeLines(env.log)).toEqual([]);
  });
});
