/** The report as text: one block per call, one line per finding, a fix under each problem. */
import { ACCEPTED, BREAKS, SKIPPED, TOLERATED } from "./findings.mjs";

const MARK = { [ACCEPTED]: "ok", [TOLERATED]: "~ ", [BREAKS]: "!!", [SKIPPED]: "--" };

/** @param {{ steps: import("./run.mjs").StepReport[] }} result @param {import("./run.mjs").CheckOptions} options */
export function formatReport(result, options) {
  const lines = [
    `debt-notice-check-gateway ${options.apiBase}`,
    `  reference ${options.reference}${options.origin ? `, page origin ${options.origin}` : ", no --origin: CORS not checked"}`,
    "",
  ];
  for (const step of result.steps) {
    lines.push(`${step.label}: ${step.level}${step.ms === undefined ? "" : ` (${step.ms} ms)`}`);
    for (const finding of step.findings) {
      lines.push(`  ${MARK[finding.level]} ${finding.what}`);
      if (finding.fix) lines.push(`     fix: ${finding.fix}`);
    }
  }
  const count = (level) => result.steps.filter((step) => step.level === level).length;
  lines.push(
    "",
    `${count(ACCEPTED)} accepted, ${count(TOLERATED)} tolerated, ${count(BREAKS)} would break, ${count(SKIPPED)} skipped`,
  );
  return lines.join("\n");
}
