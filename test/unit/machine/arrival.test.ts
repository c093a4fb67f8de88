import { describe, expect, it } from "vitest";
import { selectComment, selectForm, selectIsSending, selectScreen } from "../../../src/machine/debt-notice.selectors";
import type { UploadSample } from "../../../src/machine/debt-notice.types";
import {
  OTHER_REF,
  failure,
  homeRoute,
  makeDetails,
  settle,
  startLoadedHome,
  startMachine,
  type MachineHarness,
} from "../../helpers/machine-harness";

const TEXT = "I paid on 3 March";
const WHOLE_BODY: UploadSample = { sent: 1_000, total: 1_000, at: 500 };
const PART_OF_BODY: UploadSample = { sent: 400, total: 1_000, at: 200 };

/** Typed, sent, the captcha answered: the upload is in flight; `sample` says how much of it left. */
async function sendWith(h: MachineHarness, sample: UploadSample | null = WHOLE_BODY): Promise<void> {
  h.send({ type: "comment.change", value: TEXT });
  h.send({ type: "comment.submit" });
  await h.getCaptchaToken.resolve("token");
  if (sample) h.uploadComment.last.input.reportProgress(sample);
}

/** The gateway's answer to the page's check: the objection arrived, or not (yet). */
const checked = (arrived: boolean) => makeDetails({ infoWasProvided: arrived });

