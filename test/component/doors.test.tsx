import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { detailsFixture, formShown, renderWidget } from "../helpers/render-widget";

const cannotPayDoor = () => screen.getByRole("button", { name: "I can't pay it all now" });
const disagreeDoor = () => screen.getByRole("button", { name: "I disagree / I already paid" });
const objectionHeading = () =>
  screen.getByRole("heading", { level: 2, name: "Do you disagree, or is something wrong?" });

describe("the first screen's three doors (issue 31)", () => {
  it("opens on Pay, paying in parts and disagreeing, right under the amount", async () => {
    renderWidget({ details: detailsFixture({ actualDebt: "1150,75" }) });
    await formShown();
    const doors = screen.getByRole("link", { name: /Pay debt for/ }).parentElement as HTMLElement;
    expect(within(doors).getAllByRole("link").concat(within(doors).getAllByRole("button"))).toHaveLength(3);
    expect(within(doors).getByRole("button", { name: "I can't pay it all now" })).toBeInTheDocument();
    expect(within(doors).getByRole("button", { name: "I disagree / I already paid" })).toBeInTheDocument();
    // The doors sit in the greeting's box, before anything below it.
    expect(doors.closest("[part~='summary']")).not.toBeNull();
  });

  it("each door takes the focus to its section's heading, again on a second press", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "1150,75" }) });
    await formShown();
    await user.click(cannotPayDoor());
    await waitFor(() => expect(screen.getByRole("heading", { name: "Pay in instalments" })).toHaveFocus());
    await user.click(disagreeDoor());
    await waitFor(() => expect(objectionHeading()).toHaveFocus());
    await user.click(cannotPayDoor());
    await waitFor(() => expect(screen.getByRole("heading", { name: "Pay in instalments" })).toHaveFocus());
  });

  it("at 100 € or less paying in parts still has a door: the contacts, what to tell them, and that the debt stands", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "40,00", icp: "9012345678" }) });
    await formShown();
    await user.click(cannotPayDoor());
    const heading = screen.getByRole("heading", { name: "If you can't pay it all now" });
    await waitFor(() => expect(heading).toHaveFocus());
    const section = heading.closest("section") as HTMLElement;
    expect(section).toHaveTextContent("Tell us your IČP, 9012345678, and how much you can pay and when.");
    expect(section).toHaveTextContent("Until we agree otherwise, the whole amount stays due.");
    // The contacts are one tap away, in the one contact box (no second phone link for tests or readers to trip on).
    await user.click(within(section).getByRole("button", { name: "Call or write to us" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Contact us" })).toHaveFocus());
    expect(screen.getAllByRole("link", { name: "0800 100 200" })).toHaveLength(1);
    // The spec's calendar is for more than 100 € only.
    expect(screen.queryByRole("link", { name: /calendar/ })).toBeNull();
  });

  // The third integrator trial: with no contacts configured the button went nowhere (focus stayed put).
  it("with no contacts configured, 'Call or write to us' is text, not a button that goes nowhere; the host is told once", async () => {
    const { env } = renderWidget({
      demoConfig: false,
      options: { config: { providerName: "Poisťovňa" } },
      details: detailsFixture({ actualDebt: "40,00", icp: "9012345678" }),
    });
    await formShown();
    const heading = screen.getByRole("heading", { name: "If you can't pay it all now" });
    const section = heading.closest("section") as HTMLElement;
    expect(section).toHaveTextContent("Call or write to us. Tell us your IČP, 9012345678");
    expect(within(section).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Contact us" })).toBeNull();
    const said = env.log.mock.calls.map(([message]) => String(message));
    expect(said.filter((m) => m.includes('no "phone", "email" or "inPerson" in config'))).toHaveLength(1);
  });

  it("with nothing to pay there is no Pay and no paying in parts; disagreeing stays", async () => {
    renderWidget({ details: detailsFixture({ actualDebt: "0,00" }) });
    await formShown();
    expect(screen.queryByRole("link", { name: /Pay debt for/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "I can't pay it all now" })).toBeNull();
    expect(screen.queryByRole("heading", { name: /Pay in instalments|If you can't pay it all now/ })).toBeNull();
    expect(disagreeDoor()).toBeInTheDocument();
  });

  it("'I cannot pay it all now' is no longer an objection reason; the form points to the instalments instead", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "1150,75" }) });
    await formShown();
    expect(screen.queryByRole("radio", { name: /cannot pay/i })).toBeNull();
    const form = objectionHeading().closest("section") as HTMLElement;
    expect(form).toHaveTextContent(
      "Even if you write to us about it here, the whole amount stays due until we agree otherwise.",
    );
    await user.click(within(form).getByRole("button", { name: "see what you can do" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Pay in instalments" })).toHaveFocus());
  });

  it("from the total-debt page a door goes back to the notice and to its section, not to the total's button", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "1150,75" }) });
    await formShown();
    await user.click(screen.getByRole("button", { name: "Show your total debt" }));
    await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ });
    expect(screen.getByRole("link", { name: /Pay debt for/ })).toBeInTheDocument();
    await user.click(disagreeDoor());
    await formShown();
    await waitFor(() => expect(objectionHeading()).toHaveFocus());
    expect(screen.getByRole("button", { name: "Show your total debt" })).not.toHaveFocus();
  });

  it("the Back button alone still returns to the total's button (no door pending)", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "1150,75" }) });
    await formShown();
    await user.click(cannotPayDoor());
    await user.click(screen.getByRole("button", { name: "Show your total debt" }));
    await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ });
    await user.click(screen.getByRole("button", { name: "Back to previous page" }));
    await formShown();
    await waitFor(() => expect(screen.getByRole("button", { name: "Show your total debt" })).toHaveFocus());
  });
});

