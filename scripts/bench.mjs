// `npm run bench`: what a debtor on a cheap phone feels, measured and printed (never asserted:
// this machine is shared and noisy). Run `npm run build` first.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, cpus } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../demo/gateway.mjs";
import { CHROMIUM_ARGS, findChromium, launchChromium } from "../test/helpers/chromium.mjs";

const KB = 1024;
const REACT_FLOOR_GZIP = 68.0 * KB; // React 19 alone, createRoot + render (../shared/TOOLCHAIN.md)
const ROUND_TRIP_MS = 400;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const rows = [];
const row = (what, value, note = "") => rows.push([what, value, note]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

for (const [name, file] of [
  ["UMD (React inside)", "dist/debt-notice.umd.js"],
  ["ESM (React external)", "dist/debt-notice.esm.js"],
  ["  preload script (standalone page)", "dist/debt-notice.preload.js"],
  ["  QR encoder (fetched during start-up)", "dist/debt-notice.qr.js"],
]) {
  const bytes = readFileSync(file);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes).length;
  const ratio = name.startsWith("UMD") ? ` · ${(gzip / REACT_FLOOR_GZIP).toFixed(2)}× React alone` : "";
  row(
    name.startsWith(" ") ? name : `${name} bytes`,
    `${(bytes.length / KB).toFixed(1)} KB min · ${(gzip / KB).toFixed(1)} KB gzip · ${(brotli / KB).toFixed(1)} KB br`,
    ratio.slice(3),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "debt-notice-bench-"));
const slow = await startServer({ port: 0, dataDir, quiet: true, answerDelayMs: ROUND_TRIP_MS });
const fast = await startServer({ port: 0, dataDir: join(dataDir, "fast"), quiet: true });
const browser = await launchChromium();

// The floor on this machine: a page of a few bytes that sends the same two calls from an inline
// script and shows a line when both have answered. What the browser and the gateway cost alone.
const FLOOR_PAGE = `<!doctype html><html lang="sk"><title>floor</title><body><script>
  const post = (call, body) => fetch("/api/2/union-debt/" + call, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());
  Promise.all([post("getPreferredLanguage", { reference: "a1b2c3-man-high" }), post("getDetails", { reference: "a1b2c3-man-high", mobile: false })])
    .then(([, details]) => { document.body.append(details.entities.name); document.dispatchEvent(new Event("debt-notice-loaded")); });
</script></body></html>`;

async function timeToGreeting(cpuRate, { floor = false } = {}) {
  const times = [];
  const firstCalls = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    if (floor)
      await context.route(`${slow.url}/bench-floor`, (route) =>
        route.fulfill({ contentType: "text/html", body: FLOOR_PAGE }),
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    // Measured inside the page: the frame after the widget reports its view ready.
    await page.addInitScript(() => {
      document.addEventListener("debt-notice-loaded", () =>
        requestAnimationFrame(() => (window.__greetingAt = performance.now())),
      );
    });
    await page.goto(`${slow.url}/${floor ? "bench-floor" : "a1b2c3-man-high"}`);
    await page.waitForFunction(() => window.__greetingAt !== undefined);
    const { greeting, firstCall } = await page.evaluate(() => ({
      greeting: window.__greetingAt,
      firstCall: performance.getEntriesByType("resource").find((e) => e.name.includes("/api/"))?.startTime ?? 0,
    }));
    times.push(greeting);
    firstCalls.push(firstCall);
    await context.close();
  }
  return { greeting: median(times), firstCall: median(firstCalls) };
}

const trips = (ms) => `${(ms / ROUND_TRIP_MS).toFixed(2)} round trips`;
const t1 = await timeToGreeting(1);
const floor1 = await timeToGreeting(1, { floor: true });
row(
  `navigation → greeting, gateway +${ROUND_TRIP_MS} ms/call`,
  `${t1.greeting.toFixed(0)} ms`,
  `${trips(t1.greeting)} (median of ${RUNS}; target ≤ 1.3)`,
);
row(
  "  of which before the first gateway call",
  `${t1.firstCall.toFixed(0)} ms`,
  "standalone page: HTML, then debt-notice.preload.js sends both calls",
);
row(
  "  the same two calls from a bare page",
  `${floor1.greeting.toFixed(0)} ms`,
  `${trips(floor1.greeting)}, first call at ${floor1.firstCall.toFixed(0)} ms: this machine's floor`,
);
const t4 = await timeToGreeting(4);
const floor4 = await timeToGreeting(4, { floor: true });
row(
  "the same, CPU throttled 4×",
  `${t4.greeting.toFixed(0)} ms`,
  `${trips(t4.greeting)}; bare page ${floor4.greeting.toFixed(0)} ms = ${trips(floor4.greeting)}`,
);

const TYPED = "Zaplatil som to 12. marca prevodom z účtu, potvrdenie prikladám. ".repeat(5).slice(0, 300);
const EVENT_THRESHOLD_MS = 16;

// Types TYPED into the field that open(page) returns, CPU throttled 4×, and measures each keystroke
// twice: from the key event to the frame after it (rAF, then a task once that frame is out), and
// Chromium's Event Timing duration of the interaction (rounded to 8 ms by the browser). Event Timing
// reports only interactions of at least EVENT_THRESHOLD_MS, so the others count as 0: below it.
async function measureKeystrokes(open) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const field = await open(page);
  await field.waitFor();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await field.focus();
  await field.evaluate((input, threshold) => {
    window.__latencies = [];
    window.__interactions = new Map();
    input.addEventListener("keydown", (e) => {
      const start = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
    });
    // keydown, keypress and keyup of one keystroke share an interactionId; the longest is the interaction's.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId > 0)
          window.__interactions.set(
            e.interactionId,
            Math.max(e.duration, window.__interactions.get(e.interactionId) ?? 0),
          );
      }
    }).observe({ type: "event", durationThreshold: threshold });
  }, EVENT_THRESHOLD_MS);
  await page.keyboard.type(TYPED, { delay: 50 });
  await page.waitForTimeout(500);
  const { latencies, reported } = await page.evaluate(() => ({
    latencies: window.__latencies,
    reported: [...window.__interactions.values()],
  }));
  await context.close();
  const durations = [...reported, ...new Array(Math.max(0, TYPED.length - reported.length)).fill(0)];
  return {
    latencies,
    slowShare: durations.filter((d) => d > EVENT_THRESHOLD_MS).length / durations.length,
    durationP95: p95(durations),
  };
}

