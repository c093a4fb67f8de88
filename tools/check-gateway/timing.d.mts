import type { Finding } from "./findings.mjs";

export const NOTICE_BUDGET_MS: number;
export const LANGUAGE_WAIT_MS: number;
export const SLOW_NOTICE_MS: number;
export const SEND_BUDGET_MS: number;
export function judgeTime(call: string, ms: number, timeoutMs: number): Finding[];
