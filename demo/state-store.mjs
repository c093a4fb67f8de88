import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { findFixture } from "./fixtures.mjs";

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
export function createStateStore(dataDir) {
  const file = join(dataDir, "state.json");
  /** @type {Map<string, Partial<DebtorState>>} */
  let changes = load();

  function load() {
    try {
      const saved = JSON.parse(readFileSync(file, "utf8")).changes;
      return new Map(Object.entries(saved ?? {}));
    } catch {
      return new Map();
    }
  }

  /** A crash mid-write must never leave a half-written state file: write aside, then rename. */
  function save() {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: 1, changes: Object.fromEntries(changes) }, null, 2));
    renameSync(temporary, file);
  }

  return {
    /** @param {string} reference @returns {DebtorState | undefined} */
    get(reference) {
      const fixture = findFixture(reference);
      if (!fixture) return undefined;
      return {
        preferredLanguage: fixture.preferredLanguage,
        infoWasProvided: fixture.infoWasProvided,
        clickedOnPay: fixture.clickedOnPay,
        clickedOnTotalDebt: false,
        clickedOnCalendar: false,
        ...changes.get(reference),
      };
    },
    /** @param {string} reference @param {Partial<DebtorState>} patch */
    update(reference, patch) {
      changes.set(reference, { ...changes.get(reference), ...patch });
      save();
    },
    reset() {
      changes = new Map();
      rmSync(file, { force: true });
    },
  };
}
