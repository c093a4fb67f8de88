import { parseMoney } from "./money";
import { isPeriodLabel, isShowableText } from "./shown-text";

/** One period of the total-debt breakdown. `cents` is null when the amount was unreadable. */
export interface DebtPeriodRow {
  /** The period label (`obdobie`) as text, trimmed; "" when missing or not text/number. */
  period: string;
  /** The amount (`dlh`) in cents, or null when it could not be read. */
  cents: number | null;
  /** The amount as the server sent it (text), for display when `cents` is null. */
  raw: string;
}

/**
 * The longest breakdown shown: a hundred years of monthly periods. A longer one is refused
 * whole (the page says the breakdown is not available): it cannot be a real history, and a
 * page of tens of thousands of rows would freeze a cheap phone.
 */
export const MAX_PERIODS = 1_200;

/** Result of {@link parseTotalDebt}. */
export type TotalDebt = { ok: true; rows: DebtPeriodRow[]; totalCents: number; invalidCount: number } | { ok: false };

type Entry = Record<string, unknown>;

function isEntry(value: unknown): value is Entry {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Own property only: JSON.parse makes `"__proto__"` an own key, and nothing is inherited. */
function own(entry: Entry, key: string): unknown {
  return Object.hasOwn(entry, key) ? entry[key] : undefined;
}

/** A period label is "01/2025"; forty characters leave room for any wording a gateway uses. */
const MAX_PERIOD_LENGTH = 40;

function periodText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

function rawText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/**
 * Parses the `totalDebt` field of the details response: a JSON *string* holding an array of
 * `{ obdobie, dlh }` entries (openapi.yaml: `DebtHistory`). Never throws.
 *
 * - Not a string, malformed JSON, or JSON that is not an array -> `{ ok: false }`.
 * - An entry that is not an object (null, a number, an array…) is skipped and counted in
 *   `invalidCount`: it has no period to show.
 * - `dlh` is read with {@link parseMoney}; an unreadable amount keeps its row with
 *   `cents: null`, is counted in `invalidCount` and left out of `totalCents`.
 * - If the exact total would leave the safe integer range the data is absurd, and the
 *   result is `{ ok: false }` rather than an inexact sum.
 * - More than {@link MAX_PERIODS} entries -> `{ ok: false }`.
 * - An empty array is a valid, empty breakdown with a total of 0.
 */
export function parseTotalDebt(json: unknown): TotalDebt {
  if (typeof json !== "string") return { ok: false };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false };
  }
  if (!Array.isArray(data) || data.length > MAX_PERIODS) return { ok: false };

  const rows: DebtPeriodRow[] = [];
  let totalCents = 0;
  let invalidCount = 0;
  for (const entry of data as unknown[]) {
    if (!isEntry(entry)) {
      invalidCount += 1;
      continue;
    }
    const amount = own(entry, "dlh");
    const money = parseMoney(amount);
    const cents = money.ok ? money.cents : null;
    if (cents === null) invalidCount += 1;
    else totalCents += cents;
    if (!Number.isSafeInteger(totalCents)) return { ok: false };
    const period = periodText(own(entry, "obdobie"));
    // A label no real period has (a pile of combining marks froze the tab for minutes): the
    // breakdown is not available rather than a frozen page.
    if (!isShowableText(period, MAX_PERIOD_LENGTH)) return { ok: false };
    // Words, an account or invisible marks where a period belongs (shown-text.ts): the rows would
    // print them as the insurer's, or two rows would look like the same period.
    // An entry without one keeps its row, unlabelled (its amount is counted or called unreadable).
    if (period !== "" && !isPeriodLabel(period)) return { ok: false };
    rows.push({ period, cents, raw: rawText(amount) });
  }
  return { ok: true, rows, totalCents, invalidCount };
}

/**
 * Whether the breakdown shows the notice's own amount as its period's debt. The notice asks
 * `amountCents` for `period`; the breakdown's rows for that period (none: nothing owed) must add up
 * to that debt, written with a minus (an overpayment there is no debt). When they do not, neither
 * page can be trusted to tell the total: "none" beside a Pay button, or an overpayment for the
 * period the notice asks to be paid. Rows that could not be read are left to their own note.
 */
export function breakdownShowsNotice(rows: readonly DebtPeriodRow[], period: string, amountCents: number): boolean {
  let balance = 0;
  for (const row of rows) {
    if (row.period !== period.trim()) continue;
    if (row.cents === null) return true;
    balance += row.cents;
  }
  return (balance < 0 ? -balance : 0) === amountCents;
}