describe("a send whose answer was lost: exactly once, and known", () => {
  it("the body starts to leave: it is marked pending (kept for a reload); an answer clears the mark", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    expect(h.actions.persistPendingSend).toHaveBeenCalledExactlyOnceWith({
      pending: { since: expect.any(Number), wasProvided: false },
    });
    await h.uploadComment.resolve(undefined);
    expect(h.actions.persistPendingSend).toHaveBeenLastCalledWith({ pending: null });
    expect(h.snapshot.context.pendingSend).toBeNull();
  });

  for (const code of ["timeout", "network", "invalidResponse"]) {
    it(`${code} after the last byte left: never "not sent"; the page asks the gateway, and it arrived`, async () => {
      const h = await startLoadedHome();
      await sendWith(h);
      await h.uploadComment.reject(failure(code));
      expect(h.emittedOf("notify")).toEqual([]);
      // The call failed: the host hears of it (debt-notice-error), the debtor is not told "not sent".
      expect(h.emittedOf("failed")).toEqual([{ type: "failed", call: "uploadComment" }]);
      expect(selectForm(h.snapshot)).toMatchObject({
        isCheckingArrival: true,
        uploadFailed: false,
        canSubmit: false,
      });
      expect(selectIsSending(h.snapshot)).toBe(true);
      expect(h.fetchDetails.inputs.at(-1)).toStrictEqual({ reference: "REF-1", mobile: false });
      await h.fetchDetails.resolve(checked(true));
      expect(selectScreen(h.snapshot)).toBe("infoProvided");
      expect(h.emittedOf("commentSent")).toEqual([{ type: "commentSent", withAttachment: false }]);
      expect(h.actions.clearDraft).toHaveBeenCalledOnce();
      expect(h.snapshot.context.pendingSend).toBeNull();
      expect(h.snapshot.context.sentRecord).toMatchObject({ comment: TEXT });
      expect(h.uploadComment.calls).toHaveLength(1);
    });
  }

  it("a proxy's 502 or 504 after the body left is no answer of the gateway's either", async () => {
    for (const status of [502, 504]) {
      const h = await startLoadedHome();
      await sendWith(h);
      await h.uploadComment.reject(Object.assign(failure("server"), { status }));
      expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
      h.stop();
    }
  });

  it("not there at once: asked again 5 s later (the gateway may still be storing it), then it is", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.reject(failure("timeout"));
    await h.fetchDetails.resolve(checked(false));
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    h.clock.increment(4_999);
    expect(h.fetchDetails.calls).toHaveLength(2);
    h.clock.increment(1);
    expect(h.fetchDetails.calls).toHaveLength(3);
    await h.fetchDetails.resolve(checked(true));
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.emittedOf("commentSent")).toHaveLength(1);
  });

  it("not there twice: it did not arrive; the text is kept, nothing is pending, and sending it again works", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.reject(failure("timeout"));
    await h.fetchDetails.resolve(checked(false));
    h.clock.increment(5_000);
    await h.fetchDetails.resolve(checked(false));
    expect(selectForm(h.snapshot)).toMatchObject({
      notArrived: true,
      uploadFailed: false,
      arrivalUnknown: false,
      canSubmit: true,
    });
    expect(selectComment(h.snapshot)).toBe(TEXT);
    expect(h.snapshot.context.pendingSend).toBeNull();
    expect(h.emittedOf("notify")).toEqual([]);
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token-2");
    expect(selectForm(h.snapshot).notArrived).toBe(false);
    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.uploadComment.calls).toHaveLength(2);
  });

  it("the gateway cannot be asked: the page says it cannot tell, keeps the text and the mark; Check again asks", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.reject(failure("timeout"));
    await h.fetchDetails.reject(failure("server"));
    expect(selectForm(h.snapshot)).toMatchObject({ arrivalUnknown: true, notArrived: false, canSubmit: true });
    expect(selectComment(h.snapshot)).toBe(TEXT);
    expect(h.snapshot.context.pendingSend).not.toBeNull();
    h.send({ type: "objection.check" });
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    await h.fetchDetails.resolve(checked(true));
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
  });

  it("the second check cannot be made: the page says it cannot tell, the mark stays", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.reject(failure("timeout"));
    await h.fetchDetails.resolve(checked(false));
    h.clock.increment(5_000);
    await h.fetchDetails.reject(failure("network"));
    expect(selectForm(h.snapshot)).toMatchObject({ arrivalUnknown: true, notArrived: false });
    expect(h.snapshot.context.pendingSend).not.toBeNull();
  });

  it("Check again with nothing pending does nothing", async () => {
    const h = await startLoadedHome();
    h.send({ type: "objection.check" });
    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(h.snapshot.matches({ objection: "editing" })).toBe(true);
  });

  it("the flag was already set when this send started (an earlier objection): the page cannot tell", async () => {
    const h = await startLoadedHome({ infoWasProvided: true });
    h.send({ type: "form.fillAgain" });
    await sendWith(h);
    await h.uploadComment.reject(failure("timeout"));
    await h.fetchDetails.resolve(checked(true));
    expect(selectForm(h.snapshot).arrivalUnknown).toBe(true);
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.emittedOf("commentSent")).toEqual([]);
  });

  it("a second objection after one accepted in this session: the flag cannot tell about the second", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.resolve(undefined);
    h.send({ type: "form.fillAgain" });
    await sendWith(h);
    expect(h.snapshot.context.pendingSend).toMatchObject({ wasProvided: true });
    await h.uploadComment.reject(failure("timeout"));
    await h.fetchDetails.resolve(checked(true));
    expect(selectForm(h.snapshot).arrivalUnknown).toBe(true);
  });

  it("offline after the whole body left: it waits for the connection, then asks, never sends again by itself", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    h.send({ type: "connection.change", online: false });
    await h.uploadComment.reject(failure("network"));
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    expect(h.fetchDetails.calls).toHaveLength(1);
    h.send({ type: "connection.change", online: false });
    expect(h.fetchDetails.calls).toHaveLength(1);
    h.send({ type: "connection.change", online: true });
    expect(h.fetchDetails.calls).toHaveLength(2);
    await h.fetchDetails.resolve(checked(true));
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.getCaptchaToken.calls).toHaveLength(1);
    expect(h.uploadComment.calls).toHaveLength(1);
  });

  it("offline before the whole body left: nothing can have arrived, it is sent again once online", async () => {
    const h = await startLoadedHome();
    await sendWith(h, PART_OF_BODY);
    h.send({ type: "connection.change", online: false });
    await h.uploadComment.reject(failure("network"));
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(false);
    expect(h.snapshot.context.pendingSend).toBeNull();
    h.send({ type: "connection.change", online: true });
    await h.getCaptchaToken.resolve("token-2");
    expect(h.uploadComment.calls).toHaveLength(2);
  });

  it("a network failure before the whole body left, online: not sent, said as a failure", async () => {
    const h = await startLoadedHome();
    await sendWith(h, PART_OF_BODY);
    await h.uploadComment.reject(failure("network"));
    expect(selectForm(h.snapshot)).toMatchObject({ uploadFailed: true, isCheckingArrival: false });
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
    expect(h.snapshot.context.pendingSend).toBeNull();
  });

  it("the gateway's own error (a 4xx, a 500) is its answer: not sent, and nothing pending", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.reject(failure("badRequest"));
    expect(selectForm(h.snapshot).uploadFailed).toBe(true);
    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(h.snapshot.context.pendingSend).toBeNull();
  });

  it("Stop once every byte had left: the page finds out whether it arrived", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    h.send({ type: "upload.cancel" });
    expect(h.uploadComment.last.signal.aborted).toBe(true);
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    await h.fetchDetails.resolve(checked(false));
    h.clock.increment(5_000);
    await h.fetchDetails.resolve(checked(false));
    expect(selectForm(h.snapshot).notArrived).toBe(true);
  });

  it("Stop before every byte had left: not sent, nothing pending, no check", async () => {
    const h = await startLoadedHome();
    await sendWith(h, PART_OF_BODY);
    h.send({ type: "upload.cancel" });
    expect(h.snapshot.matches({ objection: "editing" })).toBe(true);
    expect(h.snapshot.context.pendingSend).toBeNull();
    expect(h.fetchDetails.calls).toHaveLength(1);
  });

  it("after a reload during a send: the page's own details say it arrived; the draft goes, nothing refills", async () => {
    const h = startMachine({ pendingSend: { since: 1, wasProvided: false }, draftComment: TEXT });
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    await h.fetchDetails.resolve(checked(true));
    expect(h.fetchDetails.calls).toHaveLength(1);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.actions.clearDraft).toHaveBeenCalledOnce();
    expect(h.actions.persistPendingSend).toHaveBeenLastCalledWith({ pending: null });
    // "Send further information" opens an empty form, not the text already sent.
    h.send({ type: "form.fillAgain" });
    expect(selectComment(h.snapshot)).toBe("");
  });

  it("after a reload during a send that did not arrive: asked once more, then the kept text to send again", async () => {
    const h = startMachine({ pendingSend: { since: 1, wasProvided: false }, draftComment: TEXT });
    await h.fetchDetails.resolve(checked(false));
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    h.clock.increment(5_000);
    await h.fetchDetails.resolve(checked(false));
    expect(selectForm(h.snapshot)).toMatchObject({ notArrived: true, canSubmit: true });
    expect(selectComment(h.snapshot)).toBe(TEXT);
    expect(h.uploadComment.calls).toHaveLength(0);
  });

  it("after a reload, offline: it waits for the connection before asking", async () => {
    const h = startMachine({ pendingSend: { since: 1, wasProvided: false }, draftComment: TEXT, online: false });
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    h.send({ type: "connection.change", online: true });
    expect(h.fetchDetails.calls).toHaveLength(2);
  });

  it("after a reload, an earlier objection's flag: the page cannot tell, and keeps the text", async () => {
    const h = startMachine({ pendingSend: { since: 1, wasProvided: true }, draftComment: TEXT });
    await h.fetchDetails.resolve(checked(true));
    h.send({ type: "form.fillAgain" });
    expect(selectForm(h.snapshot).arrivalUnknown).toBe(true);
    expect(selectComment(h.snapshot)).toBe(TEXT);
  });

  it("another debtor's page while checking: nothing of the first is concluded for the second", async () => {
    const h = await startLoadedHome();
    await sendWith(h);
    await h.uploadComment.reject(failure("timeout"));
    h.popstate(homeRoute(OTHER_REF));
    await settle();
    expect(h.snapshot.context.pendingSend).toBeNull();
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(false);
    expect(h.emittedOf("commentSent")).toEqual([]);
  });
});
