// Hand-written: the exports its unit test reads.
export interface Verdict {
  exitCode: 0 | 1;
  /** What to print, one line each: failures, then warnings, then a summary (or the one NOT CHECKED line). */
  lines: string[];
}
/**
 * The policy's verdict on `npm audit --omit=dev --json`: `output` is npm's parsed JSON, or an Error
 * when npm gave none (no JSON, timeout). Reads DEBT_NOTICE_REQUIRE_AUDIT from `env`.
 */
export function decide(output: unknown, env?: Record<string, string | undefined>): Verdict;
/** Runs `npm audit --omit=dev --json` (60 s at most): its parsed JSON, or an Error saying why there is none. */
export function runAudit(): unknown;
