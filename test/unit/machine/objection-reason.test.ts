import { describe, expect, it } from "vitest";
import { NO_REASON } from "../../../src/domain/objection-reason";
import { selectForm, selectPaidOnInFuture, selectReason } from "../../../src/machine/debt-notice.selectors";
import { makeAttachment, makeFile, startLoadedHome, startMachine } from "../../helpers/machine-harness";

const PAID = { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "bankTransfer" } as const;

describe("objection reasons", () => {
  it("with no reason chosen the comment is sent exactly as typed", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "  Platil som 12. 3.  " });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.last.input.body.comment).toBe("Platil som 12. 3.");
  });

  it("already paid: the answers become the comment's Slovak first line", async () => {
    const h = await startLoadedHome();
    h.send({ type: "reason.change", answers: { code: "alreadyPaid" } });
    h.send({ type: "reason.change", answers: { paidOn: "2025-03-12" } });
    h.send({ type: "reason.change", answers: { paidBy: "bankTransfer" } });
    expect(selectReason(h.snapshot)).toEqual(PAID);
    h.send({ type: "comment.change", value: "The payment had a wrong symbol" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.last.input.body.comment).toBe(
      "[Dôvod: Už som zaplatil(a) · Dátum platby: 12. 3. 2025 · Spôsob: bankový prevod]\nThe payment had a wrong symbol",
    );
  });

  it("a reason alone is not an explanation: nothing is sent, the warning shows", async () => {
    const h = await startLoadedHome();
    h.send({ type: "reason.change", answers: { code: "wrongAmount" } });
    expect(selectForm(h.snapshot).canSubmit).toBe(false);
    h.send({ type: "comment.submit" });
    expect(h.getCaptchaToken.calls).toHaveLength(0);
    expect(selectForm(h.snapshot).showsCommentWarning).toBe(true);
  });

  it("every reason answer is kept in the draft with the text", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "draft" });
    h.send({ type: "reason.change", answers: { code: "alreadyPaid", paidOn: "2025-03-12" } });
    expect(h.actions.persistDraft).toHaveBeenLastCalledWith({
      comment: "draft",
      reason: { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: null },
    });
    h.send({ type: "reason.change", answers: { code: null } });
    expect(h.actions.persistDraft).toHaveBeenLastCalledWith({
      comment: "draft",
      reason: { code: null, paidOn: "2025-03-12", paidBy: null },
    });
  });

  it("a restored reason is the initial choice and is sent", async () => {
    const h = await startLoadedHome({}, { input: { draftComment: "text", draftReason: PAID } });
    expect(selectReason(h.snapshot)).toEqual(PAID);
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.last.input.body.comment).toMatch(/^\[Dôvod: Už som zaplatil\(a\) · .*\]\ntext$/);
  });

  it("the reason can change while a file is read, not before the details are in", async () => {
    const early = startMachine();
    early.send({ type: "reason.change", answers: { code: "other" } });
    expect(selectReason(early.snapshot)).toEqual(NO_REASON);

    const h = await startLoadedHome();
    h.send({ type: "attachment.select", file: makeFile() });
    h.send({ type: "reason.change", answers: { code: "notMyDebt" } });
    await h.readAttachment.resolve(makeAttachment());
    expect(selectReason(h.snapshot).code).toBe("notMyDebt");
  });

  it("after a successful send the reason is cleared with the form; after a failure it stays", async () => {
    const h = await startLoadedHome();
    h.send({ type: "reason.change", answers: { code: "wrongAmount" } });
    h.send({ type: "comment.change", value: "I paid half in March" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.reject(Object.assign(new Error("x"), { code: "server" }));
    expect(selectReason(h.snapshot).code).toBe("wrongAmount");

    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.resolve(undefined);
    expect(selectReason(h.snapshot)).toEqual(NO_REASON);
  });

  it("a payment day after today is refused: said, nothing sent; put right, it is sent", async () => {
    const h = await startLoadedHome({}, { input: { today: "2026-11-26" } });
    h.send({ type: "reason.change", answers: { code: "alreadyPaid", paidOn: "2026-11-27" } });
    h.send({ type: "comment.change", value: "Paid at the post office" });
    expect(selectPaidOnInFuture(h.snapshot)).toBe(true);
    h.send({ type: "comment.submit" });
    expect(h.getCaptchaToken.calls).toHaveLength(0);
    expect(h.snapshot.matches({ objection: "editing" })).toBe(true);

    h.send({ type: "reason.change", answers: { paidOn: "2026-11-26" } });
    expect(selectPaidOnInFuture(h.snapshot)).toBe(false);
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    expect(h.uploadComment.last.input.body.comment).toContain("Dátum platby: 26. 11. 2026");
  });

  it("a future day under another reason, or a day that is not real, does not block the send", async () => {
    const h = await startLoadedHome({}, { input: { today: "2026-11-26" } });
    h.send({ type: "reason.change", answers: { code: "alreadyPaid", paidOn: "2026-02-30" } });
    expect(selectPaidOnInFuture(h.snapshot)).toBe(false);
    h.send({ type: "reason.change", answers: { paidOn: "2030-01-01" } });
    expect(selectPaidOnInFuture(h.snapshot)).toBe(true);
    h.send({ type: "reason.change", answers: { code: "wrongAmount" } });
    expect(selectPaidOnInFuture(h.snapshot)).toBe(false);
    h.send({ type: "comment.change", value: "Wrong" });
    h.send({ type: "comment.submit" });
    expect(h.getCaptchaToken.calls).toHaveLength(1);
  });
});
