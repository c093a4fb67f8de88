import { describe, expect, it } from "vitest";
import { NO_REASON, commentWithReason, reasonLineOf, slovakDateOf } from "../../../src/domain/objection-reason";

describe("the objection's reason line", () => {
  it("with no reason chosen the comment is the text as typed, trimmed", () => {
    expect(commentWithReason(NO_REASON, "  Zaplatil som.\nDruhý riadok ")).toBe("Zaplatil som.\nDruhý riadok");
    expect(reasonLineOf(NO_REASON)).toBeNull();
  });

  it("already paid: the date and the way of payment, in Slovak, on the first line", () => {
    const answers = { code: "alreadyPaid", paidOn: "2025-03-12", paidBy: "bankTransfer" } as const;
    expect(commentWithReason(answers, "Platba s nesprávnym symbolom")).toBe(
      "[Dôvod: Už som zaplatil(a) · Dátum platby: 12. 3. 2025 · Spôsob: bankový prevod]\nPlatba s nesprávnym symbolom",
    );
  });

  it("already paid without answers names the reason only", () => {
    expect(reasonLineOf({ code: "alreadyPaid", paidOn: "", paidBy: null })).toBe("[Dôvod: Už som zaplatil(a)]");
    expect(reasonLineOf({ code: "alreadyPaid", paidOn: "", paidBy: "branch" })).toBe(
      "[Dôvod: Už som zaplatil(a) · Spôsob: na pobočke alebo pošte]",
    );
  });

  it("the payment answers belong to 'already paid' only", () => {
    expect(reasonLineOf({ code: "wrongAmount", paidOn: "2025-03-12", paidBy: "cardOnline" })).toBe(
      "[Dôvod: Suma je nesprávna]",
    );
    expect(reasonLineOf({ code: "notMyDebt", paidOn: "", paidBy: null })).toBe("[Dôvod: Nie je to môj nedoplatok]");
    expect(reasonLineOf({ code: "other", paidOn: "", paidBy: null })).toBe("[Dôvod: Iné]");
  });

  it("a date that is not a real day is left out", () => {
    expect(slovakDateOf("2025-02-30")).toBeNull();
    expect(slovakDateOf("12.3.2025")).toBeNull();
    expect(slovakDateOf("2024-02-29")).toBe("29. 2. 2024");
    expect(reasonLineOf({ code: "alreadyPaid", paidOn: "2025-13-01", paidBy: null })).toBe(
      "[Dôvod: Už som zaplatil(a)]",
    );
  });
});