{
  const widget = await measureKeystrokes(async (page) => {
    await page.goto(`${fast.url}/a1b2c3-man-high`);
    return page.locator("debt-notice input[type=text]");
  });
  const bare = await measureKeystrokes(async (page) => {
    await page.setContent(
      `<!doctype html><html lang="sk"><title>bare input</title><label>Správa <input type="text"></label></html>`,
    );
    return page.getByLabel("Správa");
  });
  const ms = (x) => `${x.toFixed(1)} ms`;
  const diff = (x) => `${x < 0 ? "−" : "+"}${ms(Math.abs(x))}`;
  row(
    `keystroke → paint, ${TYPED.length} chars at 50 ms, CPU 4×`,
    `p95 ${ms(p95(widget.latencies))}`,
    `median ${ms(median(widget.latencies))} (target p95 ≤ 16 ms)`,
  );
  row(
    "  the same, bare <input> on an empty page",
    `p95 ${ms(p95(bare.latencies))}`,
    `median ${ms(median(bare.latencies))}: this machine's floor`,
  );
  row(
    "  widget's overhead over the bare <input>",
    `p95 ${diff(p95(widget.latencies) - p95(bare.latencies))}`,
    `median ${diff(median(widget.latencies) - median(bare.latencies))}`,
  );
  for (const [name, { slowShare, durationP95 }] of [
    ["widget", widget],
    ["bare <input>", bare],
  ]) {
    const p95Label = durationP95 < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : `${durationP95.toFixed(0)} ms`;
    row(
      `  Event Timing, ${name}`,
      `${(slowShare * 100).toFixed(0)} % of keystrokes over ${EVENT_THRESHOLD_MS} ms`,
      `interaction duration p95 ${p95Label}`,
    );
  }
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
  row(
    "JS heap after 100 mount/unmount cycles",
    `${(usedSize / KB / KB).toFixed(2)} MB after GC`,
    `first cycle ${(heap.first / KB / KB).toFixed(2)} MB, growth ${((usedSize - heap.first) / KB / KB).toFixed(2)} MB (target ≤ 1 MB)`,
  );
  await context.close();
}

await browser.close();

{
  // Lighthouse itself calls nothing but this browser; the browser's own background calls (Google
  // accounts, component and extension updates) are stopped at its resolver, so the run stays offline.
  const chrome = await launchChrome({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  const reports = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(`${fast.url}/a1b2c3-man-high`, {
      port: chrome.port,
      logLevel: "silent",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    reports.push(lhr);
  }
  chrome.kill();
  const completed = reports
    .filter((r) => !r.runtimeError)
    .sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  if (completed.length === 0) {
    row("Lighthouse (mobile)", "failed", `${reports[0].runtimeError.code}: ${reports[0].runtimeError.message}`);
  } else {
    const lhr = completed[Math.floor(completed.length / 2)];
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const { rttMs, throughputKbps, cpuSlowdownMultiplier } = lhr.configSettings.throttling;
    row(
      "Lighthouse (mobile)",
      `performance ${score("performance")} · accessibility ${score("accessibility")} · best practices ${score("best-practices")}`,
      `median run of ${completed.length} by performance: ${completed.map((r) => Math.round(r.categories.performance.score * 100)).join(", ")}; target 95 / 100 / 100`,
    );
    const metric = (id) => lhr.audits[id].displayValue;
    row(
      "  performance metrics",
      `FCP ${metric("first-contentful-paint")} · LCP ${metric("largest-contentful-paint")} · TBT ${metric("total-blocking-time")} · CLS ${metric("cumulative-layout-shift")} · Speed Index ${metric("speed-index")}`,
      `simulated ${rttMs} ms RTT, ${(throughputKbps / 1024).toFixed(1)} Mbit/s, CPU ${cpuSlowdownMultiplier}×; benchmark index ${lhr.environment.benchmarkIndex.toFixed(0)}`,
    );
    for (const id of ["accessibility", "best-practices"]) {
      const failing = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1);
      row(
        `  ${lhr.categories[id].title} audits failing`,
        failing.length ? failing.map((audit) => audit.title).join("; ") : "none",
      );
    }
    for (const warning of lhr.runWarnings) row("  Lighthouse warning", warning);
  }
  if (completed.length < reports.length)
    row(
      "  Lighthouse runs that failed",
      `${reports.length - completed.length} of ${reports.length}`,
      reports.find((r) => r.runtimeError).runtimeError.code,
    );
}

await slow.close();
await fast.close();
rmSync(dataDir, { recursive: true, force: true });

const width = Math.max(...rows.map((r) => r[0].length));
console.log(
  `\ndebt-notice bench · ${new Date().toISOString().slice(0, 10)} · ${cpus().length}× ${cpus()[0]?.model ?? "cpu"} · Node ${process.version}\n`,
);
for (const [what, value, note] of rows) console.log(`${what.padEnd(width)}  ${value}${note ? `  (${note})` : ""}`);
