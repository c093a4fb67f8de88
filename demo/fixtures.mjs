/**
 * Sample debtors, one per view or edge the widget must handle.
 * @typedef {{ obdobie: string, dlh: string }} DebtEntry
 * @typedef {{
 *   reference: string, shows: string, name: string, isMan: boolean, icp: string,
 *   actualDebt: number | string, period: string, specificSymbol: string, variableSymbol: string,
 *   history: DebtEntry[], preferredLanguage: "sk" | "en" | "ua",
 *   infoWasProvided: boolean, clickedOnPay: boolean, paymeUrl?: string
 * }} Fixture
 */

/** 27 months mixing debts (negative), overpayments (positive), a zero and a no-break space. */
const LONG_HISTORY_AMOUNTS = [
  "-1 234,56",
  "12,30",
  "-0,50",
  "-86,40",
  "25,00",
  "-2\u00a0345,67",
  "-112,00",
  "0,00",
  "-99,99",
  "150,00",
  "-45,10",
  "-0,01",
  "-312,75",
  "8,90",
  "-1 000,00",
  "-64,20",
  "3,33",
  "-27,45",
  "-500,00",
  "44,44",
  "-18,18",
  "-250,50",
  "0,99",
  "-77,77",
  "-1,00",
  "120,00",
  "-86,40",
];

/** @param {number} count @param {number} startYear */
function monthsFrom(count, startYear) {
  return Array.from({ length: count }, (_, index) => {
    const month = (index % 12) + 1;
    return `${String(month).padStart(2, "0")}/${startYear + Math.floor(index / 12)}`;
  });
}

/** @param {string[]} amounts @returns {DebtEntry[]} */
function historyOf(amounts) {
  const periods = monthsFrom(amounts.length, 2023);
  return amounts.map((dlh, index) => ({ obdobie: periods[index] ?? "", dlh }));
}

