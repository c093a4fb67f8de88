/** Types for fixtures.mjs, so strict TypeScript tests can share the reference gateway's debtors. */
export interface DebtEntry {
  obdobie: string;
  dlh: string;
}

export interface Fixture {
  reference: string;
  shows: string;
  name: string;
  isMan: boolean;
  icp: string;
  actualDebt: number | string;
  period: string;
  specificSymbol: string;
  variableSymbol: string;
  history: DebtEntry[];
  preferredLanguage: "sk" | "en" | "ua";
  infoWasProvided: boolean;
  clickedOnPay: boolean;
  paymeUrl?: string;
}

export const fixtures: Fixture[];
export function findFixture(reference: string): Fixture | undefined;
export function detailsEntitiesOf(
  fixture: Fixture,
  answer: { origin: string; sessionId: string; infoWasProvided?: boolean; clickedOnPay?: boolean },
): Record<string, unknown>;
