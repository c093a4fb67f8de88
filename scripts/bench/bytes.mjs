// Bytes of the built files, and how much of each bundle is ours (dist/size-report.json, written by
// the build: scripts/build/size-report.mjs).
import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { KB, kb, verdict } from "./stats.mjs";

const REACT_FLOOR_GZIP = 68.0 * KB; // React 19 alone, createRoot + render (../shared/TOOLCHAIN.md)
const OURS_TARGET = { "debt-notice.umd.js": 20 * KB, "debt-notice.esm.js": 24 * KB };

export function benchBytes({ row }) {
  for (const [name, file] of [
    ["UMD (React inside)", "dist/debt-notice.umd.js"],
    ["ESM (libraries external)", "dist/debt-notice.esm.js"],
    ["  preload script (standalone page)", "dist/debt-notice.preload.js"],
    ["  QR encoder (fetched when the code first renders)", "dist/debt-notice.qr.js"],
  ]) {
    const bytes = readFileSync(file);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const brotli = brotliCompressSync(bytes).length;
    const ratio = name.startsWith("UMD") ? `${(gzip / REACT_FLOOR_GZIP).toFixed(2)}× React alone` : "";
    row(
      name.startsWith(" ") ? name : `${name} bytes`,
      `${kb(bytes.length)} min · ${kb(gzip)} gzip · ${kb(brotli)} br`,
      ratio,
    );
  }
  if (!existsSync("dist/size-report.json")) return row("bytes that are ours", "no dist/size-report.json: build first");
  const report = JSON.parse(readFileSync("dist/size-report.json", "utf8"));
  for (const [file, { total, libraries, ours }] of Object.entries(report)) {
    const target = OURS_TARGET[file];
    row(
      `  ours in ${file}`,
      `${kb(ours)} gzip`,
      `bundle ${kb(total)} − libraries' own ${kb(libraries)} (minified and gzipped alone)` +
        (target ? `; target ≤ ${kb(target)}: ${verdict(ours, target, kb)}` : ""),
    );
  }
}
