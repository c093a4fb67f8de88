import { describe, expect, it } from "vitest";
import { selectComment, selectForm, selectReason } from "../../../src/machine/debt-notice.selectors";
import { selectLanguage } from "../../../src/machine/language.selectors";
import { NO_REASON } from "../../../src/domain/objection-reason";
import { OTHER_REF, REF, homeRoute, makeDetails, settle, startLoadedHome } from "../../helpers/machine-harness";

const DRAFT_OF_OTHER = {
  comment: "Toto nie je môj dlh.",
  reason: { code: "notMyDebt" as const, paidOn: "", paidBy: null },
  pendingSend: null,
};

describe("another debtor's page is another session", () => {
  it("their own preferred language is asked for and shown", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.popstate(homeRoute(OTHER_REF));
    await settle();
    expect(h.loadLanguage.inputs.at(-1)).toStrictEqual({ reference: OTHER_REF });
    await h.fetchDetails.resolve(makeDetails({ name: "Olena" }));
    await h.loadLanguage.resolve("ua");
    expect(selectLanguage(h.snapshot)).toBe("ua");
    expect(h.saveLanguage.calls).toHaveLength(0);
  });

  it("a language the debtor chose on this page stays: no preference asked, nothing saved for the other", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "language.change", language: "en" });
    await h.saveLanguage.resolve(undefined);
    h.popstate(homeRoute(OTHER_REF));
    await settle();
    expect(h.loadLanguage.calls).toHaveLength(1);
    await h.fetchDetails.resolve(makeDetails());
    expect(selectLanguage(h.snapshot)).toBe("en");
    expect(h.saveLanguage.calls).toHaveLength(1);
  });

  it("what storage keeps for them comes back into the form; Back brings the first debtor's own back", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.send({ type: "comment.change", value: "Môj text" });
    h.popstate(homeRoute(OTHER_REF), DRAFT_OF_OTHER);
    await settle();
    await h.fetchDetails.resolve(makeDetails());
    expect(selectComment(h.snapshot)).toBe(DRAFT_OF_OTHER.comment);
    expect(selectReason(h.snapshot)).toStrictEqual(DRAFT_OF_OTHER.reason);
    h.popstate(homeRoute(REF), { comment: "Môj text", reason: NO_REASON, pendingSend: null });
    await settle();
    expect(selectComment(h.snapshot)).toBe("Môj text");
    expect(selectReason(h.snapshot)).toStrictEqual(NO_REASON);
  });

  it("a send of theirs still pending (a reload during it, earlier) is checked, not offered again", async () => {
    const h = await startLoadedHome({}, { language: "sk" });
    h.popstate(homeRoute(OTHER_REF), { ...DRAFT_OF_OTHER, pendingSend: { since: 1, wasProvided: false } });
    await settle();
    expect(selectForm(h.snapshot).isCheckingArrival).toBe(true);
    await h.fetchDetails.resolve(makeDetails({ infoWasProvided: true }));
    expect(h.emittedOf("commentSent")).toHaveLength(1);
    expect(h.actions.clearDraft).toHaveBeenCalledOnce();
  });
});
