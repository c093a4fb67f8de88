import type { DebtDetails } from "./debt-notice.types";

/** The period (01/2025) or, without one, the specific symbol: what the debt is named by (docs/requirements.md: Period or specific symbol). */
export function periodLabelOf(details: Pick<DebtDetails, "period" | "specificSymbol">): string {
  return details.period.trim() || details.specificSymbol.trim();
}
