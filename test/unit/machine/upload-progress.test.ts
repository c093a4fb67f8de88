import { describe, expect, it } from "vitest";
import { selectForm, selectScreen, selectSendingStep } from "../../../src/machine/debt-notice.selectors";
import { selectUploadProgress, selectUploadStopped } from "../../../src/machine/upload-progress.selectors";
import type { UploadSample } from "../../../src/machine/debt-notice.types";
import {
  failure,
  makeAttachment,
  makeFile,
  settle,
  startLoadedHome,
  type MachineHarness,
} from "../../helpers/machine-harness";

const MB = 1_000_000;
const TOTAL = 14 * MB;
const STALL_MS = 20_000;

/** A reason, a text and a file, sent: the upload is then in flight. */
async function startUpload(h: MachineHarness, fileSize = TOTAL): Promise<void> {
  h.send({ type: "reason.change", answers: { code: "alreadyPaid" } });
  h.send({ type: "comment.change", value: "I paid in March" });
  h.send({ type: "attachment.select", file: makeFile() });
  await h.readAttachment.resolve(makeAttachment("png", { size: fileSize }));
  h.send({ type: "comment.submit" });
  await h.getCaptchaToken.resolve("token");
}

function report(h: MachineHarness, sample: UploadSample): void {
  h.uploadComment.last.input.reportProgress(sample);
}

