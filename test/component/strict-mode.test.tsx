import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DebtDetails } from "../../src/domain/gateway-contract";
import {
  deferred,
  detailsFixture,
  fakeGateway,
  FORM_HEADING,
  formShown,
  gatewayFailure,
  REFERENCE,
  renderWidget,
} from "../helpers/render-widget";

// mount() renders inside <StrictMode>: React runs effects twice in development, and
// @xstate/react stops and restarts the actor in between.
describe("under StrictMode", () => {
  it("loads once per live actor and shows the form", async () => {
    const { gateway, onEvent, root } = renderWidget({ strict: true });
    expect(await formShown()).toBeInTheDocument();
    expect(screen.getByText("Dear Mr Ján Novák,")).toBeInTheDocument();
    expect(root().getAttribute("lang")).toBe("en");
    // At most the dev-only double invocation; never a loop.
    expect(gateway.getDetails.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(gateway.getDetails.mock.calls.length).toBeLessThanOrEqual(2);
    // Every earlier request is aborted: only one can still land.
    const live = gateway.getDetails.mock.calls.filter(([, signal]) => !signal?.aborted);
    expect(live).toHaveLength(1);
    expect(live[0]?.[0]).toEqual({ reference: REFERENCE, mobile: false });
    // The page reports itself loaded once.
    await waitFor(() => expect(onEvent.mock.calls.filter(([e]) => e.type === "loaded")).toHaveLength(1));
  });

  it("a late answer from an aborted first request does not disturb the page", async () => {
    const first = deferred<DebtDetails>();
    const gateway = fakeGateway();
    gateway.getDetails.mockReturnValueOnce(first.promise);
    const { onEvent } = renderWidget({ strict: true, env: { gateway } });
    if (gateway.getDetails.mock.calls.length < 2) {
      // No double invocation in this React build: resolve the only request and check the form.
      await act(async () => first.resolve(detailsFixture()));
    }
    await formShown();
    await act(async () => first.reject(gatewayFailure("getDetails")));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("heading", { level: 1, name: FORM_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onEvent.mock.calls.some(([e]) => e.type === "failed")).toBe(false);
  });

  it("sends a comment exactly once", async () => {
    const { user, gateway, env } = renderWidget({ strict: true });
    await formShown();
    await user.type(screen.getByRole("textbox", { name: "Explanation of the objection" }), "once");
    await user.click(screen.getByRole("button", { name: /Send/ }));
    await screen.findByRole("heading", { level: 1, name: "Thank you, we have your information" });
    expect(env.getCaptchaToken).toHaveBeenCalledTimes(1);
    expect(gateway.uploadComment).toHaveBeenCalledTimes(1);
  });

  it("shows one toast for one failure", async () => {
    const gateway = fakeGateway();
    gateway.getDetails.mockRejectedValue(gatewayFailure("getDetails"));
    renderWidget({ strict: true, env: { gateway } });
    await screen.findByText("404 - There is nothing in here");
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(1));
  });
});
