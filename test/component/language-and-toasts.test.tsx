import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WireLanguage } from "../../src/domain/gateway-contract";
import {
  deferred,
  detailsFixture,
  fakeEnvironment,
  fakeGateway,
  FORM_HEADING,
  formShown,
  gatewayFailure,
  REFERENCE,
  renderWidget,
  sectionsShown,
  widgetElement,
} from "../helpers/render-widget";

// The label speaks every language, the current one first (CONTRACT §6 names the English one).
const CHOOSER = "Choose the language of this website";

describe("language chooser", () => {
  it("lists Slovenčina, English and Українська with their lang attributes", async () => {
    renderWidget();
    await formShown();
    const chooser = screen.getByRole("combobox", { name: CHOOSER });
    const options = within(chooser).getAllByRole("option");
    expect(options.map((o) => [o.textContent, o.getAttribute("lang"), (o as HTMLOptionElement).value])).toEqual([
      ["Slovenčina", "sk", "sk"],
      ["English", "en", "en"],
      ["Українська", "uk", "ua"],
    ]);
    expect(chooser).toHaveValue("en");
  });

  it("speaks Slovak while the chooser shows en before the preferred language answers, then follows it", async () => {
    const language = deferred<WireLanguage | null>();
    const gateway = fakeGateway();
    gateway.getPreferredLanguage.mockReturnValue(language.promise);
    const { root } = renderWidget({ env: { gateway } });
    const chooser = screen.getByRole("combobox", { name: CHOOSER });
    expect(chooser).toHaveValue("en");
    expect(chooser).toHaveAttribute("aria-busy", "true");
    expect(gateway.getPreferredLanguage).toHaveBeenCalledWith(REFERENCE, expect.any(AbortSignal));
    await screen.findByRole("heading", { level: 1 });
    // The spec's default is Slovak; only the chooser's first value is en.
    expect(root().getAttribute("lang")).toBe("sk");
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe(FORM_HEADING);

    await act(async () => language.resolve("en"));
    await waitFor(() => expect(root().getAttribute("lang")).toBe("en"));
    const en = screen.getByRole("combobox");
    expect(en).toHaveValue("en");
    expect(en).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(FORM_HEADING);
  });

  it("falls back to Slovak, silently, when the preferred language fails", async () => {
    const gateway = fakeGateway();
    gateway.getPreferredLanguage.mockRejectedValue(gatewayFailure("getPreferredLanguage", "network"));
    const { root, env } = renderWidget({ env: { gateway } });
    await waitFor(() => expect(root().getAttribute("lang")).toBe("sk"));
    expect(screen.getByRole("combobox")).toHaveValue("sk");
    expect(env.log).toHaveBeenCalledWith("debt-notice: getPreferredLanguage failed (network)");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("changing it saves the choice, sets lang (uk for ua, sk for sk) and translates the page", async () => {
    const { user, gateway, root, onEvent } = renderWidget();
    await formShown();
    expect(root().getAttribute("lang")).toBe("en");

    await user.selectOptions(screen.getByRole("combobox", { name: CHOOSER }), "ua");
    await waitFor(() => expect(root().getAttribute("lang")).toBe("uk"));
    expect(gateway.changePreferredLanguage).toHaveBeenCalledWith(REFERENCE, "ua", expect.any(AbortSignal));
    expect(onEvent).toHaveBeenCalledWith({ type: "languageChanged", language: "ua" }, REFERENCE);
    const ukHeading = screen.getByRole("heading", { level: 1 }).textContent;
    expect(ukHeading).not.toBe(FORM_HEADING);
    expect(screen.getByRole("combobox")).toHaveValue("ua");
    // Server text is not translated; money follows the locale (two decimals, €).
    expect(screen.getByText(/Ján Novák/)).toBeInTheDocument();
    expect(
      within(document.querySelector<HTMLElement>("[part~='amount']")!).getByText(/^1\s150,75\s€$/),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox"), "sk");
    await waitFor(() => expect(root().getAttribute("lang")).toBe("sk"));
    expect(gateway.changePreferredLanguage).toHaveBeenLastCalledWith(REFERENCE, "sk", expect.any(AbortSignal));
    const skHeading = screen.getByRole("heading", { level: 1 }).textContent;
    expect(skHeading).not.toBe(FORM_HEADING);
    expect(skHeading).not.toBe(ukHeading);

    await user.selectOptions(screen.getByRole("combobox"), "en");
    await waitFor(() => expect(root().getAttribute("lang")).toBe("en"));
    expect(screen.getByRole("heading", { level: 1, name: FORM_HEADING })).toBeInTheDocument();
    expect(gateway.changePreferredLanguage).toHaveBeenCalledTimes(3);
  });

  it("keeps the new language when saving it fails (errors are only logged)", async () => {
    const gateway = fakeGateway();
    gateway.changePreferredLanguage.mockRejectedValue(gatewayFailure("changePreferredLanguage"));
    const { user, root, env } = renderWidget({ env: { gateway } });
    await formShown();
    await user.selectOptions(screen.getByRole("combobox", { name: CHOOSER }), "ua");
    await waitFor(() => expect(env.log).toHaveBeenCalledWith("debt-notice: changePreferredLanguage failed (server)"));
    expect(root().getAttribute("lang")).toBe("uk");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is available on the total-debt and thank-you views too", async () => {
    const { user, root } = renderWidget({ details: detailsFixture({ infoWasProvided: true }) });
    await screen.findByRole("heading", { level: 1, name: "Thank you, we have your information" });
    await user.selectOptions(screen.getByRole("combobox", { name: CHOOSER }), "ua");
    await waitFor(() => expect(root().getAttribute("lang")).toBe("uk"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("Thank you, we have your information");
  });

  it("writes a toast in the language on screen", async () => {
    const gateway = fakeGateway(detailsFixture(), "ua");
    const details = deferred<ReturnType<typeof detailsFixture>>();
    gateway.getDetails.mockReturnValue(details.promise);
    const { root } = renderWidget({ env: { gateway } });
    await waitFor(() => expect(root().getAttribute("lang")).toBe("uk"));
    // The translated overlay shows that the Ukrainian catalog is in place (Lingui swaps it in an effect).
    await waitFor(() => expect(screen.getByRole("status").textContent).not.toBe("Loading your debt notice…"));
    await act(async () => details.reject(gatewayFailure("getDetails")));
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).not.toContain("Server error");
    expect(toast.textContent?.length).toBeGreaterThan(3);
  });

  it("names the chooser in the page's language and describes it in the other two", async () => {
    const { root, user } = renderWidget();
    await formShown();
    const chooser = screen.getByRole("combobox", { name: CHOOSER });
    const description = (el: HTMLElement) =>
      document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(description(chooser)).toMatch(/^Vyberte jazyk tejto stránky \/ \S/);
    await user.selectOptions(chooser, "ua");
    await waitFor(() => expect(root().getAttribute("lang")).toBe("uk"));
    const inUkrainian = screen.getByRole("combobox");
    expect(screen.queryByRole("combobox", { name: CHOOSER })).toBeNull();
    expect(description(inUkrainian)).toMatch(/^Vyberte jazyk tejto stránky \/ Choose the language of this website$/);
  });
});

describe("toasts", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are role=alert, can be closed, and disappear after 4 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gateway = fakeGateway();
    gateway.updateState.mockRejectedValue(gatewayFailure("updateState"));
    const { user } = renderWidget({ env: { gateway }, userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await formShown();

    await user.click(screen.getByRole("button", { name: /total debt/ }));
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Server error");
    expect(toast.closest("[role=region]")).toHaveAttribute("aria-label", "Notifications");

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Server error");
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the close button dismisses a toast at once", async () => {
    const gateway = fakeGateway();
    gateway.getDetails.mockRejectedValue(gatewayFailure("getDetails"));
    const { user, root } = renderWidget({ env: { gateway } });
    // The failure may come before the preferred language: the toast then speaks Slovak until English settles
    // (notices-before-render.test.tsx proves both orders), so this test waits for the English page.
    await waitFor(() => expect(root().getAttribute("lang")).toBe("en"));
    const toast = await screen.findByRole("alert");
    await user.click(within(toast).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});

describe("two widgets on one page", () => {
  it("each keeps its own language and its own toasts", async () => {
    const envA = fakeEnvironment({ gateway: fakeGateway(detailsFixture({ name: "Anna A" }), "en") });
    const envB = fakeEnvironment({ gateway: fakeGateway(detailsFixture({ name: "Boris B" }), "ua") });
    envA.gateway.uploadComment.mockRejectedValue(gatewayFailure("uploadComment"));
    envB.gateway.updateState.mockRejectedValue(gatewayFailure("updateState"));
    const user = userEvent.setup();
    render(
      <>
        <section data-testid="a">{widgetElement(envA, vi.fn(), { reference: "REF-A" })}</section>
        <section data-testid="b">{widgetElement(envB, vi.fn(), { reference: "REF-B" })}</section>
      </>,
    );
    const a = within(screen.getByTestId("a"));
    const b = within(screen.getByTestId("b"));
    const rootOf = (id: string) => screen.getByTestId(id).querySelector(".dn-root") as HTMLElement;

    await a.findByText("Dear Mr Anna A,");
    await b.findByText(/Boris B/);
    await sectionsShown(screen.getByTestId("a"));
    await sectionsShown(screen.getByTestId("b"));
    await waitFor(() => expect(rootOf("b").getAttribute("lang")).toBe("uk"));
    expect(rootOf("a").getAttribute("lang")).toBe("en");
    expect(a.getByRole("heading", { level: 1, name: FORM_HEADING })).toBeInTheDocument();
    expect(b.getByRole("heading", { level: 1 }).textContent).not.toBe(FORM_HEADING);

    // A fails: the toast is A's, in English; B shows nothing.
    await user.type(a.getByRole("textbox", { name: "Explanation of the objection" }), "objection");
    await user.click(a.getByRole("button", { name: /Send/ }));
    await waitFor(() =>
      expect(a.getAllByRole("alert").some((el) => el.textContent?.includes("Server error"))).toBe(true),
    );
    expect(b.queryAllByRole("alert")).toHaveLength(0);
    expect(envA.gateway.uploadComment.mock.calls[0]?.[0].reference).toBe("REF-A");

    // B fails: its toast lands in B, in Ukrainian; A's toasts are unchanged.
    const aAlerts = a.getAllByRole("alert").length;
    const bTotalDebt = screen.getByTestId("b").querySelector<HTMLButtonElement>("[part~='total-debt-link'] button");
    await user.click(bTotalDebt!);
    await waitFor(() => expect(b.getAllByRole("alert")).toHaveLength(1));
    expect(b.getByRole("alert").textContent).not.toContain("Server error");
    expect(a.getAllByRole("alert")).toHaveLength(aAlerts);

    // Switching A's language leaves B alone.
    await user.selectOptions(a.getByRole("combobox", { name: CHOOSER }), "sk");
    await waitFor(() => expect(rootOf("a").getAttribute("lang")).toBe("sk"));
    expect(rootOf("b").getAttribute("lang")).toBe("uk");
    expect(envB.gateway.changePreferredLanguage).not.toHaveBeenCalled();
  });
});
