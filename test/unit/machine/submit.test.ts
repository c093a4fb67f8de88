import { describe, expect, it } from "vitest";
import { selectForm, selectScreen, selectSendingStep } from "../../../src/machine/debt-notice.selectors";
import {
  REF,
  base64Of,
  failure,
  makeAttachment,
  makeDetails,
  makeFile,
  startLoadedHome,
  type MachineHarness,
} from "../../helpers/machine-harness";
import type { Attachment } from "../../../src/machine/debt-notice.types";

async function attach(h: MachineHarness, attachment: Attachment): Promise<void> {
  h.send({ type: "attachment.select", file: makeFile(attachment.fileName) });
  await h.readAttachment.resolve(attachment);
}

/** Types the comment, submits, answers the captcha: the upload is then in flight. */
async function submitUpTo(h: MachineHarness, comment: string, token: string | null = "captcha-token"): Promise<void> {
  h.send({ type: "comment.change", value: comment });
  h.send({ type: "comment.submit" });
  await h.getCaptchaToken.resolve(token);
}

describe("sending a comment", () => {
  it("asks for the captcha first, then uploads", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "objection" });
    h.send({ type: "comment.submit" });
    expect(selectSendingStep(h.snapshot)).toBe("captcha");
    expect(selectForm(h.snapshot)).toMatchObject({ isSending: true, canSubmit: false });
    expect(h.getCaptchaToken.calls).toHaveLength(1);
    expect(h.uploadComment.calls).toHaveLength(0);

    await h.getCaptchaToken.resolve("token-1");
    expect(selectSendingStep(h.snapshot)).toBe("uploading");
    expect(h.uploadComment.calls).toHaveLength(1);
  });

  it("the upload body is exactly CONTRACT §5 with a PNG attachment", async () => {
    const h = await startLoadedHome({ sessionId: "session-77" });
    const png = makeAttachment("png");
    await attach(h, png);
    await submitUpTo(h, "Zaplatil som 3. mája", "token-png");
    expect(h.uploadComment.last.input.body).toStrictEqual({
      reference: REF,
      sessionId: "session-77",
      comment: "Zaplatil som 3. mája",
      attachmentType: "png",
      attachment: base64Of(png),
      captchaToken: "token-png",
    });
    expect(h.uploadComment.last.input.body.attachment).not.toContain("data:");
  });

  it("the upload body carries pdf as the type of a PDF attachment", async () => {
    const h = await startLoadedHome();
    const pdf = makeAttachment("pdf");
    await attach(h, pdf);
    await submitUpTo(h, "see attached");
    expect(h.uploadComment.last.input.body).toMatchObject({ attachmentType: "pdf", attachment: base64Of(pdf) });
  });

  it("without an attachment both attachment fields are null", async () => {
    const h = await startLoadedHome();
    await submitUpTo(h, "no file");
    expect(h.uploadComment.last.input.body).toStrictEqual({
      reference: REF,
      sessionId: makeDetails().sessionId,
      comment: "no file",
      attachmentType: null,
      attachment: null,
      captchaToken: "captcha-token",
    });
  });

  it("the comment is sent as typed, without surrounding whitespace; inner line breaks stay", async () => {
    const h = await startLoadedHome();
    await submitUpTo(h, "  first line\nsecond line \n");
    expect(h.uploadComment.last.input.body.comment).toBe("first line\nsecond line");
  });

  it("a missing captcha (none configured) sends a null token", async () => {
    const h = await startLoadedHome();
    await submitUpTo(h, "objection", null);
    expect(h.uploadComment.last.input.body.captchaToken).toBeNull();
  });

  it("a success shows the thank-you view, clears the form and the draft, and tells the host", async () => {
    const h = await startLoadedHome();
    const png = makeAttachment();
    await attach(h, png);
    await submitUpTo(h, "objection");
    h.actions.revokeAttachmentUrl.mockClear();
    await h.uploadComment.resolve(undefined);

    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.snapshot.context).toMatchObject({
      comment: "",
      attachment: null,
      attachmentError: null,
      submitAttempted: false,
      failure: null,
    });
    expect(h.actions.clearDraft).toHaveBeenCalledTimes(1);
    expect(h.actions.revokeAttachmentUrl).toHaveBeenCalledExactlyOnceWith({ url: png.objectUrl });
    expect(h.emittedOf("commentSent")).toEqual([{ type: "commentSent", withAttachment: true }]);
    expect(JSON.stringify(h.emitted)).not.toContain("objection");
  });

  it("a success without an attachment is announced with withAttachment false", async () => {
    const h = await startLoadedHome();
    await submitUpTo(h, "objection");
    await h.uploadComment.resolve(undefined);
    expect(h.emittedOf("commentSent")).toEqual([{ type: "commentSent", withAttachment: false }]);
  });

  it("a failed upload keeps the comment and the file and reports serverError", async () => {
    const h = await startLoadedHome();
    const png = makeAttachment();
    await attach(h, png);
    await submitUpTo(h, "keep me");
    await h.uploadComment.reject(failure("server"));

    expect(selectScreen(h.snapshot)).toBe("form");
    expect(selectForm(h.snapshot)).toMatchObject({
      comment: "keep me",
      attachment: png,
      isSending: false,
      uploadFailed: true,
      canSubmit: true,
    });
    expect(h.snapshot.context.failure).toEqual({ call: "uploadComment", code: "server" });
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
    expect(h.emittedOf("failed")).toEqual([{ type: "failed", call: "uploadComment" }]);
    expect(h.actions.logFailure).toHaveBeenCalledWith({ call: "uploadComment", code: "server" });
    expect(h.actions.clearDraft).not.toHaveBeenCalled();
    expect(h.emittedOf("commentSent")).toEqual([]);
  });

  it("a failed captcha keeps the comment, uploads nothing and reports captchaFailed", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "keep me" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.reject(failure("captchaLoad"));

    expect(h.uploadComment.calls).toHaveLength(0);
    expect(selectForm(h.snapshot)).toMatchObject({
      comment: "keep me",
      isSending: false,
      captchaFailed: true,
      uploadFailed: false,
    });
    expect(h.snapshot.context.failure).toEqual({ call: "captcha", code: "captchaLoad" });
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "captchaFailed" }]);
    expect(h.emittedOf("failed")).toEqual([{ type: "failed", call: "captcha" }]);
  });

  it("every submit asks for a fresh captcha token; a retry clears the old failure", async () => {
    const h = await startLoadedHome();
    await submitUpTo(h, "try", "token-1");
    await h.uploadComment.reject(failure("server"));

    h.send({ type: "comment.submit" });
    expect(h.snapshot.context.failure).toBeNull();
    expect(selectForm(h.snapshot).uploadFailed).toBe(false);
    await h.getCaptchaToken.resolve("token-2");
    expect(h.getCaptchaToken.calls).toHaveLength(2);
    expect(h.uploadComment.inputs.map(({ body }) => body.captchaToken)).toEqual(["token-1", "token-2"]);

    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
  });

  it("a second submit while sending is ignored (captcha step and upload step)", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "once" });
    h.send({ type: "comment.submit" });
    h.send({ type: "comment.submit" });
    expect(h.getCaptchaToken.calls).toHaveLength(1);
    await h.getCaptchaToken.resolve("token");
    h.send({ type: "comment.submit" });
    expect(h.getCaptchaToken.calls).toHaveLength(1);
    expect(h.uploadComment.calls).toHaveLength(1);
    expect(h.uploadComment.last.signal.aborted).toBe(false);
  });

  it("editing while sending is ignored: the text sent is the text shown", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "original" });
    h.send({ type: "comment.submit" });
    h.send({ type: "comment.change", value: "changed in captcha step" });
    h.send({ type: "attachment.select", file: makeFile() });
    h.send({ type: "attachment.remove" });
    await h.getCaptchaToken.resolve("token");
    h.send({ type: "comment.change", value: "changed in upload step" });

    expect(selectForm(h.snapshot).comment).toBe("original");
    expect(h.uploadComment.last.input.body.comment).toBe("original");
    expect(h.readAttachment.calls).toHaveLength(0);
    expect(h.actions.persistDraft).toHaveBeenCalledTimes(1);
  });

  it("sending a comment after a thank-you view and fillAgain works the same", async () => {
    const h = await startLoadedHome({ infoWasProvided: true });
    h.send({ type: "form.fillAgain" });
    await submitUpTo(h, "again");
    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
  });
});
