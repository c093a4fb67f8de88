/**
 * The debtor does more than one thing at a time: a later intent (a language change, Back, a
 * second click, "send again", remove) meets an answer still on its way. Every order is forced
 * with deferred answers; none of these pass by timing.
 */
import { describe, expect, it, vi } from "vitest";
import { selectForm, selectScreen } from "../../../src/machine/debt-notice.selectors";
import {
  failure,
  makeAttachment,
  makeDetails,
  makeFile,
  startLoadedHome,
  startMachine,
  totalDebtRoute,
  homeRoute,
} from "../../helpers/machine-harness";

describe("a language change touches the language only", () => {
  it("while the details load: no second getDetails, one loaded", async () => {
    const h = startMachine();
    const load = h.fetchDetails.last;
    h.send({ type: "language.change", language: "en" });
    expect(load.signal.aborted).toBe(false);
    expect(h.fetchDetails.calls).toHaveLength(1);
    await h.fetchDetails.resolve(makeDetails(), load);
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.emittedOf("loaded")).toEqual([{ type: "loaded", view: "home" }]);
  });

  it("on the not-found view after a failed load: no refetch, no second notice", async () => {
    const h = startMachine();
    await h.fetchDetails.reject(failure("server"));
    h.send({ type: "language.change", language: "ua" });
    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(h.emittedOf("notify")).toHaveLength(1);
    expect(h.emittedOf("loaded")).toHaveLength(1);
    expect(selectScreen(h.snapshot)).toBe("notFound");
  });

  it("while the comment uploads: the upload goes on, is sent once, the thank-you view follows", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "comment.change", value: "objection" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    const upload = h.uploadComment.last;
    h.send({ type: "language.change", language: "en" });
    expect(upload.signal.aborted).toBe(false);
    expect(selectForm(h.snapshot).isSending).toBe(true);
    await h.uploadComment.resolve(undefined, upload);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.uploadComment.calls).toHaveLength(1);
  });

  it("while the captcha is asked for: the send carries on", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "comment.change", value: "objection" });
    h.send({ type: "comment.submit" });
    h.send({ type: "language.change", language: "ua" });
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.calls).toHaveLength(1);
  });

  it("while a send waits for the connection: it is still sent when the connection returns", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "connection.change", online: false });
    h.send({ type: "comment.change", value: "objection" });
    h.send({ type: "comment.submit" });
    h.send({ type: "language.change", language: "en" });
    h.send({ type: "connection.change", online: true });
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.calls).toHaveLength(1);
  });

  it("while a file is checked: the file is attached", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "attachment.select", file: makeFile() });
    const read = h.readAttachment.last;
    h.send({ type: "language.change", language: "ua" });
    expect(read.signal.aborted).toBe(false);
    const attachment = makeAttachment();
    await h.readAttachment.resolve(attachment, read);
    expect(selectForm(h.snapshot).attachment).toBe(attachment);
  });

  it("after Pay: the state update is answered and the paid view comes", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "pay.click" });
    const mark = h.markState.last;
    h.send({ type: "language.change", language: "en" });
    expect(mark.signal.aborted).toBe(false);
    await h.markState.resolve(undefined, mark);
    expect(selectScreen(h.snapshot)).toBe("payClicked");
  });
});

describe("the debtor's later intent wins", () => {
  it("remove while a new file is checked: the check stops and its file is never attached", async () => {
    const h = await startLoadedHome();
    const first = makeAttachment();
    h.send({ type: "attachment.select", file: makeFile() });
    await h.readAttachment.resolve(first);
    h.send({ type: "attachment.select", file: makeFile("second.png") });
    const read = h.readAttachment.last;
    h.send({ type: "attachment.remove" });
    expect(read.signal.aborted).toBe(true);
    expect(h.actions.revokeAttachmentUrl).toHaveBeenLastCalledWith({ url: first.objectUrl });
    await h.readAttachment.resolve(makeAttachment(), read);
    expect(selectForm(h.snapshot)).toMatchObject({ attachment: null, isReadingAttachment: false });
  });

  it("another file chosen while one is checked: only the newer one is attached", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile("old.png") });
    const older = h.readAttachment.last;
    h.send({ type: "attachment.select", file: makeFile("new.png") });
    expect(older.signal.aborted).toBe(true);
    expect(h.readAttachment.last.input.file.name).toBe("new.png");
    const newer = makeAttachment("png", { fileName: "new.png" });
    await h.readAttachment.resolve(newer);
    await h.readAttachment.resolve(makeAttachment("png", { fileName: "old.png" }), older);
    expect(selectForm(h.snapshot).attachment).toBe(newer);
  });

  it("'Send information again' while Pay is recorded: the late answer does not bring the paid view", async () => {
    const h = await startLoadedHome({ infoWasProvided: true });
    h.send({ type: "pay.click" });
    h.send({ type: "form.fillAgain" });
    expect(selectScreen(h.snapshot)).toBe("form");
    await h.markState.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.snapshot.context.clickedOnPay).toBe(false);
  });

  it("Pay pressed twice in a row opens one tab and records one click", async () => {
    const h = await startLoadedHome();
    const first = vi.fn();
    const second = vi.fn();
    h.send({ type: "pay.click", cancelNavigation: first });
    await h.markState.resolve(undefined);
    h.clock.increment(300);
    h.send({ type: "pay.click", cancelNavigation: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(h.emittedOf("pay")).toHaveLength(1);
    expect(h.markState.calls).toHaveLength(1);
  });

  it("Pay pressed again later is a new intent: the tab opens, even while the first is recorded", async () => {
    const h = await startLoadedHome();
    h.send({ type: "pay.click" });
    h.clock.increment(1000);
    const again = vi.fn();
    h.send({ type: "pay.click", cancelNavigation: again });
    expect(again).not.toHaveBeenCalled();
    expect(h.emittedOf("pay")).toHaveLength(2);
    // The first record is still in flight: it is not sent twice.
    expect(h.markState.calls).toHaveLength(1);
  });
});

describe("loaded is announced once per debtor and view", () => {
  it("back from the total debt and Back/Forward do not announce again; another debtor does", async () => {
    const h = await startLoadedHome();
    h.send({ type: "totalDebt.open" });
    h.send({ type: "totalDebt.back" });
    h.popstate(totalDebtRoute());
    h.popstate(homeRoute());
    expect(h.emittedOf("loaded").map((e) => e.view)).toEqual(["home", "totalDebt"]);
    h.popstate(homeRoute("REF-2"));
    await h.fetchDetails.resolve(makeDetails());
    expect(h.emittedOf("loaded").map((e) => e.view)).toEqual(["home", "totalDebt", "home"]);
  });
});
