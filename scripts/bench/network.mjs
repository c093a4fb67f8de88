// Navigation → greeting on a phone's network: Chromium's network emulation (latency and
// bandwidth per profile) and 4× CPU, for the standalone page, a partner's page (one script tag)
// and the portal page, each beside the floor (a bare page sending the same two calls) in the same
// run, with the bytes on the wire before the greeting. Here bytes cost time, as on mobile data.
import { median, verdict, kb } from "./stats.mjs";
import { GREETING_PAGE_PATHS } from "./greeting.mjs";

/** Chromium DevTools' presets: latency in ms, throughput in bytes per second. */
export const NETWORK_PROFILES = [
  { name: "slow 4G", latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 },
  { name: "3G", latency: 300, download: (750 * 1024) / 8, upload: (250 * 1024) / 8 },
];
const CPU_RATE = 4;
const TARGET = 1.3;
const PAGES = [
  ["standalone page", GREETING_PAGE_PATHS.standalone],
  ["partner page (one script tag)", GREETING_PAGE_PATHS.embedded],
  ["partner page with the preload script", GREETING_PAGE_PATHS.embeddedPreload],
  ["portal page", "/portal.html"],
];

async function onNetwork(browser, server, profile, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.download,
    uploadThroughput: profile.upload,
  });
  /** @type {(seen: { greeting: number, bytes: number }) => void} */
  let tell = () => {};
  const greeted = new Promise((resolve) => (tell = resolve));
  await page.exposeFunction("__benchGreeted", tell);
  // The greeting is on screen when its salutation is: painted by the app, or before it by the
  // preload script's first paint (a frame's check; the floor page says so with its event).
  await page.addInitScript(() => {
    let told = false;
    const tellOnce = () => {
      if (told) return;
      told = true;
      const greeting = performance.now();
      const entries = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
      // What had arrived by the greeting: the page, its scripts, styles, catalogs and calls.
      const bytes = entries
        .filter((entry) => entry.responseEnd <= greeting)
        .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
      window.__benchGreeted({ greeting, bytes });
    };
    document.addEventListener("debt-notice-loaded", () => requestAnimationFrame(tellOnce), { once: true });
    const look = () => {
      if (told) return;
      if (document.querySelector("debt-notice")?.shadowRoot?.querySelector(".dn-greeting")) tellOnce();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(`${server.url}${path}`);
  const seen = await greeted;
  await context.close();
  return seen;
}

async function measure(browser, server, profile, path, runs) {
  const greetings = [];
  const bytes = [];
  for (let i = 0; i < runs; i++) {
    const seen = await onNetwork(browser, server, profile, path);
    greetings.push(seen.greeting);
    bytes.push(seen.bytes);
  }
  return { greeting: median(greetings), bytes: median(bytes) };
}

export async function benchNetwork({ row, browser, fast, runs }) {
  for (const profile of NETWORK_PROFILES) {
    const floor = await measure(browser, fast, profile, GREETING_PAGE_PATHS.floor, runs);
    const where = `${profile.name} (${profile.latency} ms, ${((profile.download * 8) / 1024).toFixed(0)} kbit/s), CPU ${CPU_RATE}×`;
    row(
      `greeting on ${where}: floor`,
      `${floor.greeting.toFixed(0)} ms`,
      `${kb(floor.bytes)} on the wire; median of ${runs}`,
    );
    for (const [name, path] of PAGES) {
      const widget = await measure(browser, fast, profile, path, runs);
      const ratio = widget.greeting / floor.greeting;
      row(
        `  ${name}`,
        `${widget.greeting.toFixed(0)} ms · ${ratio.toFixed(2)}× the floor`,
        `target ≤ ${TARGET}×: ${verdict(ratio, TARGET)}; ${kb(widget.bytes)} on the wire before the greeting (target ≤ 25 KB: ${verdict(widget.bytes / 1024, 25, (x) => `${x.toFixed(1)} KB`)})`,
      );
    }
  }
}
