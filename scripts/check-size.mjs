// Byte budgets: bytes are stable on a noisy machine, unlike timings.
// `target` is issue 17's budget; `ceiling` is what CI enforces until the target is met:
// today's size plus a small margin, so that no change makes the bundles silently bigger.
// Lower the ceilings whenever the bundles shrink; the target stays. The ESM build holds our
// code only (its libraries are the host's); the UMD carries React and the libraries too.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const KB = 1024;
const budgets = [
  { file: "dist/debt-notice.umd.js", what: "standalone UMD (React included)", target: 100 * KB, ceiling: 124 * KB },
  { file: "dist/debt-notice.esm.js", what: "ESM (our code; libraries external)", target: 24 * KB, ceiling: 36.5 * KB },
  // Files of their own, no target in issue 9: the preload script runs before anything else on
  // the page, so it must stay tiny; the QR encoder and the catalogs other than the default
  // language's are fetched while the start-up calls run.
  { file: "dist/debt-notice.preload.js", what: "early start-up calls and catalogs", ceiling: 3.5 * KB },
  { file: "dist/debt-notice.qr.js", what: "QR encoder, on demand", ceiling: 5 * KB },
  { file: "dist/debt-notice.en.json", what: "English catalog, fetched at start-up", ceiling: 4 * KB },
  { file: "dist/debt-notice.ua.json", what: "Ukrainian catalog, fetched at start-up", ceiling: 5.5 * KB },
];

let over = false;
for (const { file, what, target, ceiling } of budgets) {
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  const ok = gzip <= ceiling;
  over ||= !ok;
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const gap =
    target === undefined
      ? "no target"
      : gzip > target
        ? `${kb(gzip - target)} over the ${kb(target)} target`
        : `within the ${kb(target)} target`;
  console.log(`${ok ? "ok  " : "OVER"} ${file} (${what}): ${kb(gzip)} gzip, ceiling ${kb(ceiling)}; ${gap}`);
}
process.exit(over ? 1 : 0);
