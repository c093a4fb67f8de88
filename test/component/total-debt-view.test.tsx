import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  detailsFixture,
  fakeGateway,
  formShown,
  gatewayFailure,
  REFERENCE,
  renderWidget,
} from "../helpers/render-widget";

const NBSP_EURO = "\u00A0€";
/** The typographic minus the table writes before a debt (issue 27), not the hyphen. */
const MINUS = "\u2212";

async function openTotalDebt(settings: Parameters<typeof renderWidget>[0] = {}) {
  const widget = renderWidget(settings);
  await formShown();
  await widget.user.click(screen.getByRole("button", { name: /total debt/ }));
  await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ });
  return widget;
}

describe("total-debt view", () => {
  it("shows the heading with the total, the note, the table with caption, rows and total; back returns to the form", async () => {
    const { user, gateway, root } = await openTotalDebt();

    // -1 150,75 - 20,5 + 30,00 = -1 141,25
    const heading = screen.getByRole("heading", { level: 1, name: /^Your total debt:/ });
    // jest-dom reads a non-breaking space as a space: compare the raw text to check it is there.
    // Issue 27: the heading says "debt", so the amount has no sign (a minus read as a credit), in red.
    expect(heading.textContent).toBe(`Your total debt: 1,141.25${NBSP_EURO}`);
    expect(heading.querySelector(".dn-total__value--debt")?.textContent).toBe(`1,141.25${NBSP_EURO}`);
    expect(root().getAttribute("data-screen")).toBe("totalDebt");
    expect(screen.getByText("Negative amounts are debt, positive amounts are overpayment.")).toBeInTheDocument();

    const table = screen.getByRole("table", { name: /^Debt and overpayment by period/ });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Period", "Amount of debt/overpayment"]);

    const [head, body, foot] = table.querySelectorAll("thead, tbody, tfoot");
    expect(head).toBeDefined();
    const bodyRows = [...(body as HTMLElement).querySelectorAll("tr")].map((tr) =>
      [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
    expect(bodyRows).toEqual([
      ["01/2025", `${MINUS}1,150.75${NBSP_EURO}`],
      ["02/2025", `${MINUS}20.50${NBSP_EURO}`],
      ["03/2025", `30.00${NBSP_EURO}`],
    ]);
    const footCells = [...(foot as HTMLElement).querySelectorAll("th, td")].map((cell) => cell.textContent);
    expect(footCells).toEqual(["Total", `${MINUS}1,141.25${NBSP_EURO}`]);
    expect(within(table).getByRole("rowheader", { name: "02/2025" })).toBeInTheDocument();
    expect(screen.queryByText(/not included in the total/)).toBeNull();

    // Opening it is recorded, with no other effect.
    await waitFor(() =>
      expect(gateway.updateState).toHaveBeenCalledWith(
        { reference: REFERENCE, sessionId: "session-7", flag: "clickedOnTotalDebt" },
        expect.any(AbortSignal),
      ),
    );

    await user.click(screen.getByRole("button", { name: "Back to previous page" }));
    expect(await formShown()).toBeInTheDocument();
    // Issue 31: back where the debtor was, on the button that opened the total, not at the top.
    await waitFor(() => expect(screen.getByRole("button", { name: "Show your total debt" })).toHaveFocus());
    // The details were already there: no second load either way.
    expect(gateway.getDetails).toHaveBeenCalledTimes(1);
  });

  it("keeps the comment typed before opening the total debt", async () => {
    const widget = renderWidget();
    await formShown();
    await widget.user.type(screen.getByRole("textbox", { name: "Explanation of the objection" }), "half typed");
    await widget.user.click(screen.getByRole("button", { name: /total debt/ }));
    await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ });
    await widget.user.click(screen.getByRole("button", { name: "Back to previous page" }));
    await formShown();
    expect(screen.getByRole("textbox", { name: "Explanation of the objection" })).toHaveValue("half typed");
  });

  it("moves focus to the new view's heading when the user opens it", async () => {
    await openTotalDebt();
    const heading = screen.getByRole("heading", { level: 1, name: /^Your total debt:/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("shows 'not available' instead of a table when totalDebt is not valid JSON", async () => {
    await openTotalDebt({ details: detailsFixture({ totalDebt: "{not json" }) });
    expect(screen.queryByRole("table")).toBeNull();
    expect(
      screen.getByText("The breakdown by period is not available right now. Please try again later or contact us."),
    ).toBeInTheDocument();
    // No made-up total in the heading, and not a heading that stops after its colon (trial 14).
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Your total debt: cannot be calculated yet (see the note below)",
    );
    expect(screen.getByRole("button", { name: "Back to previous page" })).toBeInTheDocument();
  });

  it("shows 'not available' cells and a note for junk amounts, leaving them out of the total", async () => {
    const totalDebt = JSON.stringify([
      { obdobie: "01/2025", dlh: "abc" },
      { obdobie: "02/2025", dlh: "-10,00" },
      { obdobie: "03/2025", dlh: { evil: true } },
    ]);
    await openTotalDebt({ details: detailsFixture({ totalDebt }) });
    const table = screen.getByRole("table", { name: /^Debt and overpayment by period/ });
    const rows = [...table.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.querySelectorAll("th, td")].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ["01/2025", "not available"],
      ["02/2025", `${MINUS}10.00${NBSP_EURO}`],
      ["03/2025", "not available"],
    ]);
    expect(table.querySelector("tfoot td")?.textContent).toBe(`${MINUS}10.00${NBSP_EURO}`);
    expect(screen.getByText(/not included in the total\. Please contact us/)).toBeInTheDocument();
    // Not "Your total debt: 10.00 €": the two unread amounts may be debts too.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Your total debt: cannot be calculated yet (see the note below)",
    );
  });

  it("shows an empty breakdown with a zero total", async () => {
    // A notice with nothing to pay: no period owes anything, as the empty breakdown says.
    await openTotalDebt({ details: detailsFixture({ totalDebt: "[]", actualDebt: 0 }) });
    expect(screen.getByText("There are no periods to show.")).toBeInTheDocument();
    expect(screen.getByRole("table").querySelector("tfoot td")?.textContent).toBe(`0.00${NBSP_EURO}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your total debt: none");
    expect(screen.queryByText(/Overpayment in total/)).toBeNull();
  });

  // Issue 27: "Your total debt: 30.00 €" for a credit, in the brand's green, read as a debt.
  it("an overpayment in total: no debt in the heading, the overpayment said in words, never in red", async () => {
    const totalDebt = JSON.stringify([
      { obdobie: "01/2025", dlh: "-10,00" },
      { obdobie: "02/2025", dlh: "40,00" },
    ]);
    // The notice asks for 01/2025's 10.00 €; February's overpayment outweighs it in total.
    await openTotalDebt({ details: detailsFixture({ totalDebt, actualDebt: "10,00" }) });
    const heading = screen.getByRole("heading", { level: 1, name: /^Your total debt:/ });
    expect(heading.textContent).toBe("Your total debt: none");
    expect(heading.querySelector(".dn-total__value--debt")).toBeNull();
    expect(document.querySelector(".dn-total__overpayment")?.textContent).toBe(
      `Overpayment in total: 30.00${NBSP_EURO}`,
    );
    expect(screen.getByRole("table").querySelector("tfoot td")?.className).not.toMatch(/dn-debt/);
    // "none" above a Pay door for 10.00 €: the page says what the notice asks, and why they differ.
    expect(document.querySelector(".dn-total__notice")?.textContent).toBe(
      `This notice asks you to pay 10.00${NBSP_EURO} for 01/2025. The total above also counts your debts and overpayments for other periods, so it differs from the amount in this notice. If you are not sure how much to pay, please contact us.`,
    );
  });

  // The third integrator trial: "Your total debt:" with nothing after it, above a table whose total was 0.00 €.
  it("with amounts it could not read, the heading does not say 'none' (they may be debts), nor end in nothing", async () => {
    const totalDebt = JSON.stringify([
      { obdobie: "01/2025", dlh: "abc" },
      { obdobie: "02/2025", dlh: "40,00" },
    ]);
    await openTotalDebt({ details: detailsFixture({ totalDebt }) });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Your total debt: cannot be calculated yet (see the note below)",
    );
    expect(screen.queryByText(/Overpayment in total/)).toBeNull();
    expect(screen.getByText(/not included in the total/)).toBeInTheDocument();
  });

  // The fifth integrator trial: "Your total debt: none" (and "Overpayment in total: 1,150.75 €")
  // right above "Pay debt for 01/2025", for a gateway whose history leaves out the notice's period
  // or writes its debt with the wrong sign; the home view asked for the amount.
  it.each([
    ["an empty history", "[]", "0.30"],
    ["no row for the notice's period", JSON.stringify([{ obdobie: "2025-01", dlh: "-0,30" }]), "0.30"],
    ["the period's debt written as an overpayment", JSON.stringify([{ obdobie: "01/2025", dlh: "0,30" }]), "0.30"],
    ["another amount for the period", JSON.stringify([{ obdobie: "01/2025", dlh: "-0,20" }]), "0.30"],
  ])(
    "the notice asks 0.30 € for 01/2025 and the breakdown shows %s: no total, a note that says why",
    async (_name, totalDebt, asked) => {
      await openTotalDebt({ details: detailsFixture({ totalDebt, actualDebt: 0.3 }) });
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
        "Your total debt: cannot be calculated yet (see the note below)",
      );
      expect(screen.queryByText(/Overpayment in total/)).toBeNull();
      expect(document.querySelector(".dn-card[part=breakdown] .dn-note")?.textContent).toBe(
        `The table above does not show the ${asked}${NBSP_EURO} that this notice asks you to pay for 01/2025. So we cannot work out your total debt here yet. Please contact us to check it.`,
      );
    },
  );

  it("a notice whose period's rows add up to its debt, with other periods beside: the total, and what the notice asks", async () => {
    const totalDebt = JSON.stringify([
      { obdobie: "01/2025", dlh: "-0,50" },
      { obdobie: "01/2025", dlh: "0,20" },
      { obdobie: "02/2025", dlh: "-3,00" },
    ]);
    await openTotalDebt({ details: detailsFixture({ totalDebt, actualDebt: "0,30" }) });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Your total debt: 3.30${NBSP_EURO}`);
    expect(screen.queryByText(/do not show the/)).toBeNull();
    expect(document.querySelector(".dn-total__notice")?.textContent).toMatch(
      new RegExp(`^This notice asks you to pay 0.30${NBSP_EURO} for 01/2025\\. The total above also counts`),
    );
  });

  // The eighth integrator trial: "Your total debt: 113,45 €" right above "Pay debt for 01/2025",
  // which pays 123,45 €, with nothing to say why (a 10 € overpayment in 12/2024).
  it.each([
    [
      "an overpayment elsewhere lowers the total",
      [
        ["12/2024", "10,00"],
        ["01/2025", "-123,45"],
      ],
      "113.45",
    ],
    [
      "a debt elsewhere raises it",
      [
        ["12/2024", "-10,00"],
        ["01/2025", "-123,45"],
      ],
      "133.45",
    ],
  ])("%s: the notice's own amount is said beside the total", async (_, rows, total) => {
    const totalDebt = JSON.stringify(rows.map(([obdobie, dlh]) => ({ obdobie, dlh })));
    await openTotalDebt({ details: detailsFixture({ totalDebt, actualDebt: 123.45 }) });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Your total debt: ${total}${NBSP_EURO}`);
    expect(document.querySelector(".dn-total__notice")?.textContent).toMatch(
      new RegExp(`^This notice asks you to pay 123.45${NBSP_EURO} for 01/2025\\.`),
    );
  });

  it.each([
    [
      "the total is the notice's amount",
      { totalDebt: JSON.stringify([{ obdobie: "01/2025", dlh: "-123,45" }]), actualDebt: 123.45 },
    ],
    ["nothing to pay", { totalDebt: JSON.stringify([{ obdobie: "12/2024", dlh: "-5,00" }]), actualDebt: 0 }],
    [
      "an amount it cannot read",
      { totalDebt: JSON.stringify([{ obdobie: "12/2024", dlh: "-5,00" }]), actualDebt: "a lot" },
    ],
    [
      "no period (a specific symbol)",
      { period: "", totalDebt: JSON.stringify([{ obdobie: "12/2024", dlh: "-5,00" }]) },
    ],
  ])("%s: no word about the notice's amount", async (_, overrides) => {
    await openTotalDebt({ details: detailsFixture(overrides) });
    expect(document.querySelector(".dn-total__notice")).toBeNull();
  });

  it("shows 'Server error' when recording the visit fails, but still shows the breakdown", async () => {
    const gateway = fakeGateway();
    gateway.updateState.mockRejectedValue(gatewayFailure("updateState"));
    await openTotalDebt({ env: { gateway } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Server error");
    expect(screen.getByRole("table")).toBeInTheDocument();
  });
});

describe("thank-you views", () => {
  it("infoWasProvided: says the information was provided, offers contacts and apps, and 'Send information again' returns to the form", async () => {
    const { user, gateway } = renderWidget({ details: detailsFixture({ infoWasProvided: true, clickedOnPay: true }) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you, we have your information" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The information has already been provided\./)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "App for Android" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "App for iPhone (iOS)" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send information again" }));
    // Both flags are reset locally: the form, not the payment thank-you.
    expect(await formShown()).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Explanation of the objection" })).toBeInTheDocument();
    expect(gateway.updateState).not.toHaveBeenCalled();
  });

  it("clickedOnPay: thanks for the payment, offers to pay again and to fill the form again", async () => {
    const stop = (event: Event) => {
      if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
    };
    document.addEventListener("click", stop);
    try {
      const { user, gateway, onEvent } = renderWidget({ details: detailsFixture({ clickedOnPay: true }) });
      expect(
        await screen.findByRole("heading", { level: 1, name: "Thank you for starting your payment" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Did the payment fail or not finish?" })).toBeInTheDocument();

      const retry = screen.getByRole("link", { name: /Pay debt for 01\/2025/ });
      expect(retry).toHaveAttribute("href", "https://pay.example/checkout?id=42");
      expect(retry).toHaveAttribute("target", "_blank");
      expect(retry).toHaveAttribute("rel", "noopener noreferrer");
      await user.click(retry);
      await waitFor(() => expect(gateway.updateState).toHaveBeenCalledTimes(1));
      expect(gateway.updateState.mock.calls[0]?.[0]).toEqual({
        reference: REFERENCE,
        sessionId: "session-7",
        flag: "clickedOnPay",
      });
      expect(onEvent).toHaveBeenCalledWith({ type: "pay" }, REFERENCE);

      await user.click(screen.getByRole("button", { name: "Send information again" }));
      expect(await formShown()).toBeInTheDocument();
    } finally {
      document.removeEventListener("click", stop);
    }
  });

  it("clickedOnPay with an unsafe payment URL shows the contact text instead of a retry link", async () => {
    renderWidget({ details: detailsFixture({ clickedOnPay: true, paymeUrl: "javascript:alert(1)" }) });
    await screen.findByRole("heading", { level: 1, name: "Thank you for starting your payment" });
    expect(screen.queryByRole("link", { name: /Pay debt/ })).toBeNull();
    expect(screen.getByText(/Online payment is not available right now/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send information again" })).toBeInTheDocument();
  });
});