describe("upload progress", () => {
  it("reports of bytes sent fill the bar; the time left comes once two seconds of data are in", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    expect(selectUploadProgress(h.snapshot)).toEqual({
      phase: "moving",
      sent: null,
      total: null,
      percent: null,
      timeLeftMs: null,
      step: 0,
    });

    report(h, { sent: 0, total: TOTAL, at: 1_000 });
    report(h, { sent: 1 * MB, total: TOTAL, at: 2_000 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ sent: MB, total: TOTAL, percent: 7, timeLeftMs: null });

    report(h, { sent: 4 * MB, total: TOTAL, at: 5_000 });
    // 4 MB in 4 s: 10 MB left take 10 s.
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ percent: 28, timeLeftMs: 10_000, step: 25 });
    expect(h.uploadComment.calls).toHaveLength(1);
  });

  // Issue 27: the form says "at most 10 MB"; a bar reading "of 13.4 MB" looks like another file.
  it("the sizes under the bar are the file's own, not the larger request's", async () => {
    const h = await startLoadedHome();
    await startUpload(h, 9_800_000);
    report(h, { sent: 0, total: 13_400_000, at: 0 });
    report(h, { sent: 6_700_000, total: 13_400_000, at: 1_000 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ sent: 4_900_000, total: 9_800_000, percent: 50 });
    report(h, { sent: 13_400_000, total: 13_400_000, at: 2_000 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ sent: 9_800_000, total: 9_800_000, percent: 100 });
  });

  it("the time left follows the recent speed, not the first burst into the buffers", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: 0, total: TOTAL, at: 0 });
    report(h, { sent: 4 * MB, total: TOTAL, at: 100 });
    report(h, { sent: 5 * MB, total: TOTAL, at: 10_100 });
    report(h, { sent: 6 * MB, total: TOTAL, at: 20_100 });
    // 1 MB in the last 10 s: 8 MB left take 80 s.
    expect(selectUploadProgress(h.snapshot)?.timeLeftMs).toBe(80_000);
  });

  it("no progress for 20 s says the upload is stuck; a report brings it back", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: 1 * MB, total: TOTAL, at: 0 });
    h.clock.increment(STALL_MS - 1);
    report(h, { sent: 2 * MB, total: TOTAL, at: STALL_MS - 1 });
    // The report re-armed the timer: 20 s from it, not from the start.
    h.clock.increment(STALL_MS - 1);
    expect(selectUploadProgress(h.snapshot)?.phase).toBe("moving");
    h.clock.increment(1);
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "stuck", percent: 14, timeLeftMs: null });

    report(h, { sent: 3 * MB, total: TOTAL, at: 50_000 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "moving", percent: 21 });
    h.clock.increment(STALL_MS);
    expect(selectUploadProgress(h.snapshot)?.phase).toBe("stuck");
  });

  it("a stuck upload that then sends its last byte waits for the answer", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    h.clock.increment(STALL_MS);
    expect(selectUploadProgress(h.snapshot)?.phase).toBe("stuck");
    report(h, { sent: TOTAL, total: TOTAL, at: 30_000 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "bodySent", percent: 100, step: 100 });
  });

  it("once every byte is sent it waits for the answer without ever calling it stuck", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: TOTAL, total: TOTAL, at: 1_000 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "bodySent", percent: 100, timeLeftMs: null });
    h.clock.increment(10 * STALL_MS);
    expect(selectUploadProgress(h.snapshot)?.phase).toBe("bodySent");
    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
  });

  it("a broken report (total 0, more sent than the total) does not break the bar", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: 5, total: 0, at: 0 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "moving", percent: null, sent: null });
    report(h, { sent: TOTAL + 5, total: TOTAL, at: 10 });
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "bodySent", percent: 100, sent: TOTAL });
  });

  it("stop: the request is aborted and the form keeps the text, the reason and the file, no toast", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    const { comment, reason, attachment } = h.snapshot.context;
    report(h, { sent: 5 * MB, total: TOTAL, at: 1_000 });
    h.send({ type: "upload.cancel" });
    await settle();

    expect(h.uploadComment.last.signal.aborted).toBe(true);
    expect(selectSendingStep(h.snapshot)).toBeNull();
    expect(selectUploadProgress(h.snapshot)).toBeNull();
    expect(h.snapshot.context).toMatchObject({ comment, reason, attachment });
    expect(selectUploadStopped(h.snapshot)).toBe(true);
    expect(selectForm(h.snapshot)).toMatchObject({ uploadFailed: false, canSubmit: true, isSending: false });
    expect(h.emittedOf("notify")).toEqual([]);
    expect(h.emittedOf("failed")).toEqual([]);
    expect(h.actions.logFailure).not.toHaveBeenCalled();
    expect(h.actions.clearDraft).not.toHaveBeenCalled();
    expect(h.actions.revokeAttachmentUrl).not.toHaveBeenCalledWith({ url: attachment?.objectUrl });
  });

  it("stopped after the last byte left: never 'not sent', the page finds out whether it arrived", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: TOTAL, total: TOTAL, at: 1_000 });
    h.send({ type: "upload.cancel" });
    expect(selectUploadStopped(h.snapshot)).toBe(false);
    expect(selectForm(h.snapshot)).toMatchObject({ isCheckingArrival: true, uploadFailed: false });
  });

  it("stop, then send again: one new request, with fresh progress, and it succeeds", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: 5 * MB, total: TOTAL, at: 1_000 });
    h.send({ type: "upload.cancel" });
    await settle();

    h.send({ type: "comment.submit" });
    expect(selectUploadStopped(h.snapshot)).toBe(false);
    await h.getCaptchaToken.resolve("token-2");
    expect(h.uploadComment.calls).toHaveLength(2);
    expect(h.uploadComment.calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    expect(selectUploadProgress(h.snapshot)).toMatchObject({ phase: "moving", percent: null });
    expect(h.uploadComment.last.input.body.comment).toMatch(/^\[Dôvod: Už som zaplatil\(a\).*\]\nI paid in March$/);

    report(h, { sent: TOTAL, total: TOTAL, at: 9_000 });
    await h.uploadComment.resolve(undefined);
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(h.emittedOf("commentSent")).toHaveLength(1);
  });

  it("a failure after progress is the usual failure: the form keeps everything, the toast tells", async () => {
    const h = await startLoadedHome();
    await startUpload(h);
    report(h, { sent: 7 * MB, total: TOTAL, at: 1_000 });
    await h.uploadComment.reject(failure("server"));
    expect(selectForm(h.snapshot)).toMatchObject({ uploadFailed: true, isSending: false });
    expect(selectUploadStopped(h.snapshot)).toBe(false);
    expect(selectUploadProgress(h.snapshot)).toBeNull();
    expect(h.emittedOf("notify")).toEqual([{ type: "notify", code: "serverError" }]);
    expect(h.snapshot.context.attachment).not.toBeNull();
  });
});
