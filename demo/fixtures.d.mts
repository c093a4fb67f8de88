// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/** @param {string} reference */
export function findFixture(reference: string): Fixture;
/**
 * The getDetails `entities` of a debtor, as the reference gateway answers them; the e2e tests
 * build their varied answers from the same function, so both layers share one fixture.
 * @param {Fixture} fixture
 * @param {{ origin: string, sessionId: string, infoWasProvided?: boolean, clickedOnPay?: boolean }} answer
 */
export function detailsEntitiesOf(fixture: Fixture, answer: {
    origin: string;
    sessionId: string;
    infoWasProvided?: boolean;
    clickedOnPay?: boolean;
}): {
    name: string;
    isMan: boolean;
    icp: string;
    actualDebt: string | number;
    paymeUrl: string;
    totalDebt: string;
    infoWasProvided: boolean;
    clickedOnPay: boolean;
    specificSymbol: string;
    period: string;
    sessionId: string;
    variableSymbol: string;
};
/** @type {Fixture[]} */
export const fixtures: Fixture[];
/**
 * Sample debtors, one per view or edge the widget must handle.
 */
export type DebtEntry = {
    obdobie: string;
    dlh: string;
};
/**
 * Sample debtors, one per view or edge the widget must handle.
 */
export type Fixture = {
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
};
