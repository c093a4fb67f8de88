// The e2e tests need a Chromium. `npm test` must pass on a machine with only Node on it, so this
// finds one (CHROME_PATH, then `chromium`/`chromium-browser` on PATH) and, as root on Debian or
// Ubuntu, installs Debian's package; elsewhere it says in one line what to do. Never a downloaded
// browser (`playwright install` reaches hosts this network does not).
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

export const CHROMIUM_NAMES = ["chromium", "chromium-browser"];
export const APT_PACKAGES = ["chromium", "fonts-dejavu-core"];
export const MISSING_MESSAGE =
  "No Chromium for the e2e tests: set CHROME_PATH to a Chromium binary or install chromium (apt-get install chromium).";

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The real machine; tests pass their own. */
export const systemProbe = {
  env: process.env,
  isExecutable: isExecutableFile,
  isRoot: () => process.getuid?.() === 0,
  run: (command, args, env) => spawnSync(command, args, { stdio: "inherit", env }).status === 0,
  say: (line) => console.log(line),
};

/** `name` on PATH, or null. */
export function onPath(name, probe = systemProbe) {
  for (const dir of (probe.env.PATH ?? "").split(delimiter)) {
    if (dir && probe.isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** CHROME_PATH when it names a program, then the Debian names on PATH; null when there is none. */
export function locateChromium(probe = systemProbe) {
  const configured = probe.env.CHROME_PATH;
  if (configured && probe.isExecutable(configured)) return configured;
  for (const name of CHROMIUM_NAMES) {
    const found = onPath(name, probe);
    if (found) return found;
  }
  return null;
}

/** What to do: use a Chromium already here, install Debian's, or give up with one line. */
export function decide(probe = systemProbe) {
  const path = locateChromium(probe);
  if (path) return { action: "use", path };
  if (probe.isRoot() && onPath("apt-get", probe)) return { action: "install" };
  const reason = probe.env.CHROME_PATH
    ? `CHROME_PATH=${probe.env.CHROME_PATH} is not a program`
    : probe.isRoot()
      ? "no apt-get here"
      : "not root, so not installing it";
  return { action: "missing", reason };
}

/** The path of a Chromium to use (installed if it had to be and could be), or null after one clear line. */
export function ensureChromium(probe = systemProbe) {
  const decision = decide(probe);
  if (decision.action === "use") return decision.path;
  if (decision.action === "install") {
    probe.say(`Installing Debian's Chromium for the e2e tests (apt-get install ${APT_PACKAGES.join(" ")})…`);
    const env = { ...probe.env, DEBIAN_FRONTEND: "noninteractive" };
    const installed =
      probe.run("apt-get", ["update", "-qq"], env) &&
      probe.run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...APT_PACKAGES], env);
    const path = installed ? locateChromium(probe) : null;
    if (path) return path;
    probe.say(`${MISSING_MESSAGE} (apt-get install failed)`);
    return null;
  }
  probe.say(`${MISSING_MESSAGE} (${decision.reason})`);
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = ensureChromium();
  if (path) console.log(path);
  process.exit(path ? 0 : 1);
}
