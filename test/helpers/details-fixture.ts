// One debtor's details as the gateway returns them, for unit and component tests alike
// (no DOM, no React: the unit project runs in Node).
import type { DebtDetails } from "../../src/domain/gateway-contract";
import { parseAmountToPay } from "../../src/domain/money";

export const TOTAL_DEBT_JSON = JSON.stringify([
  { obdobie: "01/2025", dlh: "-1 150,75" },
  { obdobie: "02/2025", dlh: "-20,5" },
  { obdobie: "03/2025", dlh: "30,00" },
]);

/**
 * The breakdown as a gateway that keeps its figures together sends it: the notice's period shows
 * its amount to pay as the debt (the page withholds an amount the breakdown contradicts).
 */
function breakdownAgreeingWith(actualDebt: DebtDetails["actualDebt"], period: string): string {
  const amount = parseAmountToPay(actualDebt);
  const rows = JSON.parse(TOTAL_DEBT_JSON) as { obdobie: string; dlh: string }[];
  if (!amount.ok || !period.trim()) return TOTAL_DEBT_JSON;
  const debt =
    amount.cents === 0 ? "0,00" : `-${Math.floor(amount.cents / 100)},${String(amount.cents % 100).padStart(2, "0")}`;
  const others = rows.filter((row) => row.obdobie !== period.trim());
  return JSON.stringify([...others, { obdobie: period.trim(), dlh: debt }]);
}

export function detailsFixture(overrides: Partial<DebtDetails> = {}): DebtDetails {
  const derived =
    !("totalDebt" in overrides) && ("actualDebt" in overrides || "period" in overrides)
      ? { totalDebt: breakdownAgreeingWith(overrides.actualDebt ?? "1 150,75", overrides.period ?? "01/2025") }
      : {};
  return {
    name: "Ján Novák",
    isMan: true,
    icp: "8001011234",
    actualDebt: "1 150,75",
    paymeUrl: "https://pay.example/checkout?id=42",
    totalDebt: TOTAL_DEBT_JSON,
    infoWasProvided: false,
    clickedOnPay: false,
    specificSymbol: "7712345678",
    period: "01/2025",
    sessionId: "session-7",
    variableSymbol: "1234567890",
    payBySquare: null,
    ...derived,
    ...overrides,
  };
}
