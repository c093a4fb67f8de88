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
    expect(offersInstalments({ actualDebt })).toBe(expected);
  });

  it.each([null, "", "abc", "1.000.000", "12,345"])("offers nothing for an amount it cannot read: %j", (actualDebt) => {
    expect(offersInstalments({ actualDebt })).toBe(false);
  });
});
