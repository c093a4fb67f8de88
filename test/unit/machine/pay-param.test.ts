import { describe, expect, it } from "vitest";
import { selectPaymentUrl, selectScreen, selectUsesCaptcha } from "../../../src/machine/debt-notice.selectors";
import { selectNoticeLink } from "../../../src/machine/reminder.selectors";
import {
  OTHER_REF,
  REF,
  failure,
  homeRoute,
  makeDetails,
  startLoadedHome,
  startMachine,
} from "../../helpers/machine-harness";

describe("the pay query parameter", () => {
  it("marks clickedOnPay, then leaves for the payment link", async () => {
    const h = startMachine({ payRequested: true });
    const details = makeDetails({ paymeUrl: "https://pay.example.test/p/xyz", sessionId: "session-9" });
    await h.fetchDetails.resolve(details);

    expect(selectScreen(h.snapshot)).toBe("redirecting");
    expect(h.markState.inputs).toStrictEqual([{ reference: REF, sessionId: "session-9", flag: "clickedOnPay" }]);
    expect(h.actions.redirectToPayment).not.toHaveBeenCalled();
    expect(h.emittedOf("pay")).toEqual([]);

    await h.markState.resolve(undefined);
    expect(h.actions.redirectToPayment).toHaveBeenCalledExactlyOnceWith({ url: "https://pay.example.test/p/xyz" });
    expect(h.snapshot.context.clickedOnPay).toBe(true);
    expect(h.emittedOf("pay")).toEqual([{ type: "pay" }]);
    expect(selectScreen(h.snapshot)).toBe("redirecting");
  });

  it("with the host's payment origins, a payment link elsewhere is neither opened nor offered", async () => {
    const h = startMachine({ payRequested: true, paymentOrigins: ["https://pay.provider.example"] });
    await h.fetchDetails.resolve(makeDetails({ paymeUrl: "https://pay.evil.example/checkout" }));
    expect(h.markState.calls).toHaveLength(0);
    expect(h.actions.redirectToPayment).not.toHaveBeenCalled();
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(selectPaymentUrl(h.snapshot)).toBeNull();
  });

  it("with the host's payment origins, a payment link on one of them is followed", async () => {
    const h = startMachine({ payRequested: true, paymentOrigins: ["https://pay.provider.example"] });
    await h.fetchDetails.resolve(makeDetails({ paymeUrl: "https://pay.provider.example/checkout?id=7" }));
    await h.markState.resolve(undefined);
    expect(h.actions.redirectToPayment).toHaveBeenCalledExactlyOnceWith({
      url: "https://pay.provider.example/checkout?id=7",
    });
  });

  it("takes pay out of the address before leaving, so Back does not pay again", async () => {
    const h = startMachine({ payRequested: true });
    await h.fetchDetails.resolve(makeDetails());
    expect(h.actions.forgetPayParameter).toHaveBeenCalledTimes(1);
    await h.markState.resolve(undefined);
    expect(h.actions.redirectToPayment).toHaveBeenCalledTimes(1);
  });

  it("back from the payment page out of the back/forward cache: the paid view, not the overlay", async () => {
    const h = startMachine({ payRequested: true });
    await h.fetchDetails.resolve(makeDetails());
    await h.markState.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("redirecting");
    h.send({ type: "page.restored" });
    expect(selectScreen(h.snapshot)).toBe("payClicked");
  });

  it("leaves for the payment link also when marking fails, without a toast", async () => {
    const h = startMachine({ payRequested: true });
    await h.fetchDetails.resolve(makeDetails());
    await h.markState.reject(failure("server"));

    expect(h.actions.redirectToPayment).toHaveBeenCalledExactlyOnceWith({ url: makeDetails().paymeUrl });
    expect(h.actions.logFailure).toHaveBeenCalledWith({ call: "updateState", code: "server" });
    expect(h.snapshot.context.clickedOnPay).toBe(false);
    expect(h.emittedOf("pay")).toEqual([{ type: "pay" }]);
    expect(h.emittedOf("notify")).toEqual([]);
  });

  for (const paymeUrl of [null, "javascript:alert(1)", "http://evil.example/pay"]) {
    it(`without a safe payment link (${String(paymeUrl)}) shows the page: no mark, no redirect`, async () => {
      const h = startMachine({ payRequested: true });
      await h.fetchDetails.resolve(makeDetails({ paymeUrl }));
      expect(selectScreen(h.snapshot)).toBe("form");
      expect(h.markState.calls).toHaveLength(0);
      expect(h.actions.redirectToPayment).not.toHaveBeenCalled();
      expect(h.snapshot.context.payRequested).toBe(false);
      expect(h.actions.forgetPayParameter).toHaveBeenCalledTimes(1);
    });
  }

  it("is honoured once: another debtor reached later is not sent to payment", async () => {
    const h = startMachine({ payRequested: true });
    await h.fetchDetails.resolve(makeDetails());
    await h.markState.resolve(undefined);
    h.send({ type: "form.fillAgain" });

    h.popstate(homeRoute(OTHER_REF));
    await h.fetchDetails.resolve(makeDetails({ sessionId: "session-2" }));
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.markState.calls).toHaveLength(1);
    expect(h.actions.redirectToPayment).toHaveBeenCalledTimes(1);
  });

  it("does nothing on the total-debt page", async () => {
    const h = startMachine({ payRequested: true, route: { view: "totalDebt", reference: REF } });
    await h.fetchDetails.resolve(makeDetails());
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
    expect(h.markState.calls).toHaveLength(0);
  });

  it("the host's new settings apply to the running session: payment origins, notice link, mobile, captcha", async () => {
    const h = await startLoadedHome({ paymeUrl: "https://pay.evil.example/checkout" });
    expect(selectPaymentUrl(h.snapshot)).toBe("https://pay.evil.example/checkout");
    expect(selectUsesCaptcha(h.snapshot)).toBe(false);
    h.send({
      type: "host.settingsChange",
      paymentOrigins: ["https://pay.provider.example"],
      noticeLink: { template: "https://portal.example/dlh/{reference}" },
      mobile: true,
      usesCaptcha: true,
      objectionKeySent: true,
    });
    // A link elsewhere is no longer offered, with no new start-up call.
    expect(selectPaymentUrl(h.snapshot)).toBeNull();
    expect(selectNoticeLink(h.snapshot)).toBe(`https://portal.example/dlh/${REF}`);
    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(h.snapshot.context.mobile).toBe(true);
    expect(selectUsesCaptcha(h.snapshot)).toBe(true);
  });
});
