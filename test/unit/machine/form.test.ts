import { NO_REASON } from "../../../src/domain/objection-reason";
import { describe, expect, it } from "vitest";
import { selectForm, selectScreen } from "../../../src/machine/debt-notice.selectors";
import { failure, makeAttachment, makeFile, startLoadedHome, startMachine } from "../../helpers/machine-harness";

describe("home page variants", () => {
  const cases = [
    { infoWasProvided: false, clickedOnPay: false, screen: "form" },
    { infoWasProvided: true, clickedOnPay: false, screen: "infoProvided" },
    { infoWasProvided: false, clickedOnPay: true, screen: "payClicked" },
    { infoWasProvided: true, clickedOnPay: true, screen: "infoProvided" },
  ] as const;
  for (const { screen, ...flags } of cases) {
    it(`infoWasProvided=${flags.infoWasProvided}, clickedOnPay=${flags.clickedOnPay} shows ${screen}`, async () => {
      const h = await startLoadedHome(flags);
      expect(selectScreen(h.snapshot)).toBe(screen);
      expect(h.snapshot.context).toMatchObject(flags);
    });
  }

  it("fillAgain resets both flags locally and shows the form", async () => {
    const h = await startLoadedHome({ infoWasProvided: true, clickedOnPay: true });
    h.send({ type: "form.fillAgain" });
    expect(h.snapshot.context).toMatchObject({ infoWasProvided: false, clickedOnPay: false });
    expect(selectScreen(h.snapshot)).toBe("form");
    expect(h.markState.calls).toHaveLength(0);
  });
});

describe("comment form", () => {
  it("comment.change stores the text and persists the draft", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "I paid on 3 May" });
    expect(selectForm(h.snapshot)).toMatchObject({
      comment: "I paid on 3 May",
      canSubmit: true,
      showsCommentWarning: false,
    });
    expect(h.actions.persistDraft).toHaveBeenCalledExactlyOnceWith({ comment: "I paid on 3 May", reason: NO_REASON });
  });

  it("a restored draft is the initial comment", async () => {
    const h = await startLoadedHome({}, { input: { draftComment: "from last visit" } });
    expect(selectForm(h.snapshot).comment).toBe("from last visit");
  });

  it("submitting a blank comment sends nothing and shows the warning", async () => {
    const h = await startLoadedHome();
    expect(selectForm(h.snapshot)).toMatchObject({ canSubmit: false, showsCommentWarning: false });
    h.send({ type: "comment.change", value: "   \t " });
    h.send({ type: "comment.submit" });
    expect(h.getCaptchaToken.calls).toHaveLength(0);
    expect(h.uploadComment.calls).toHaveLength(0);
    expect(selectForm(h.snapshot)).toMatchObject({ isSending: false, canSubmit: false, showsCommentWarning: true });

    h.send({ type: "comment.change", value: "now explained" });
    expect(selectForm(h.snapshot).showsCommentWarning).toBe(false);
  });

  it("an attachment with a blank comment shows the warning", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    await h.readAttachment.resolve(makeAttachment());
    expect(selectForm(h.snapshot).showsCommentWarning).toBe(true);
  });

  it("attachment.select reads the file and stores the attachment", async () => {
    const h = await startLoadedHome();
    const file = makeFile("scan.pdf", "application/pdf");
    h.send({ type: "attachment.select", file });
    expect(h.readAttachment.calls).toHaveLength(1);
    expect(h.readAttachment.last.input.file).toBe(file);
    expect(selectForm(h.snapshot)).toMatchObject({ isReadingAttachment: true, canSubmit: false });

    // Typing goes on while the file is read.
    h.send({ type: "comment.change", value: "see the scan" });
    expect(h.actions.persistDraft).toHaveBeenLastCalledWith({ comment: "see the scan", reason: NO_REASON });

    const attachment = makeAttachment("pdf");
    await h.readAttachment.resolve(attachment);
    expect(selectForm(h.snapshot)).toMatchObject({
      attachment,
      attachmentError: null,
      isReadingAttachment: false,
      comment: "see the scan",
      canSubmit: true,
    });
  });

  it("replacing the attachment revokes the previous preview URL", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    const first = makeAttachment();
    await h.readAttachment.resolve(first);
    expect(h.actions.revokeAttachmentUrl.mock.calls.filter(([params]) => params.url !== "")).toEqual([]);

    h.send({ type: "attachment.select", file: makeFile("other.png") });
    const second = makeAttachment();
    await h.readAttachment.resolve(second);
    expect(h.actions.revokeAttachmentUrl).toHaveBeenLastCalledWith({ url: first.objectUrl });
    expect(h.snapshot.context.attachment).toEqual(second);
  });

  const refusals = [
    { error: failure("tooLarge"), code: "tooLarge" },
    { error: failure("unsupportedType"), code: "unsupportedType" },
    { error: failure("empty"), code: "empty" },
    { error: failure("readFailed"), code: "readFailed" },
    { error: failure("somethingElse"), code: "readFailed" },
    { error: new Error("no code"), code: "readFailed" },
  ] as const;
  for (const { error, code } of refusals) {
    it(`a refused file (${error.message}) sets and notifies ${code} and keeps the previous attachment`, async () => {
      const h = await startLoadedHome();
      h.send({ type: "attachment.select", file: makeFile() });
      const previous = makeAttachment();
      await h.readAttachment.resolve(previous);
      h.actions.revokeAttachmentUrl.mockClear();

      h.send({ type: "attachment.select", file: makeFile("huge.png") });
      await h.readAttachment.reject(error);
      expect(selectForm(h.snapshot)).toMatchObject({
        attachment: previous,
        attachmentError: code,
        isReadingAttachment: false,
      });
      expect(h.emittedOf("notify")).toEqual([{ type: "notify", code }]);
      expect(h.actions.revokeAttachmentUrl).not.toHaveBeenCalled();
    });
  }

  it("a later accepted file clears the attachment error", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    await h.readAttachment.reject(failure("tooLarge"));
    h.send({ type: "attachment.select", file: makeFile() });
    await h.readAttachment.resolve(makeAttachment());
    expect(selectForm(h.snapshot).attachmentError).toBeNull();
  });

  it("attachment.remove revokes the preview URL and drops the attachment", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    const attachment = makeAttachment();
    await h.readAttachment.resolve(attachment);
    h.actions.revokeAttachmentUrl.mockClear();

    h.send({ type: "attachment.remove" });
    expect(h.actions.revokeAttachmentUrl).toHaveBeenCalledExactlyOnceWith({ url: attachment.objectUrl });
    expect(selectForm(h.snapshot)).toMatchObject({ attachment: null, attachmentError: null });
  });

  it("attachment.remove without an attachment does nothing", async () => {
    const h = await startLoadedHome();
    h.send({ type: "attachment.remove" });
    expect(h.actions.revokeAttachmentUrl).not.toHaveBeenCalled();
  });

  it("form events before the details have loaded are ignored", () => {
    const h = startMachine();
    h.send({ type: "comment.change", value: "too early" });
    h.send({ type: "attachment.select", file: makeFile() });
    expect(h.snapshot.context.comment).toBe("");
    expect(h.readAttachment.calls).toHaveLength(0);
  });
});
