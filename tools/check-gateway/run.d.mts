import type { Finding, Level } from "./findings.mjs";

export interface CheckOptions {
  /** Absolute URL of the widget's api-base. */
  apiBase: string;
  /** A test debtor's reference. */
  reference: string;
  /** The embedding page's origin: CORS is checked when given. */
  origin?: string;
  /** Also send the three write calls. */
  write?: boolean;
  captchaToken?: string | null;
  timeoutMs?: number;
}

export interface StepReport {
  label: string;
  /** The call sent, or "api-base" for the address itself (reported only when the widget refuses it). */
  call: string;
  level: Level;
  /** How long the answer took; absent for a call not sent. */
  ms?: number;
  findings: Finding[];
}

export const CHECK_COMMENT: string;
export function checkGateway(options: CheckOptions): Promise<{ steps: StepReport[]; exitCode: 0 | 1 }>;
