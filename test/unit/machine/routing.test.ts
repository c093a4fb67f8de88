import { describe, expect, it } from "vitest";
import { selectLoadIsSlow, selectLoadProblem, selectScreen } from "../../../src/machine/debt-notice.selectors";
import {
  OTHER_REF,
  REF,
  failure,
  homeRoute,
  makeAttachment,
  makeDetails,
  makeFile,
  notFoundRoute,
  startLoadedHome,
  startMachine,
  totalDebtRoute,
} from "../../helpers/machine-harness";

describe("routing", () => {
  it("the not-found route shows the not-found message without any gateway call", () => {
    const h = startMachine({ route: notFoundRoute() });
    expect(h.snapshot.matches({ page: "notFound" })).toBe(true);
    expect(selectScreen(h.snapshot)).toBe("notFound");
    expect(h.fetchDetails.calls).toHaveLength(0);
    expect(h.emittedOf("loaded")).toEqual([{ type: "loaded", view: "notFound" }]);
  });

  for (const route of [homeRoute(), totalDebtRoute()]) {
    it(`${route.view}: a load unanswered after 8 s says the connection seems slow, and goes on waiting`, async () => {
      const h = startMachine({ route });
      h.clock.increment(7_999);
      expect(selectLoadIsSlow(h.snapshot)).toBe(false);
      h.clock.increment(1);
      expect(selectLoadIsSlow(h.snapshot)).toBe(true);
      expect(selectScreen(h.snapshot)).toBe("loading");
      expect(h.fetchDetails.calls).toHaveLength(1);
      await h.fetchDetails.resolve(makeDetails());
      expect(selectLoadIsSlow(h.snapshot)).toBe(false);
      expect(selectScreen(h.snapshot)).not.toBe("loading");
    });
  }

  it("a home or total-debt route without a reference is not found either", () => {
    for (const route of [homeRoute(null), totalDebtRoute(null)]) {
      const h = startMachine({ route });
      expect(selectScreen(h.snapshot)).toBe("notFound");
      expect(h.fetchDetails.calls).toHaveLength(0);
      h.stop();
    }
  });

  for (const mobile of [false, true]) {
    it(`home loads the details with { reference, mobile: ${mobile} }`, async () => {
      const h = startMachine({ route: homeRoute(), mobile });
      expect(selectScreen(h.snapshot)).toBe("loading");
      expect(h.fetchDetails.inputs).toStrictEqual([{ reference: REF, mobile }]);
      expect(h.emittedOf("loaded")).toEqual([]);

      const details = makeDetails();
      await h.fetchDetails.resolve(details);
      expect(selectScreen(h.snapshot)).toBe("form");
      expect(h.snapshot.context.details).toEqual(details);
      expect(h.emittedOf("loaded")).toEqual([{ type: "loaded", view: "home" }]);
    });
  }

  it("the total-debt page entered directly loads with { reference } only", async () => {
    const h = startMachine({ route: totalDebtRoute(), mobile: true });
    expect(selectScreen(h.snapshot)).toBe("loading");
    expect(h.fetchDetails.inputs).toStrictEqual([{ reference: REF }]);
    expect(Object.keys(h.fetchDetails.last.input)).toEqual(["reference"]);

    await h.fetchDetails.resolve(makeDetails());
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
    expect(h.emittedOf("loaded")).toEqual([{ type: "loaded", view: "totalDebt" }]);
  });

  it("Back/Forward between the views of one debtor moves without refetching or pushing", async () => {
    const h = await startLoadedHome();
    expect(h.isWatchingRoute).toBe(true);

    h.popstate(totalDebtRoute());
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
    expect(h.snapshot.context.route).toEqual(totalDebtRoute());

    h.popstate(homeRoute());
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.snapshot.context.route).toEqual(homeRoute());

    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(h.actions.pushRoute).not.toHaveBeenCalled();
  });

  it("Back/Forward to another reference forgets the previous debtor and reloads", async () => {
    const h = await startLoadedHome({ infoWasProvided: true, clickedOnPay: true });
    h.send({ type: "form.fillAgain" });
    h.send({ type: "comment.change", value: "meant for REF-1" });
    h.send({ type: "attachment.select", file: makeFile() });
    const attachment = makeAttachment();
    await h.readAttachment.resolve(attachment);
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.reject(failure("captcha"));
    expect(h.snapshot.context.failure).not.toBeNull();

    h.popstate(homeRoute(OTHER_REF));
    expect(h.snapshot.context).toMatchObject({
      route: homeRoute(OTHER_REF),
      details: null,
      infoWasProvided: false,
      clickedOnPay: false,
      comment: "",
      attachment: null,
      attachmentError: null,
      submitAttempted: false,
      failure: null,
      loadFailure: null,
    });
    expect(h.actions.revokeAttachmentUrl).toHaveBeenLastCalledWith({ url: attachment.objectUrl });
    expect(selectScreen(h.snapshot)).toBe("loading");
    expect(h.fetchDetails.inputs).toStrictEqual([
      { reference: REF, mobile: false },
      { reference: OTHER_REF, mobile: false },
    ]);

    const other = makeDetails({ name: "Eva Nová", sessionId: "session-2", clickedOnPay: true });
    await h.fetchDetails.resolve(other);
    expect(h.snapshot.context.details).toEqual(other);
    expect(selectScreen(h.snapshot)).toBe("payClicked");
  });

  it("Back/Forward to a path that is not a route shows the not-found message", async () => {
    const h = await startLoadedHome();
    h.popstate(notFoundRoute());
    expect(selectScreen(h.snapshot)).toBe("notFound");
    expect(h.snapshot.context.details).toBeNull();
    expect(h.emittedOf("loaded").map((event) => event.view)).toEqual(["home", "notFound"]);
  });

  it("a popstate for the route already shown (a #fragment link of the host) changes nothing", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "My objection" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    const upload = h.uploadComment.last;

    h.popstate(homeRoute());
    expect(upload.signal.aborted).toBe(false);
    expect(h.snapshot.matches({ objection: { sending: "uploading" } })).toBe(true);
    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.fetchDetails.calls).toHaveLength(1);
  });

  it("totalDebt.open pushes the route and shows the breakdown without refetching", async () => {
    const h = await startLoadedHome();
    h.send({ type: "totalDebt.open" });
    expect(h.actions.pushRoute).toHaveBeenCalledExactlyOnceWith({ route: totalDebtRoute() });
    expect(h.snapshot.context.route).toEqual(totalDebtRoute());
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
    expect(h.fetchDetails.calls).toHaveLength(1);
  });

  it("totalDebt.back pushes the home route and shows the home page without refetching", async () => {
    const h = await startLoadedHome();
    h.send({ type: "totalDebt.open" });
    h.send({ type: "totalDebt.back" });
    expect(h.actions.pushRoute).toHaveBeenLastCalledWith({ route: homeRoute() });
    expect(h.snapshot.context.route).toEqual(homeRoute());
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.fetchDetails.calls).toHaveLength(1);
  });

  it("back from a directly entered total-debt page reuses its details", async () => {
    const h = startMachine({ route: totalDebtRoute() });
    await h.fetchDetails.resolve(makeDetails());
    h.send({ type: "totalDebt.back" });
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(h.actions.pushRoute).toHaveBeenCalledExactlyOnceWith({ route: homeRoute() });
  });

  for (const route of [homeRoute(), totalDebtRoute()]) {
    it(`a failed load on the ${route.view} page shows not-found, stores the code and tells the host`, async () => {
      const h = startMachine({ route });
      await h.fetchDetails.reject(failure("server"));
      expect(selectScreen(h.snapshot)).toBe("notFound");
      expect(h.snapshot.context.details).toBeNull();
      expect(h.snapshot.context.loadFailure).toEqual({ call: "getDetails", code: "server" });
      expect(h.actions.logFailure).toHaveBeenCalledWith({ call: "getDetails", code: "server" });
      expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
      expect(h.emittedOf("failed")).toEqual([{ type: "failed", call: "getDetails" }]);
      expect(h.emittedOf("loaded")).toEqual([{ type: "loaded", view: "notFound" }]);
    });
  }

  it("a failure without a code is stored as unknown", async () => {
    const h = startMachine();
    await h.fetchDetails.reject(new TypeError("boom"));
    expect(h.snapshot.context.loadFailure).toEqual({ call: "getDetails", code: "unknown" });
  });

  it("a successful load clears a stored failure", async () => {
    const h = startMachine();
    await h.fetchDetails.reject(failure("timeout"));
    h.popstate(totalDebtRoute());
    expect(h.snapshot.context.loadFailure).toEqual({ call: "getDetails", code: "timeout" });
    await h.fetchDetails.resolve(makeDetails());
    expect(h.snapshot.context.loadFailure).toBeNull();
    expect(selectScreen(h.snapshot)).toBe("totalDebt");
  });
});

describe("trying again after a failed load", () => {
  it("a server failure offers a retry that loads again and shows the page", async () => {
    const h = startMachine();
    await h.fetchDetails.reject(failure("server"));
    expect(selectScreen(h.snapshot)).toBe("notFound");
    expect(selectLoadProblem(h.snapshot)).toBe("unavailable");
    h.send({ type: "details.retry" });
    expect(selectScreen(h.snapshot)).toBe("loading");
    expect(h.fetchDetails.calls).toHaveLength(2);
    await h.fetchDetails.resolve(makeDetails());
    expect(selectScreen(h.snapshot)).toBe("form");
  });

  it("an unknown reference is the link's problem, not ours", async () => {
    const h = startMachine();
    await h.fetchDetails.reject(failure("notFound"));
    expect(selectLoadProblem(h.snapshot)).toBe("notFound");
  });

  it("without a reference there is nothing to retry", () => {
    const h = startMachine({ route: { view: "notFound", reference: null } });
    h.send({ type: "details.retry" });
    expect(selectScreen(h.snapshot)).toBe("notFound");
    expect(h.fetchDetails.calls).toHaveLength(0);
    expect(selectLoadProblem(h.snapshot)).toBe("notFound");
  });
});
