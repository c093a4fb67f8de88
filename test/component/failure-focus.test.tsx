import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeGateway, formShown, gatewayFailure, renderWidget } from "../helpers/render-widget";

// Issue 26/33: after a failure the keyboard and the screen reader go on from where the debtor
// was, and the failure is said (a live region), never only in a toast that vanishes.
const field = () => screen.getByRole("textbox", { name: "Explanation of the objection" });
const sendButton = () => screen.getByRole("button", { name: /Send explanation|Sending/ });

describe("a failure keeps the debtor's place and is said", () => {
  it("a send the gateway refuses: the focus stays on Send, busy meanwhile, and the form says why in a live region", async () => {
    const gateway = fakeGateway();
    const answer = deferred<void>();
    gateway.uploadComment.mockImplementationOnce(() => answer.promise);
    const { user } = renderWidget({ env: { gateway } });
    await formShown();
    await user.type(field(), "I paid in March");
    await user.click(sendButton());
    expect(sendButton()).toHaveFocus();
    expect(sendButton()).toHaveAttribute("aria-disabled", "true");
    await act(async () => answer.reject(gatewayFailure("uploadComment", "badRequest")));
    expect(sendButton()).toHaveFocus();
    expect(sendButton()).not.toHaveAttribute("aria-disabled");
    const message = await screen.findByText(/Your explanation was not sent because of a connection or server problem/);
    expect(message).toHaveAttribute("role", "status");
  });

  it("a captcha that cannot run: focus on Send, the message in a live region", async () => {
    const { user, env } = renderWidget();
    env.getCaptchaToken.mockRejectedValueOnce(Object.assign(new Error("captcha"), { code: "loadFailed" }));
    await formShown();
    await user.type(field(), "I paid in March");
    await user.click(sendButton());
    const message = await screen.findByText(/We could not verify that you are not a robot/, { selector: "form p" });
    expect(message).toHaveAttribute("role", "status");
    expect(sendButton()).toHaveFocus();
  });

  it("Stop once every byte had left: the Stop button goes, the focus goes to what the page now says", async () => {
    const gateway = fakeGateway();
    let report: ((sent: number, total: number) => void) | undefined;
    gateway.uploadComment.mockImplementationOnce((_body, _signal, onProgress) => {
      report = onProgress;
      return new Promise(() => undefined);
    });
    const check = deferred<never>();
    const { user } = renderWidget({ env: { gateway } });
    await formShown();
    gateway.getDetails.mockImplementationOnce(() => check.promise);
    await user.type(field(), "I paid in March");
    await user.click(sendButton());
    await screen.findByRole("progressbar", { name: "Sending your explanation" });
    act(() => report!(100, 100));
    await user.click(screen.getByRole("button", { name: "Stop sending" }));
    const note = await screen.findByText(/We are checking whether it reached us/);
    expect(note.closest("[tabindex='-1']")).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
