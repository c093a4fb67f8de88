// One debtor's details as the gateway returns them, for unit and component tests alike
// (no DOM, no React: the unit project runs in Node).
import type { DebtDetails } from "../../src/domain/gateway-contract";

export const TOTAL_DEBT_JSON = JSON.stringify([
  { obdobie: "01/2025", dlh: "-1 150,75" },
  { obdobie: "02/2025", dlh: "-20,5" },
  { obdobie: "03/2025", dlh: "30,00" },
]);

export function detailsFixture(overrides: Partial<DebtDetails> = {}): DebtDetails {
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
    ...overrides,
  };
}
