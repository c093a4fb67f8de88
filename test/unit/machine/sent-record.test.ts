import { describe, expect, it } from "vitest";
import { objectionKeyOf } from "../../../src/domain/objection-key";
import { selectScreen, selectSentRecord } from "../../../src/machine/debt-notice.selectors";
import {
  OTHER_REF,
  failure,
  homeRoute,
  makeAttachment,
  makeDetails,
  makeFile,
  startLoadedHome,
} from "../../helpers/machine-harness";
import { NO_REASON } from "../../../src/domain/objection-reason";

describe("the record of what was sent", () => {
  it("a successful send keeps what was sent, names and sizes only", async () => {
    const h = await startLoadedHome({ period: "01/2025", actualDebt: "1 150,75" });
    h.send({ type: "reason.change", answers: { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "branch" } });
    h.send({ type: "attachment.select", file: makeFile() });
    await h.readAttachment.resolve(makeAttachment("png", { fileName: "potvrdenie.png", size: 245_000 }));
    h.send({ type: "comment.change", value: "  Zaplatené na pošte  " });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    const before = Date.now();
    await h.uploadComment.resolve(undefined);

    const record = selectSentRecord(h.snapshot);
    expect(record).toEqual({
      reason: { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "branch" },
      comment: "Zaplatené na pošte",
      attachment: { fileName: "potvrdenie.png", size: 245_000 },
      sentAt: expect.any(Number),
      periodLabel: "01/2025",
      periodKind: "period",
      amountCents: 115075,
      // The same key the gateway client sends as Idempotency-Key for this body.
      key: objectionKeyOf(h.uploadComment.last.input.body),
    });
    expect(record?.key).toMatch(/^dn-[0-9a-f]{24}$/);
    expect(record?.sentAt).toBeGreaterThanOrEqual(before);
    // Kept for the tab, so a reload finds it.
    expect(h.actions.persistSentRecord).toHaveBeenCalledWith({ record });
    expect(JSON.stringify(record)).not.toContain("base64");
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
  });

  // The third integrator trial: the record showed "Record code dn-…" that a gateway on another
  // origin never received (no Idempotency-Key there): a debtor quoting it on the phone is not found.
  it("the record code only where the gateway receives it: none for a gateway on another origin", async () => {
    const h = await startLoadedHome({ period: "01/2025" }, { input: { objectionKeySent: false } });
    h.send({ type: "comment.change", value: "Zaplatené" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.resolve(undefined);
    expect(selectSentRecord(h.snapshot)).toMatchObject({ comment: "Zaplatené", key: null });
  });

  it("no record after a failed send; none for a page already answered before", async () => {
    const h = await startLoadedHome({ period: "", specificSymbol: "9912" });
    h.send({ type: "comment.change", value: "text" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.reject(failure("server"));
    expect(selectSentRecord(h.snapshot)).toBeNull();

    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.resolve(undefined);
    expect(selectSentRecord(h.snapshot)).toMatchObject({ periodLabel: "9912", periodKind: "specificSymbol" });

    const answered = await startLoadedHome({ infoWasProvided: true });
    expect(selectSentRecord(answered.snapshot)).toBeNull();
  });

  it("print asks the browser only once something was sent", async () => {
    const h = await startLoadedHome();
    h.send({ type: "record.print" });
    expect(h.actions.printRecord).not.toHaveBeenCalled();

    h.send({ type: "comment.change", value: "text" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.resolve(undefined);
    h.send({ type: "record.print" });
    expect(h.actions.printRecord).toHaveBeenCalledTimes(1);
  });

  it("another debtor's page forgets the record", async () => {
    const h = await startLoadedHome();
    h.send({ type: "comment.change", value: "text" });
    h.send({ type: "comment.submit" });
    await h.getCaptchaToken.resolve("token");
    await h.uploadComment.resolve(undefined);
    expect(selectSentRecord(h.snapshot)).not.toBeNull();
    h.popstate(homeRoute(OTHER_REF));
    await h.fetchDetails.resolve(makeDetails());
    expect(selectSentRecord(h.snapshot)).toBeNull();
  });

  it("a record kept in the tab comes back after a reload and with Back/Forward; removing it removes it there too", async () => {
    const kept = {
      reason: { code: null, paidOn: "", paidBy: null },
      comment: "text",
      attachment: null,
      sentAt: 1_700_000_000_000,
      periodLabel: "01/2025",
      periodKind: "period",
      amountCents: 4000,
      key: "dn-0123456789abcdef01234567",
    } as const;
    const h = await startLoadedHome({ infoWasProvided: true }, { input: { sentRecord: kept } });
    expect(selectScreen(h.snapshot)).toBe("infoProvided");
    expect(selectSentRecord(h.snapshot)).toEqual(kept);

    h.send({ type: "record.forget" });
    expect(selectSentRecord(h.snapshot)).toBeNull();
    expect(h.actions.persistSentRecord).toHaveBeenCalledWith({ record: null });
    // Nothing left to remove or print.
    h.send({ type: "record.forget" });
    h.send({ type: "record.print" });
    expect(h.actions.persistSentRecord).toHaveBeenCalledTimes(1);
    expect(h.actions.printRecord).not.toHaveBeenCalled();

    h.popstate(homeRoute(OTHER_REF), { comment: "", reason: NO_REASON, pendingSend: null, sentRecord: kept });
    await h.fetchDetails.resolve(makeDetails({ infoWasProvided: true }));
    expect(selectSentRecord(h.snapshot)).toEqual(kept);
  });
});
