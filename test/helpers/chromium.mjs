// Finds Debian's Chromium (never a downloaded browser) and launches it the way this network needs.
import { chromium } from "playwright-core";
import { MISSING_MESSAGE, locateChromium } from "../../scripts/ensure-chromium.mjs";

/** The Chromium `npm test` found or installed (scripts/ensure-chromium.mjs), looked up the same way. */
export function findChromium() {
  const path = locateChromium();
  if (!path) throw new Error(MISSING_MESSAGE);
  return path;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];

export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true, ...options });
}
