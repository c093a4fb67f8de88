import type { Finding } from "./findings.mjs";

export function judgeDetails(body: unknown, page?: string): Finding[];
