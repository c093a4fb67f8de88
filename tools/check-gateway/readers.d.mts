export function moneyCents(value: unknown): number | null;
export function readsAsMoney(value: unknown): boolean;
export function amountToPayCents(value: unknown): number | null;
export function isFollowedUrl(raw: unknown): boolean;
