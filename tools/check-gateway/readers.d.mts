export function moneyCents(value: unknown): number | null;
export function readsAsMoney(value: unknown): boolean;
export function amountToPayCents(value: unknown): number | null;
export function isFollowedUrl(raw: unknown): boolean;
/** The widget's console warning for an api-base it refuses (no call is sent), or null. */
export function apiBaseProblem(value: string, pageHref?: string): string | null;
export function isShowable(text: string, max: number): boolean;
export const MAX_PERIODS: number;
export function periodText(value: unknown): string;
export function readBreakdown(
  value: unknown,
): { rows: { period: string; cents: number | null }[] } | { unavailable: string };
export function nameToShow(text: string): string;
export function isPeriodLabel(text: string): boolean;
export function icpToShow(text: string): string;