describe("how to check that the page is ours, near the top", () => {
  it("names the insurer's domain in the greeting's box", async () => {
    renderWidget({ options: { config: { trust: { domain: "www.insurer.example" } } } });
    await formShown();
    const line = screen.getByText(/Are you really on our page\?/);
    expect(line).toHaveTextContent(
      "Are you really on our page? The address bar must show exactly the domain www.insurer.example.",
    );
    expect(line.closest("[part~='summary']")).not.toBeNull();
  });

  it("'How to check' opens the full explanation lower on the page, its heading's button focused", async () => {
    const { user } = renderWidget({ options: { config: { trust: { domain: "www.insurer.example" } } } });
    await formShown();
    const toggle = screen.getByRole("button", { name: "Is this page genuine? What happens next?" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // What a screen reader says as the focus lands: the button already expanded, not "collapsed".
    const expandedOnFocus: (string | null)[] = [];
    toggle.addEventListener("focus", () => expandedOnFocus.push(toggle.getAttribute("aria-expanded")));
    await user.click(screen.getByRole("button", { name: "How to check" }));
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(expandedOnFocus).toEqual(["true"]);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { level: 3, name: "How to check that this page is ours" })).toBeInTheDocument();
    // A second press keeps it open (it leads there; it does not fold it).
    await user.click(screen.getByRole("button", { name: "How to check" }));
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  it("without a domain it sends the debtor to a number they have from elsewhere, not one on this page; with the trust panel off, nothing", async () => {
    const { unmount } = renderWidget({ options: { config: { trust: {}, phone: "0800 1" } } });
    await formShown();
    const line = screen.getByText(/Not sure this page is ours\?/);
    expect(line).toHaveTextContent(
      "Call us on the number on your insurance card or in our letter, not one from a message.",
    );
    // A number on the page would prove nothing: a copy of the page would show its own.
    expect(line).not.toHaveTextContent("0800 1");
    unmount();
    renderWidget({ options: { config: { trust: { domain: "www.insurer.example" }, showTrustPanel: false } } });
    await formShown();
    expect(screen.queryByText(/Are you really on our page\?|Not sure this page is ours\?/)).toBeNull();
  });
});

describe("after Pay (the payment's outcome unknown)", () => {
  it("paying in parts and the check that the page is ours are still there for a debtor who only looked", async () => {
    const { user } = renderWidget({ details: detailsFixture({ actualDebt: "1150,75", clickedOnPay: true }) });
    await screen.findByRole("heading", { level: 1, name: "Thank you for starting your payment" });
    expect(await screen.findByRole("heading", { name: "Pay in instalments" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /calendar/ })).toBeInTheDocument();
    expect(screen.getByText(/Are you really on our page\?/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "How to check" }));
    const toggle = screen.getByRole("button", { name: "Is this page genuine? What happens next?" });
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Its help names "the form on this page", which is not on this view: left out here.
    expect(screen.queryByRole("heading", { level: 3, name: "Where to get help" })).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "If the debt stays unpaid" })).toBeInTheDocument();
  });
});
