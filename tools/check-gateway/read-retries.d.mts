import type { Exchange } from "./http.mjs";
import type { Finding } from "./findings.mjs";

export const READ_RETRY_DELAYS_MS: number[];
export function retriedStatus(status: number): boolean;
export function sendRead(
  send: () => Promise<Exchange>,
  sleep?: (ms: number) => Promise<void>,
): Promise<{ exchange: Exchange; attempts: Exchange[] }>;
export function judgeRetries(attempts: Exchange[]): Finding[];
