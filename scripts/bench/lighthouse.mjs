// Lighthouse mobile on the standalone page, median run of `runs` by performance score.
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../../test/helpers/chromium.mjs";

export async function benchLighthouse({ row, fast, runs }) {
  // Lighthouse itself calls nothing but this browser; the browser's own background calls (Google
  // accounts, component and extension updates) are stopped at its resolver, so the run stays offline.
  const chrome = await launchChrome({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  const reports = [];
  for (let i = 0; i < runs; i++) {
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
      `median run of ${completed.length} by performance: ${completed.map((r) => Math.round(r.categories.performance.score * 100)).join(", ")}; target ≥ 98 / 100 / 100`,
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
