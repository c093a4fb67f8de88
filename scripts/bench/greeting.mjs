// Navigation → greeting: the frame after the widget reports its view ready, against a bare page
// that sends the same two calls (the floor: what the browser and the gateway cost alone), at 1×
// and 4× CPU; and the embedded page (one script tag, no preload) beside the standalone one.
import { demoConfigScript } from "../../demo/demo-config.mjs";
import { median, verdict } from "./stats.mjs";

export const ROUND_TRIP_MS = 400;
const REFERENCE = "a1b2c3-man-high";

const FLOOR_PAGE = `<!doctype html><html lang="sk"><title>floor</title><body><script>
  const post = (call, body) => fetch("/api/2/union-debt/" + call, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());
  Promise.all([post("getPreferredLanguage", { reference: "${REFERENCE}" }), post("getDetails", { reference: "${REFERENCE}", mobile: false })])
    .then(([, details]) => { document.body.append(details.entities.name); document.dispatchEvent(new Event("debt-notice-loaded")); });
</script></body></html>`;

// A partner's page: the element with its reference and one deferred script tag, no preload script.
const EMBEDDED_PAGE = `<!doctype html><html lang="sk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>embedded</title>
<script src="/dist/debt-notice.umd.js" defer></script></head><body>
<debt-notice reference="${REFERENCE}" api-base="/api/2/union-debt"></debt-notice>${demoConfigScript("")}
</body></html>`;

// The same page with the preload script right after the element (issue 30: its first paint works
// on memory routing too), the widget's script deferred.
const EMBEDDED_PRELOAD_PAGE = `<!doctype html><html lang="sk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>embedded</title>
<script src="/dist/debt-notice.umd.js" defer></script></head><body>
<debt-notice reference="${REFERENCE}" api-base="/api/2/union-debt"></debt-notice>${demoConfigScript("")}
<script src="/dist/debt-notice.preload.js"></script>
</body></html>`;

const PAGES = {
  standalone: `/${REFERENCE}`,
  floor: "/bench-floor",
  embedded: "/bench-embedded",
  embeddedPreload: "/bench-embedded-preload",
};
/** Where the floor, the standalone and the embedded page are served (the network rows use them too). */
export const GREETING_PAGE_PATHS = PAGES;

/**
 * The comparison pages, for the gateway's `extraPages`: served by the same server as the standalone
 * page. A browser-side route would intercept every request of its page (~30 ms later at 1×).
 */
export const GREETING_PAGES = {
  [PAGES.floor]: FLOOR_PAGE,
  [PAGES.embedded]: EMBEDDED_PAGE,
  [PAGES.embeddedPreload]: EMBEDDED_PRELOAD_PAGE,
};

async function timeToGreeting(browser, server, runs, cpuRate, kind) {
  const times = [];
  const firstCalls = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const path = PAGES[kind];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    // Told through a binding rather than polled: waitForFunction compiles Playwright's injected
    // script in the page (~40 ms at 4×), on the widget's critical path but in the floor's idle time.
    /** @type {(times: { greeting: number, firstCall: number }) => void} */
    let tell = () => {};
    const greeted = new Promise((resolve) => (tell = resolve));
    await page.exposeFunction("__benchGreeted", tell);
    await page.addInitScript(() => {
      document.addEventListener("debt-notice-loaded", () =>
        requestAnimationFrame(() =>
          window.__benchGreeted({
            greeting: performance.now(),
            firstCall: performance.getEntriesByType("resource").find((e) => e.name.includes("/api/"))?.startTime ?? 0,
          }),
        ),
      );
    });
    await page.goto(`${server.url}${path}`);
    const { greeting, firstCall } = await greeted;
    times.push(greeting);
    firstCalls.push(firstCall);
    await context.close();
  }
  return { greeting: median(times), firstCall: median(firstCalls) };
}

export async function benchGreeting({ row, browser, slow, runs }) {
  const measure = (rate, kind) => timeToGreeting(browser, slow, runs, rate, kind);
  const trips = (ms) => `${(ms / ROUND_TRIP_MS).toFixed(2)} round trips`;
  for (const [rate, target] of [
    [1, 1.1],
    [4, 1.3],
  ]) {
    const widget = await measure(rate, "standalone");
    const floor = await measure(rate, "floor");
    const ratio = widget.greeting / floor.greeting;
    row(
      `greeting, standalone page, CPU ${rate}×, gateway +${ROUND_TRIP_MS} ms/call`,
      `${widget.greeting.toFixed(0)} ms · ${ratio.toFixed(2)}× the floor`,
      `target ≤ ${target}×: ${verdict(ratio, target)}; median of ${runs}; first call at ${widget.firstCall.toFixed(0)} ms`,
    );
    row(
      `  floor: a bare page sending the same two calls, CPU ${rate}×`,
      `${floor.greeting.toFixed(0)} ms`,
      `${trips(floor.greeting)}, first call at ${floor.firstCall.toFixed(0)} ms`,
    );
    if (rate !== 1) continue;
    const embedded = await measure(rate, "embedded");
    const embeddedRatio = embedded.greeting / widget.greeting;
    row(
      "  embedded page (one script tag, no preload), CPU 1×",
      `${embedded.greeting.toFixed(0)} ms · ${embeddedRatio.toFixed(2)}× the standalone page`,
      `target ≤ 1.2×: ${verdict(embeddedRatio, 1.2)}; first call at ${embedded.firstCall.toFixed(0)} ms`,
    );
  }
}
