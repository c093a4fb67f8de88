// Byte budgets (issue 9): bytes are stable on a noisy machine, unlike timings.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const KB = 1024;
const budgets = [
  { file: "dist/debt-notice.umd.js", gzipBudget: 100 * KB, what: "standalone UMD (React included)" },
  { file: "dist/debt-notice.esm.js", gzipBudget: 40 * KB, what: "ESM (React external)" },
];

let over = false;
for (const { file, gzipBudget, what } of budgets) {
  const bytes = readFileSync(file);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const ok = gzip <= gzipBudget;
  over ||= !ok;
  console.log(`${ok ? "ok  " : "OVER"} ${file} (${what}): ${(gzip / KB).toFixed(1)} KB gzip of ${(gzipBudget / KB).toFixed(0)} KB budget`);
}
process.exit(over ? 1 : 0);
