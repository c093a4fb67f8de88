// Issue 31: the widget cannot know what a gateway's actualDebt covers, and the demo must not show
// a notice that contradicts itself: an amount said to be "for the period 03/2025" while the
// breakdown shows another amount for 03/2025. Each sample debtor with a period owes that period's
// row (or has no row for it); an amount for several periods comes without a period.
import { describe, expect, it } from "vitest";
import { fixtures } from "../../../demo/fixtures.mjs";
import { parseMoney } from "../../../src/domain/money";

describe("the demo's sample debtors say one thing about their amount", () => {
  for (const fixture of fixtures) {
    it(`${fixture.reference}: the amount is the period's row in the breakdown, or there is no period`, () => {
      const row = fixture.period ? fixture.history.find((entry) => entry.obdobie === fixture.period) : undefined;
      if (!row) return;
      const amount = parseMoney(fixture.actualDebt);
      const owed = parseMoney(row.dlh);
      if (!amount.ok || !owed.ok) throw new Error("unreadable sample amount");
      // The breakdown signs a debt with a minus (openapi.yaml); actualDebt is the amount to pay.
      expect(amount.cents).toBe(-owed.cents);
    });
  }
});
