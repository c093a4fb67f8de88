// `npm run bench`: what a debtor on a cheap phone feels, measured and printed (never asserted:
// this machine is shared and noisy). Run `npm run build` first.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, cpus } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { startServer } from "../demo/gateway.mjs";
import { launchChromium } from "../test/helpers/chromium.mjs";

const KB = 1024;
const REACT_FLOOR_GZIP = 68.0 * KB; // React 19 alone, createRoot + render (../shared/TOOLCHAIN.md)
const ROUND_TRIP_MS = 400;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const rows = [];
const row = (what, value, note = "") => rows.push([what, value, note]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

for (const [name, file] of [["UMD (React inside)", "dist/debt-notice.umd.js"], ["ESM (React external)", "dist/debt-notice.esm.js"]]) {
  const bytes = readFileSync(file);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes).length;
  const ratio = name.startsWith("UMD") ? ` · ${(gzip / REACT_FLOOR_GZIP).toFixed(2)}× React alone` : "";
  row(`${name} bytes`, `${(bytes.length / KB).toFixed(1)} KB min · ${(gzip / KB).toFixed(1)} KB gzip · ${(brotli / KB).toFixed(1)} KB br`, ratio.slice(3));
}

const dataDir = mkdtempSync(join(tmpdir(), "debt-notice-bench-"));
const slow = await startServer({ port: 0, dataDir, quiet: true, delayMs: ROUND_TRIP_MS });
const fast = await startServer({ port: 0, dataDir: join(dataDir, "fast"), quiet: true });
const browser = await launchChromium();

const firstCalls = [];
async function timeToGreeting(cpuRate) {
  const times = [];
  firstCalls.length = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    // Measured inside the page: the frame after the widget reports its view ready.
    await page.addInitScript(() => {
      document.addEventListener("debt-notice-loaded", () =>
        requestAnimationFrame(() => (window.__greetingAt = performance.now())),
      );
    });
    await page.goto(`${slow.url}/a1b2c3-man-high`);
    await page.waitForFunction(() => window.__greetingAt !== undefined);
    const { greeting, firstCall } = await page.evaluate(() => ({
      greeting: window.__greetingAt,
      firstCall: performance.getEntriesByType("resource").find((e) => e.name.includes("/api/"))?.startTime ?? 0,
    }));
    times.push(greeting);
    firstCalls.push(firstCall);
    await context.close();
  }
  return median(times);
}

const t1 = await timeToGreeting(1);
row(`navigation → greeting, gateway +${ROUND_TRIP_MS} ms/call`, `${t1.toFixed(0)} ms`, `${(t1 / ROUND_TRIP_MS).toFixed(2)} round trips (median of ${RUNS}; target ≤ 1.3)`);
row("  of which before the first gateway call", `${median(firstCalls).toFixed(0)} ms`, "HTML, script download and evaluation, mount");
const t4 = await timeToGreeting(4);
row("the same, CPU throttled 4×", `${t4.toFixed(0)} ms`, `${(t4 / ROUND_TRIP_MS).toFixed(2)} round trips`);

{
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${fast.url}/a1b2c3-man-high`);
  const field = page.locator("debt-notice input[type=text]");
  await field.waitFor();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await field.focus();
  // Each keystroke: time from the key event to the next frame after React has rendered it.
  await page.evaluate(() => {
    const input = document.querySelector("debt-notice").shadowRoot.querySelector("input[type=text]");
    window.__latencies = [];
    input.addEventListener("keydown", (e) => {
      const start = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
    });
  });
  await page.keyboard.type("Zaplatil som to 12. marca prevodom z účtu, potvrdenie prikladám. ".repeat(5).slice(0, 300), { delay: 50 });
  await page.waitForTimeout(500);
  const latencies = await page.evaluate(() => window.__latencies);
  row("keystroke → paint, 300 chars at 50 ms, CPU 4×", `p95 ${p95(latencies).toFixed(1)} ms`, `median ${median(latencies).toFixed(1)} ms (target p95 ≤ 16 ms)`);
  await context.close();
}

{
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${fast.url}/demo/`);
  const heap = await page.evaluate(async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const gc = () => new Promise((r) => setTimeout(r, 50));
    const cycle = async () => {
      const widget = window.DebtNotice.mount(host, { reference: "a1b2c3-man-high" });
      await new Promise((r) => setTimeout(r, 20));
      widget.unmount();
    };
    await new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = "/dist/debt-notice.umd.js";
      s.onload = resolve;
      s.onerror = reject;
      document.head.append(s);
    });
    await cycle();
    await gc();
    const first = performance.memory?.usedJSHeapSize ?? 0;
    for (let i = 0; i < 100; i++) await cycle();
    await gc();
    return { first, after: performance.memory?.usedJSHeapSize ?? 0 };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  row("JS heap after 100 mount/unmount cycles", `${(usedSize / KB / KB).toFixed(2)} MB after GC`, `first cycle ${(heap.first / KB / KB).toFixed(2)} MB, growth ${((usedSize - heap.first) / KB / KB).toFixed(2)} MB (target ≤ 1 MB)`);
  await context.close();
}

row("Lighthouse (mobile)", "not measured", "lighthouse is not installed yet (issue 9 follow-up)");

await browser.close();
await slow.close();
await fast.close();
rmSync(dataDir, { recursive: true, force: true });

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\ndebt-notice bench · ${new Date().toISOString().slice(0, 10)} · ${cpus().length}× ${cpus()[0]?.model ?? "cpu"} · Node ${process.version}\n`);
for (const [what, value, note] of rows) console.log(`${what.padEnd(width)}  ${value}${note ? `  (${note})` : ""}`);
