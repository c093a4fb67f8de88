import { describe, expect, it } from "vitest";
import type { DebtNoticeSnapshot } from "../../../src/machine/debt-notice.selectors";
import { selectGreeting, selectPaymentUrl, selectTotalDebt } from "../../../src/machine/debt-notice.selectors";
import type { DebtDetails } from "../../../src/machine/debt-notice.types";
import { detailsFixture } from "../../helpers/details-fixture";

function details(overrides: Partial<DebtDetails> = {}): DebtDetails {
  return detailsFixture({
    actualDebt: "150,00",
    paymeUrl: "https://pay.example/abc",
    // The breakdown's own sign: minus is debt (the notice's amount to pay for its period).
    totalDebt: JSON.stringify([{ obdobie: "01/2025", dlh: "-150,00" }]),
    ...overrides,
  });
}

/** The selectors below read only the details; a snapshot per keystroke keeps the same object. */
const snapshotWith = (value: DebtDetails | null) => ({ context: { details: value } }) as unknown as DebtNoticeSnapshot;

describe("selectors derived from the details", () => {
  it("give the same result object for every snapshot that carries the same details", () => {
    const shared = details();
    expect(selectTotalDebt(snapshotWith(shared))).toBe(selectTotalDebt(snapshotWith(shared)));
    expect(selectGreeting(snapshotWith(shared))).toBe(selectGreeting(snapshotWith(shared)));
  });

  it("two widgets with different debtors, read in turns, each get their own figures", () => {
    const first = details();
    const second = details({
      actualDebt: "20,50",
      period: "02/2025",
      totalDebt: JSON.stringify([{ obdobie: "02/2025", dlh: "-20,50" }]),
      paymeUrl: "javascript:alert(1)",
    });
    for (let round = 0; round < 2; round++) {
      expect(selectTotalDebt(snapshotWith(first))).toMatchObject({ ok: true, totalCents: -15000 });
      expect(selectTotalDebt(snapshotWith(second))).toMatchObject({ ok: true, totalCents: -2050 });
      expect(selectGreeting(snapshotWith(first))?.amountCents).toBe(15000);
      expect(selectGreeting(snapshotWith(second))?.amountCents).toBe(2050);
      expect(selectPaymentUrl(snapshotWith(first))).toBe("https://pay.example/abc");
      expect(selectPaymentUrl(snapshotWith(second))).toBeNull();
    }
  });

  it("without details: no greeting, no payment link, no breakdown", () => {
    expect(selectGreeting(snapshotWith(null))).toBeNull();
    expect(selectPaymentUrl(snapshotWith(null))).toBeNull();
    expect(selectTotalDebt(snapshotWith(null))).toEqual({ ok: false });
  });
});
