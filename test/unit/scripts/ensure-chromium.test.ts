import { describe, expect, it } from "vitest";
import { MISSING_MESSAGE, decide, ensureChromium, type ChromiumProbe } from "../../../scripts/ensure-chromium.mjs";

interface FakeMachine {
  env?: Record<string, string | undefined>;
  programs?: string[];
  root?: boolean;
  /** What apt-get puts on the machine when it succeeds; apt-get fails when undefined. */
  installs?: string[];
}

/** A machine of fakes: nothing is looked up, run or installed for real. */
function machine({ env = {}, programs = [], root = false, installs }: FakeMachine) {
  const present = new Set(programs);
  const ran: string[] = [];
  const said: string[] = [];
  const probe: ChromiumProbe = {
    env: { PATH: "/usr/local/bin:/usr/bin", ...env },
    isExecutable: (path) => present.has(path),
    isRoot: () => root,
    run: (command, args, runEnv) => {
      ran.push(`${runEnv.DEBIAN_FRONTEND ?? ""} ${command} ${args.join(" ")}`.trim());
      if (!installs) return false;
      if (args[0] === "install") for (const program of installs) present.add(program);
      return true;
    },
    say: (line) => said.push(line),
  };
  return { probe, ran, said };
}

describe("which Chromium the e2e tests get", () => {
  it("CHROME_PATH wins over Chromium on PATH", () => {
    const { probe } = machine({
      env: { CHROME_PATH: "/opt/chrome/chrome" },
      programs: ["/opt/chrome/chrome", "/usr/bin/chromium"],
    });
    expect(decide(probe)).toEqual({ action: "use", path: "/opt/chrome/chrome" });
  });

  it("without CHROME_PATH, `chromium` on PATH, then `chromium-browser`", () => {
    expect(decide(machine({ programs: ["/usr/bin/chromium", "/usr/local/bin/chromium-browser"] }).probe)).toEqual({
      action: "use",
      path: "/usr/bin/chromium",
    });
    expect(decide(machine({ programs: ["/usr/bin/chromium-browser"] }).probe)).toEqual({
      action: "use",
      path: "/usr/bin/chromium-browser",
    });
  });

  it("a CHROME_PATH that names nothing falls back to PATH, and is named when nothing is found", () => {
    expect(decide(machine({ env: { CHROME_PATH: "/nope" }, programs: ["/usr/bin/chromium"] }).probe)).toEqual({
      action: "use",
      path: "/usr/bin/chromium",
    });
    expect(decide(machine({ env: { CHROME_PATH: "/nope" } }).probe)).toEqual({
      action: "missing",
      reason: "CHROME_PATH=/nope is not a program",
    });
  });

  it("a Chromium already there is used as it is: nothing is installed", () => {
    const { probe, ran, said } = machine({ root: true, programs: ["/usr/bin/apt-get", "/usr/bin/chromium"] });
    expect(ensureChromium(probe)).toBe("/usr/bin/chromium");
    expect(ran).toEqual([]);
    expect(said).toEqual([]);
  });
});

describe("when there is none", () => {
  it("as root with apt-get: installs Debian's chromium and fonts, noninteractive and without recommends", () => {
    const { probe, ran, said } = machine({
      root: true,
      programs: ["/usr/bin/apt-get"],
      installs: ["/usr/bin/chromium"],
    });
    expect(decide(probe)).toEqual({ action: "install" });
    expect(ensureChromium(probe)).toBe("/usr/bin/chromium");
    expect(ran).toEqual([
      "noninteractive apt-get update -qq",
      "noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core",
    ]);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Installing Debian's Chromium/);
  });

  it("not root: installs nothing and says in one line what to do", () => {
    const { probe, ran, said } = machine({ root: false, programs: ["/usr/bin/apt-get"] });
    expect(ensureChromium(probe)).toBeNull();
    expect(ran).toEqual([]);
    expect(said).toEqual([`${MISSING_MESSAGE} (not root, so not installing it)`]);
    expect(said[0]).toContain("CHROME_PATH");
  });

  it("root without apt-get (not Debian or Ubuntu): installs nothing, one line", () => {
    const { probe, ran, said } = machine({ root: true });
    expect(ensureChromium(probe)).toBeNull();
    expect(ran).toEqual([]);
    expect(said).toEqual([`${MISSING_MESSAGE} (no apt-get here)`]);
  });

  it("apt-get fails: no Chromium, and the line says so", () => {
    const { probe, said } = machine({ root: true, programs: ["/usr/bin/apt-get"] });
    expect(ensureChromium(probe)).toBeNull();
    expect(said.at(-1)).toBe(`${MISSING_MESSAGE} (apt-get install failed)`);
  });
});
