import { describe, expect, it } from "vitest";
import {
  INSTALMENT_THRESHOLD_CENTS,
  isAboveInstalmentThreshold,
  offersInstalments,
} from "../../../src/domain/instalments";

const MAX = Number.MAX_SAFE_INTEGER;

describe("isAboveInstalmentThreshold", () => {
  it("is 100 €", () => {
    expect(INSTALMENT_THRESHOLD_CENTS).toBe(10000);
  });

  it.each([
    [10001, true],
    [10000, false],
    [9999, false],
    [0, false],
    [-20000, false],
    [MAX, true],
  ])("%d -> %s", (cents, expected) => {
    expect(isAboveInstalmentThreshold(cents)).toBe(expected);
  });
});

describe("offersInstalments: the one rule for the calendar, from the amount as the gateway sends it", () => {
  it.each([
    ["100,01", true],
    ["1 150,75", true],
    [100.01, true],
    ["100,00", false],
    [100, false],
    ["-500,00", false],
    ["0", false],
  ])("actualDebt %j -> %s", (actualDebt, expected) => {
    expect(offersInstalments({ actualDebt, totalDebt: null, period: "01/2025" })).toBe(expected);
  });

  // The tenth trial: an amount the breakdown contradicts is not the notice's: no plan on it.
  it("offers nothing for an amount the breakdown does not show as its period's debt", () => {
    const totalDebt = JSON.stringify([{ obdobie: "01/2025", dlh: "-1 150,75" }]);
    expect(offersInstalments({ actualDebt: 200, totalDebt, period: "01/2025" })).toBe(false);
    expect(offersInstalments({ actualDebt: 1150.75, totalDebt, period: "01/2025" })).toBe(true);
  });

  it.each([null, "", "abc", "1.000.000", "12,345"])("offers nothing for an amount it cannot read: %j", (actualDebt) => {
    expect(offersInstalments({ actualDebt, totalDebt: null, period: "01/2025" })).toBe(false);
  });
});
