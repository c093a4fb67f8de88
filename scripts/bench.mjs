// `npm run bench`: what a debtor on a cheap phone feels, measured and printed beside a floor taken
// in the same run (never asserted: this machine is shared and noisy). Run `npm run build` first.
// BENCH_RUNS (default 5) runs per row; BENCH_ONLY=bytes,greeting,network,typing,heap,lighthouse picks rows.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../demo/gateway.mjs";
import { launchChromium } from "../test/helpers/chromium.mjs";
import { benchBytes } from "./bench/bytes.mjs";
import { GREETING_PAGES, ROUND_TRIP_MS, benchGreeting } from "./bench/greeting.mjs";
import { benchHeap } from "./bench/heap.mjs";
import { benchLighthouse } from "./bench/lighthouse.mjs";
import { benchNetwork } from "./bench/network.mjs";
import { createTable } from "./bench/stats.mjs";
import { benchTyping } from "./bench/typing.mjs";

const SECTIONS = {
  bytes: benchBytes,
  greeting: benchGreeting,
  network: benchNetwork,
  typing: benchTyping,
  heap: benchHeap,
  lighthouse: benchLighthouse,
};
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const unknown = only?.filter((name) => !(name in SECTIONS)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown ${unknown.join(", ")}; known: ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(2);
}

const table = createTable();
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), "debt-notice-bench-"));
const slow = await startServer({
  port: 0,
  dataDir,
  quiet: true,
  answerDelayMs: ROUND_TRIP_MS,
  extraPages: GREETING_PAGES,
});
// Without a gateway delay: the network rows emulate the latency in the browser instead.
const fast = await startServer({ port: 0, dataDir: join(dataDir, "fast"), quiet: true, extraPages: GREETING_PAGES });
const browser = await launchChromium();
const load = [loadavg()[0]];
try {
  for (const [name, section] of Object.entries(SECTIONS)) {
    if (!only || only.includes(name)) await section({ row: table.row, browser, slow, fast, runs });
  }
} finally {
  await browser.close();
  await slow.close();
  await fast.close();
  rmSync(dataDir, { recursive: true, force: true });
}
load.push(loadavg()[0]);

table.print(
  `debt-notice bench · ${new Date().toISOString().slice(0, 10)} · ${cpus().length}× ${cpus()[0]?.model ?? "cpu"} · ` +
    `Node ${process.version} · load ${load.map((l) => l.toFixed(1)).join(" → ")}`,
);
