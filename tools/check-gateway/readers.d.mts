export function readsAsMoney(value: unknown): boolean;
export function isFollowedUrl(raw: unknown): boolean;
