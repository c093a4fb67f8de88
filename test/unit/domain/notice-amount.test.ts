import { describe, expect, it } from "vitest";
import { breakdownContradicts, noticeAmountOf } from "../../../src/domain/notice-amount";

const notice = (actualDebt: string | number | null, rows: [string, string][] | null, period = "01/2025") => ({
  actualDebt,
  period,
  totalDebt: rows === null ? null : JSON.stringify(rows.map(([obdobie, dlh]) => ({ obdobie, dlh }))),
});

describe("noticeAmountOf: the amount to pay, unless its own breakdown says otherwise", () => {
  it.each([
    ["the period's debt", notice(1150.75, [["01/2025", "-1 150,75"]]), 115075],
    [
      "the period's rows adding up, other periods beside",
      notice("0,30", [
        ["01/2025", "-0,50"],
        ["01/2025", "0,20"],
        ["02/2025", "-3,00"],
      ]),
      30,
    ],
    ["no breakdown sent", notice(1150.75, null), 115075],
    ["a breakdown that is no JSON", { actualDebt: 1150.75, period: "01/2025", totalDebt: "{" }, 115075],
    ["no period (a specific symbol): nothing to compare", notice(1150.75, [["01/2025", "-5,00"]], ""), 115075],
    ["nothing to pay, no row", notice(0, []), 0],
    ["the period's amount unread: left to its own note", notice(11.5, [["01/2025", "abc"]]), 1150],
  ])("%s: read", (_, details, cents) => {
    expect(noticeAmountOf(details)).toEqual({ ok: true, cents });
    expect(breakdownContradicts(details)).toBe(false);
  });

  // The tenth integrator trial: 11,50 € shown, encoded and linked against 1 150,75 € in the breakdown.
  it.each([
    ["another amount for the period", notice(11.5, [["01/2025", "-1 150,75"]])],
    ["a hundred times more", notice(115075, [["01/2025", "-1 150,75"]])],
    ["no row for the period", notice(11.5, [["12/2024", "-11,50"]])],
    ["an empty breakdown", notice(11.5, [])],
    ["the period an overpayment", notice(11.5, [["01/2025", "11,50"]])],
    ["nothing to pay against a debt", notice(0, [["01/2025", "-11,50"]])],
  ])("%s: not shown", (_, details) => {
    expect(noticeAmountOf(details).ok).toBe(false);
    expect(breakdownContradicts(details)).toBe(true);
  });

  it("an amount unread on its own is not called a contradiction", () => {
    const details = notice("1150.75", [["01/2025", "-1 150,75"]]);
    expect(noticeAmountOf(details).ok).toBe(false);
    expect(breakdownContradicts(details)).toBe(false);
  });
});
