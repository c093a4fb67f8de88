import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPathHistory } from "../../src/browser/history";
import { selectComment } from "../../src/machine/debt-notice.selectors";
import { manualScheduler } from "../helpers/manual-scheduler";
import { deferred, detailsFixture, fakeGateway, formShown, memoryDrafts, renderWidget } from "../helpers/render-widget";

let startUrl: string;
beforeEach(() => {
  startUrl = window.location.href;
});
afterEach(() => {
  window.history.replaceState(null, "", startUrl);
});

function pathWidget(path: string, settings: Parameters<typeof renderWidget>[0] = {}) {
  window.history.replaceState(null, "", path);
  return renderWidget({
    ...settings,
    options: { reference: null, routing: "path", ...settings.options },
    env: { history: createPathHistory("/"), ...settings.env },
  });
}

describe("path routing", () => {
  it("reads the reference and m=1 from the URL and pushes the total-debt view; Back returns", async () => {
    const { user, gateway } = pathWidget("/PATH-REF?m=1");
    await formShown();
    expect(gateway.getDetails).toHaveBeenCalledWith({ reference: "PATH-REF", mobile: true }, expect.any(AbortSignal));
    expect(gateway.getPreferredLanguage).toHaveBeenCalledWith("PATH-REF", expect.any(AbortSignal));

    await user.click(screen.getByRole("button", { name: /total debt/ }));
    await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ });
    expect(window.location.pathname).toBe("/PATH-REF/celkovy-dlh");

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await formShown()).toBeInTheDocument();
    expect(window.location.pathname).toBe("/PATH-REF");

    await user.click(screen.getByRole("button", { name: /total debt/ }));
    await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ });
    await user.click(screen.getByRole("button", { name: "Back to previous page" }));
    await formShown();
    expect(window.location.pathname).toBe("/PATH-REF");
    expect(gateway.getDetails).toHaveBeenCalledTimes(1);
  });

  it("Back to another debtor's link while typed text waits for an idle moment: it stays the first debtor's", async () => {
    window.history.replaceState(null, "", "/DEBTOR-B");
    window.history.pushState(null, "", "/DEBTOR-A");
    const idle = manualScheduler();
    const drafts = memoryDrafts();
    const { user, session } = renderWidget({
      options: { reference: null, routing: "path" },
      env: { history: createPathHistory("/"), idle, drafts },
    });
    const field = await screen.findByRole("textbox", { name: "Explanation of the objection" });
    await user.type(field, "Zaplatila som");
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    await waitFor(() => expect(window.location.pathname).toBe("/DEBTOR-B"));
    act(() => idle.idle());
    expect(drafts.saved.get("DEBTOR-A")).toBe("Zaplatila som");
    expect(drafts.saved.get("DEBTOR-B")).toBeUndefined();
    expect(selectComment(session.actor.getSnapshot())).toBe("");
    expect(await screen.findByRole("textbox", { name: "Explanation of the objection" })).toHaveValue("");
  });

  it("Back and Forward between two debtors' links: each with their own language, text and events", async () => {
    window.history.replaceState(null, "", "/DEBTOR-B");
    window.history.pushState(null, "", "/DEBTOR-A");
    const drafts = memoryDrafts({ "DEBTOR-B": "Це не мій борг." });
    const gateway = fakeGateway(detailsFixture(), "en");
    gateway.getPreferredLanguage.mockImplementation(async (reference: string) =>
      reference === "DEBTOR-B" ? "ua" : "en",
    );
    const { user, onEvent } = renderWidget({
      options: { reference: null, routing: "path" },
      env: { history: createPathHistory("/"), drafts, gateway },
    });
    const field = await screen.findByRole("textbox", { name: "Explanation of the objection" });
    await user.type(field, "I paid in March");
    await waitFor(() => expect(drafts.saved.get("DEBTOR-A")).toBe("I paid in March"));

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    // B's own preferred language, and B's own draft in the field.
    await waitFor(() =>
      expect(gateway.getPreferredLanguage).toHaveBeenLastCalledWith("DEBTOR-B", expect.any(AbortSignal)),
    );
    expect(await screen.findByRole("textbox", { name: "Пояснення до заперечення" })).toHaveValue("Це не мій борг.");
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: "loaded", view: "home" }), "DEBTOR-B"),
    );

    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await screen.findByRole("textbox", { name: "Explanation of the objection" })).toHaveValue("I paid in March");
    const loads = onEvent.mock.calls.filter(([event]) => event.type === "loaded").map(([, reference]) => reference);
    expect(loads).toEqual(["DEBTOR-A", "DEBTOR-B", "DEBTOR-A"]);
  });

  it("opens the total-debt page directly, loading the details with the reference only", async () => {
    const { gateway, onEvent } = pathWidget("/PATH-REF/celkovy-dlh");
    expect(await screen.findByRole("heading", { level: 1, name: /^Your total debt:/ })).toBeInTheDocument();
    expect(gateway.getDetails).toHaveBeenCalledWith({ reference: "PATH-REF" }, expect.any(AbortSignal));
    expect(onEvent).toHaveBeenCalledWith({ type: "loaded", view: "totalDebt" }, "PATH-REF");
  });

  it("shows the 404 message for an unknown path without calling the gateway", async () => {
    const { gateway, user } = pathWidget("/PATH-REF/something-else");
    await user.selectOptions(await screen.findByRole("combobox"), "en");
    expect(
      await screen.findByRole("heading", { level: 1, name: "404 - There is nothing in here" }),
    ).toBeInTheDocument();
    expect(gateway.getDetails).not.toHaveBeenCalled();
  });

  it("with ?pay marks clickedOnPay and then leaves for the payment page", async () => {
    const mark = deferred<void>();
    const gateway = fakeGateway();
    gateway.updateState.mockReturnValue(mark.promise);
    const { env, onEvent } = pathWidget("/PATH-REF?pay", { env: { gateway } });
    expect(await screen.findByText("Opening the payment page…")).toBeInTheDocument();
    await waitFor(() =>
      expect(gateway.updateState).toHaveBeenCalledWith(
        { reference: "PATH-REF", sessionId: "session-7", flag: "clickedOnPay" },
        expect.any(AbortSignal),
      ),
    );
    expect(env.navigate).not.toHaveBeenCalled();
    await act(async () => mark.resolve());
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith("https://pay.example/checkout?id=42"));
    expect(onEvent).toHaveBeenCalledWith({ type: "pay" }, "PATH-REF");
  });

  // With no safe payment link there is nowhere to send the debtor: the page is shown instead,
  // nothing is marked and nothing is opened.
  it("with ?pay and an unsafe payment URL shows the page instead of a redirect overlay", async () => {
    const { env } = pathWidget("/PATH-REF?pay", { details: detailsFixture({ paymeUrl: "javascript:alert(1)" }) });
    expect(await screen.findByText(/Online payment is not available right now/)).toBeInTheDocument();
    expect(screen.queryByText("Opening the payment page…")).toBeNull();
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.gateway.updateState).not.toHaveBeenCalled();
  });
});
