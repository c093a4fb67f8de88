// Finds Debian's Chromium (never a downloaded browser) and launches it the way this network needs.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const found = execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
      encoding: "utf8",
    }).trim();
    if (found) return found;
  } catch {
    // fall through to the message below
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
  );
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
