// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * @typedef {{
 *   preferredLanguage: "sk" | "en" | "ua", infoWasProvided: boolean, clickedOnPay: boolean,
 *   clickedOnTotalDebt: boolean, clickedOnCalendar: boolean
 * }} DebtorState
 */
/**
 * Per-reference flags and language: fixture values overlaid with what the widget changed.
 * Only the changes are stored, in `<dataDir>/state.json`, so a restart keeps them.
 * @param {string} dataDir
 */
export function createStateStore(dataDir: string): {
    /** @param {string} reference @returns {DebtorState | undefined} */
    get(reference: string): DebtorState | undefined;
    /** @param {string} reference @param {Partial<DebtorState>} patch */
    update(reference: string, patch: Partial<DebtorState>): void;
    reset(): void;
};
export type DebtorState = {
    preferredLanguage: "sk" | "en" | "ua";
    infoWasProvided: boolean;
    clickedOnPay: boolean;
    clickedOnTotalDebt: boolean;
    clickedOnCalendar: boolean;
};
