export function moneyCents(value: unknown): number | null;
export function readsAsMoney(value: unknown): boolean;
export function amountToPayCents(value: unknown): number | null;
export function isFollowedUrl(raw: unknown): boolean;
/** The widget's console warning for an api-base it refuses (no call is sent), or null. */
export function apiBaseProblem(value: string, pageHref?: string): string | null;
