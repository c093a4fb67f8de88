import { describe, expect, it } from "vitest";
import { selectForm, selectScreen } from "../../../src/machine/debt-notice.selectors";
import {
  OTHER_REF,
  failure,
  REF,
  homeRoute,
  settle,
  makeAttachment,
  makeDetails,
  makeFile,
  notFoundRoute,
  startLoadedHome,
  startMachine,
  totalDebtRoute,
} from "../../helpers/machine-harness";

describe("races and cancellation", () => {
  it("leaving the total-debt page while it loads aborts the call; its late answer changes nothing", async () => {
    const h = startMachine({ route: totalDebtRoute() });
    const totalDebtLoad = h.fetchDetails.last;
    h.popstate(homeRoute());
    expect(totalDebtLoad.signal.aborted).toBe(true);
    expect(h.fetchDetails.inputs).toStrictEqual([{ reference: REF }, { reference: REF, mobile: false }]);

    await h.fetchDetails.resolve(makeDetails({ name: "stale" }), totalDebtLoad);
    expect(h.snapshot.context.details).toBeNull();
    expect(selectScreen(h.snapshot)).toBe("loading");
    expect(h.emittedOf("loaded")).toEqual([]);

    await h.fetchDetails.resolve(makeDetails({ name: "fresh" }));
    expect(h.snapshot.context.details?.name).toBe("fresh");
    expect(h.emittedOf("loaded")).toEqual([{ type: "loaded", view: "home" }]);
  });

  it("totalDebt.back while the breakdown loads goes home and loads with mobile", async () => {
    const h = startMachine({ route: totalDebtRoute(), mobile: true });
    const first = h.fetchDetails.last;
    h.send({ type: "totalDebt.back" });
    expect(first.signal.aborted).toBe(true);
    expect(h.fetchDetails.last.input).toStrictEqual({ reference: REF, mobile: true });
    await h.fetchDetails.resolve(makeDetails());
    expect(selectScreen(h.snapshot)).toBe("form");
  });

  it("a late failure of an abandoned load does not show not-found", async () => {
    const h = startMachine();
    const first = h.fetchDetails.last;
    h.popstate(homeRoute(OTHER_REF));
    expect(first.signal.aborted).toBe(true);
    await h.fetchDetails.reject(new Error("aborted"), first);
    expect(selectScreen(h.snapshot)).toBe("loading");
    expect(h.emittedOf("notify")).toEqual([]);
    await h.fetchDetails.resolve(makeDetails());
    expect(selectScreen(h.snapshot)).toBe("form");
  });

  it("leaving for a not-found path while loading aborts the load", async () => {
    const h = startMachine();
    const load = h.fetchDetails.last;
    h.popstate(notFoundRoute());
    expect(load.signal.aborted).toBe(true);
    await h.fetchDetails.resolve(makeDetails(), load);
    expect(selectScreen(h.snapshot)).toBe("notFound");
    expect(h.snapshot.context.details).toBeNull();
  });

  it("Back while a file is checked keeps checking it: the file is attached when the debtor returns", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    const read = h.readAttachment.last;
    h.popstate(totalDebtRoute());
    expect(read.signal.aborted).toBe(false);
    const attachment = makeAttachment();
    await h.readAttachment.resolve(attachment, read);
    h.popstate(homeRoute());
    expect(selectForm(h.snapshot)).toMatchObject({ isReadingAttachment: false, attachment });
  });

  it("Back while the comment uploads lets it finish: stored once, Forward shows the thank-you view", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "keep me" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    const upload = h.uploadComment.last;
    h.popstate(totalDebtRoute());
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
    expect(upload.signal.aborted).toBe(false);
    await h.uploadComment.resolve(undefined, upload);
    expect(h.emittedOf("commentSent")).toEqual([{ type: "commentSent", withAttachment: false }]);
    h.popstate(homeRoute());
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.uploadComment.calls).toHaveLength(1);
    expect(h.actions.clearDraft).toHaveBeenCalledOnce();
  });

  it("Back during a failing upload: the debtor finds the comment and the alert on return", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "keep me" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    h.popstate(totalDebtRoute());
    await h.uploadComment.reject(failure("server"));
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
    h.popstate(homeRoute());
    expect(selectForm(h.snapshot)).toMatchObject({ comment: "keep me", isSending: false, uploadFailed: true });
  });

  it("another debtor's page abandons the objection in flight: nothing is sent for either", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "for REF-1" });
    h.send({ type: "comment.submit" });
    const captcha = h.getCaptchaToken.last;
    h.popstate(homeRoute(OTHER_REF));
    expect(captcha.signal.aborted).toBe(true);
    await h.getCaptchaToken.resolve("token", captcha);
    expect(h.uploadComment.calls).toHaveLength(0);
    await h.fetchDetails.resolve(makeDetails({ sessionId: "session-2" }));
    expect(selectForm(h.snapshot)).toMatchObject({ comment: "", isSending: false });
  });

  it("stopping the actor (element removed) aborts every call in flight and stops watching the route", async () => {
    const h = startMachine();
    await h.fetchDetails.resolve(makeDetails());
    h.send({ type: "language.change", language: "ua" }); // cancels loadLanguage, starts saveLanguage
    h.send({ type: "pay.click" });
    h.send({ type: "calendar.click" });
    h.send({ type: "comment.change", value: "objection" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");

    const inFlight = [h.saveLanguage.last, h.markState.calls[0], h.markState.calls[1], h.uploadComment.last];
    expect(inFlight.every((call) => call !== undefined && !call.signal.aborted)).toBe(true);
    expect(h.isWatchingRoute).toBe(true);

    const pending = [
      h.saveLanguage,
      h.markState,
      h.uploadComment,
      h.fetchDetails,
      h.loadLanguage,
      h.getCaptchaToken,
      h.readAttachment,
    ]
      .flatMap((stub: { pending: { signal: AbortSignal }[] }) => stub.pending)
      .filter((call) => !call.signal.aborted);
    expect(pending).toHaveLength(4);
    h.stop();
    expect(pending.every((call) => call.signal.aborted)).toBe(true);
    expect(h.isWatchingRoute).toBe(false);

    for (const call of inFlight) call?.resolve(undefined);
    await settle();
    expect(h.snapshot.status).toBe("stopped");
    expect(h.snapshot.context.clickedOnPay).toBe(false);
    expect(h.emittedOf("commentSent")).toEqual([]);
  });

  it("stopping during the first load aborts both the details and the language calls", () => {
    const h = startMachine();
    const signals = h.allSignals();
    expect(signals).toHaveLength(2);
    h.stop();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});