/** @type {Fixture[]} */
export const fixtures = [
  {
    reference: "a1b2c3-man-high",
    shows: "man, debt above 100 € as text, period: main form with instalment plan",
    name: "Ján Novák",
    isMan: true,
    icp: "8001011234",
    actualDebt: "1 150,75",
    period: "01/2025",
    specificSymbol: "2025011234",
    variableSymbol: "8001011234",
    preferredLanguage: "sk",
    infoWasProvided: false,
    clickedOnPay: false,
    // The notice's amount is its period's row (issue 31: the page says "for the period 01/2025").
    history: [
      { obdobie: "11/2024", dlh: "25,00" },
      { obdobie: "12/2024", dlh: "-25,00" },
      { obdobie: "01/2025", dlh: "-1 150,75" },
    ],
  },
  {
    reference: "d4e5f6-woman-low",
    shows: "woman, debt exactly 100 € as a number: main form without calendar",
    name: "Mária Kováčová",
    isMan: false,
    icp: "8555125678",
    actualDebt: 100,
    period: "02/2025",
    specificSymbol: "2025025678",
    variableSymbol: "8555125678",
    preferredLanguage: "sk",
    infoWasProvided: false,
    clickedOnPay: false,
    history: [
      { obdobie: "01/2025", dlh: "0,00" },
      { obdobie: "02/2025", dlh: "-100,00" },
    ],
  },
  {
    reference: "b7c8d9-no-period",
    shows: "no period (empty string): specific symbol instead; debt 100.01 € shows the calendar",
    name: "Peter Horváth",
    isMan: true,
    icp: "7703034321",
    actualDebt: 100.01,
    period: "",
    specificSymbol: "2024124321",
    variableSymbol: "7703034321",
    preferredLanguage: "sk",
    infoWasProvided: false,
    clickedOnPay: false,
    history: [{ obdobie: "12/2024", dlh: "-100,01" }],
  },
  {
    reference: "e1f2a3-info-provided",
    shows: "infoWasProvided: thank-you view",
    name: "Zuzana Bieliková",
    isMan: false,
    icp: "9060207788",
    actualDebt: "245,10",
    period: "12/2024",
    specificSymbol: "2024127788",
    variableSymbol: "9060207788",
    preferredLanguage: "sk",
    infoWasProvided: true,
    clickedOnPay: false,
    history: [{ obdobie: "12/2024", dlh: "-245,10" }],
  },
  {
    reference: "f4a5b6-paid",
    shows: "clickedOnPay: payment-already-made view",
    name: "Tomáš Baláž",
    isMan: true,
    icp: "8511119900",
    actualDebt: 312.4,
    period: "03/2025",
    specificSymbol: "2025039900",
    variableSymbol: "8511119900",
    preferredLanguage: "sk",
    infoWasProvided: false,
    clickedOnPay: true,
    history: [{ obdobie: "03/2025", dlh: "-312,40" }],
  },
  {
    reference: "c7d8e9-info-and-paid",
    shows: "both flags: thank-you view (information wins)",
    name: "Lucia Šimková",
    isMan: false,
    icp: "9152283344",
    actualDebt: "58,00",
    period: "02/2025",
    specificSymbol: "2025023344",
    variableSymbol: "9152283344",
    preferredLanguage: "sk",
    infoWasProvided: true,
    clickedOnPay: true,
    history: [{ obdobie: "02/2025", dlh: "-58,00" }],
  },
  {
    reference: "a9b8c7-long-history",
    shows:
      "27 periods of debts and overpayments on the total-debt page; the notice's amount is all of them (no period)",
    name: "Miroslav Kráľ",
    isMan: true,
    icp: "6804156677",
    actualDebt: "5 897,52",
    period: "",
    specificSymbol: "2025036677",
    variableSymbol: "6804156677",
    preferredLanguage: "sk",
    infoWasProvided: false,
    clickedOnPay: false,
    history: historyOf(LONG_HISTORY_AMOUNTS),
  },
  {
    reference: "d6e5f4-ukrainian",
    shows: "Ukrainian name, preferred language ua",
    name: "Олександр Шевченко",
    isMan: true,
    icp: "9203041122",
    actualDebt: "431,20",
    period: "01/2025",
    specificSymbol: "2025011122",
    variableSymbol: "9203041122",
    preferredLanguage: "ua",
    infoWasProvided: false,
    clickedOnPay: false,
    history: [
      { obdobie: "12/2024", dlh: "0,00" },
      { obdobie: "01/2025", dlh: "-431,20" },
    ],
  },
  {
    reference: "c3b2a1-english",
    shows: "preferred language en",
    name: "Emily Clarke",
    isMan: false,
    icp: "9456015566",
    actualDebt: 74.9,
    period: "02/2025",
    specificSymbol: "2025025566",
    variableSymbol: "9456015566",
    preferredLanguage: "en",
    infoWasProvided: false,
    clickedOnPay: false,
    history: [{ obdobie: "02/2025", dlh: "-74,90" }],
  },
  {
    reference: "f0e0d0-hostile",
    shows: "markup in the name (not shown: no name holds it), javascript: payment URL (no link)",
    name: '<img src=x onerror="alert(1)">Eva <b>Hacková</b>',
    isMan: false,
    icp: "9001010000",
    actualDebt: "150,00",
    period: "04/2025",
    specificSymbol: "2025040000",
    variableSymbol: "9001010000",
    preferredLanguage: "sk",
    infoWasProvided: false,
    clickedOnPay: false,
    paymeUrl: "javascript:alert(document.domain)",
    history: [{ obdobie: "04/2025", dlh: "-150,00" }],
  },
];

const byReference = new Map(fixtures.map((fixture) => [fixture.reference, fixture]));

/** @param {string} reference */
export function findFixture(reference) {
  return byReference.get(reference);
}

/**
 * The getDetails `entities` of a debtor, as the reference gateway answers them; the e2e tests
 * build their varied answers from the same function, so both layers share one fixture.
 * @param {Fixture} fixture
 * @param {{ origin: string, sessionId: string, infoWasProvided?: boolean, clickedOnPay?: boolean }} answer
 */
export function detailsEntitiesOf(fixture, answer) {
  const payment = new URLSearchParams({ vs: fixture.variableSymbol, ss: fixture.specificSymbol });
  return {
    name: fixture.name,
    isMan: fixture.isMan,
    icp: fixture.icp,
    actualDebt: fixture.actualDebt,
    paymeUrl: fixture.paymeUrl ?? `${answer.origin}/demo-pay?${payment}`,
    totalDebt: JSON.stringify(fixture.history),
    infoWasProvided: answer.infoWasProvided ?? fixture.infoWasProvided,
    clickedOnPay: answer.clickedOnPay ?? fixture.clickedOnPay,
    specificSymbol: fixture.specificSymbol,
    period: fixture.period,
    sessionId: answer.sessionId,
    variableSymbol: fixture.variableSymbol,
  };
}
