import type { CheckOptions, StepReport } from "./run.mjs";

export function formatReport(result: { steps: StepReport[] }, options: CheckOptions): string;
