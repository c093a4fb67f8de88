export const MAX_BODY_BYTES: number;

interface Head {
  status: number;
  headers: Headers;
  ms: number;
}
/** The whole body, read. */
export type Answered = Head & { text: string };
/** A 3xx, not followed. */
export type Redirected = Head & { location: string | null };
/** The bytes that had come when the checker stopped reading. */
export type Oversized = Head & { tooLarge: number };
export type Exchange = Answered | Redirected | Oversized | { error: string; ms: number };

export function callUrl(apiBase: string, call: string): string;
export function postCall(
  options: { apiBase: string; origin?: string; timeoutMs: number },
  call: string,
  body: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Exchange>;
export function preflight(
  options: { apiBase: string; origin?: string; timeoutMs: number },
  call: string,
): Promise<Exchange>;
