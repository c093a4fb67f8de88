import { describe, expect, it } from "vitest";
import { decide } from "../../../scripts/check-advisories.mjs";

// `npm audit --json` reports of npm 7 and later (auditReportVersion 2), with real advisories.
const metadata = (counts: Partial<Record<"info" | "low" | "moderate" | "high" | "critical", number>>) => ({
  vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
  dependencies: { prod: 24, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 23 },
});

const CLEAN = { auditReportVersion: 2, vulnerabilities: {}, metadata: metadata({}) };

const ONE_LOW = {
  auditReportVersion: 2,
  vulnerabilities: {
    "brace-expansion": {
      name: "brace-expansion",
      severity: "low",
      isDirect: false,
      via: [
        {
          source: 1105443,
          name: "brace-expansion",
          dependency: "brace-expansion",
          title: "brace-expansion Regular Expression Denial of Service vulnerability",
          url: "https://github.com/advisories/GHSA-v6h2-p8h4-qcjw",
          severity: "low",
          cwe: ["CWE-400"],
          cvss: { score: 3.1, vectorString: "CVSS:3.1/AV:N/AC:H/PR:L/UI:N/S:U/C:N/I:N/A:L" },
          range: ">=2.0.0 <=2.0.1",
        },
      ],
      effects: [],
      range: "2.0.0 - 2.0.1",
      nodes: ["node_modules/brace-expansion"],
      fixAvailable: true,
    },
  },
  metadata: metadata({ low: 1 }),
};

const CRITICAL = {
  auditReportVersion: 2,
  vulnerabilities: {
    minimist: {
      name: "minimist",
      severity: "critical",
      isDirect: false,
      via: [
        {
          source: 1097678,
          name: "minimist",
          dependency: "minimist",
          title: "Prototype Pollution in minimist",
          url: "https://github.com/advisories/GHSA-xvch-5gv4-984h",
          severity: "critical",
          cwe: ["CWE-1321"],
          cvss: { score: 9.8, vectorString: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H" },
          range: "<0.2.4",
        },
      ],
      effects: ["mkdirp"],
      range: "<=0.2.3",
      nodes: ["node_modules/minimist"],
      fixAvailable: { name: "mkdirp", version: "0.5.6", isSemVerMajor: false },
    },
    mkdirp: {
      name: "mkdirp",
      severity: "critical",
      isDirect: true,
      via: ["minimist"],
      effects: [],
      range: "0.4.1 - 0.5.1",
      nodes: ["node_modules/mkdirp"],
      fixAvailable: { name: "mkdirp", version: "0.5.6", isSemVerMajor: false },
    },
  },
  metadata: metadata({ critical: 2 }),
};

// What npm 11 prints when the registry refuses the bulk advisory endpoint (this machine's network).
const REFUSED = {
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  headers: { allow: ["GET,HEAD"], "content-length": ["0"], "x-fetch-attempts": ["1"] },
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
};

const REQUIRED = { DEBT_NOTICE_REQUIRE_AUDIT: "1" };

describe("the advisory policy of the runtime dependencies", () => {
  it("passes without advisories", () => {
    expect(decide(CLEAN, {})).toEqual({ exitCode: 0, lines: ["npm audit: runtime dependencies: no advisories"] });
  });

  it("passes a low advisory with a warning naming it and its fix", () => {
    expect(decide(ONE_LOW, {})).toEqual({
      exitCode: 0,
      lines: [
        "warning: brace-expansion (low): brace-expansion Regular Expression Denial of Service vulnerability " +
          "https://github.com/advisories/GHSA-v6h2-p8h4-qcjw — fix: npm audit fix",
        "npm audit: runtime dependencies: 1 with a moderate or low advisory (warnings)",
      ],
    });
  });

  it("fails a critical advisory, naming package, severity, title, URL and npm's fix", () => {
    const { exitCode, lines } = decide(CRITICAL, {});
    expect(exitCode).toBe(1);
    expect(lines).toEqual([
      "error: minimist (critical): Prototype Pollution in minimist https://github.com/advisories/GHSA-xvch-5gv4-984h" +
        " — fix: npm audit fix (mkdirp@0.5.6)",
      "error: mkdirp (critical): through minimist — fix: npm audit fix (mkdirp@0.5.6)",
      "npm audit: 2 runtime dependencies have a high or critical advisory (failing)",
    ]);
  });

  it("fails a high advisory even beside low ones, and names a semver-major fix as such", () => {
    const high = {
      ...ONE_LOW,
      vulnerabilities: {
        ...ONE_LOW.vulnerabilities,
        minimist: {
          ...CRITICAL.vulnerabilities.minimist,
          severity: "high",
          via: [{ ...CRITICAL.vulnerabilities.minimist.via[0], severity: "high" }],
          fixAvailable: { name: "mkdirp", version: "1.0.4", isSemVerMajor: true },
        },
      },
    };
    const { exitCode, lines } = decide(high, {});
    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(/^error: minimist \(high\): Prototype Pollution in minimist /);
    expect(lines[0]).toContain("fix: npm audit fix (mkdirp@1.0.4, a semver-major change: npm audit fix --force)");
    expect(lines[1]).toMatch(/^warning: brace-expansion \(low\)/);
  });

  it("says NOT CHECKED in one line and passes when the registry refuses the audit (405)", () => {
    expect(decide(REFUSED, {})).toEqual({
      exitCode: 0,
      lines: [
        "npm audit: NOT CHECKED: 405 Method Not Allowed - POST " +
          "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk (passing without DEBT_NOTICE_REQUIRE_AUDIT=1)",
      ],
    });
  });

  it("fails the 405 when DEBT_NOTICE_REQUIRE_AUDIT=1", () => {
    const { exitCode, lines } = decide(REFUSED, REQUIRED);
    expect(exitCode).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^npm audit: NOT CHECKED: 405 Method Not Allowed .* \(failing: DEBT_NOTICE_REQUIRE_AUDIT=1\)$/,
    );
  });

  it("says NOT CHECKED when npm printed no JSON or did not answer in time", () => {
    const timeout = new Error("npm audit did not answer within 60 s");
    expect(decide(timeout, {}).lines).toEqual([
      "npm audit: NOT CHECKED: npm audit did not answer within 60 s (passing without DEBT_NOTICE_REQUIRE_AUDIT=1)",
    ]);
    expect(decide(timeout, REQUIRED).exitCode).toBe(1);
    expect(decide(new Error("npm audit printed no JSON: npm error code ENOLOCK"), {}).exitCode).toBe(0);
  });

  it("reads npm's own error shape ({ error: { code, summary } }) as NOT CHECKED", () => {
    const offline = { error: { code: "ENOTFOUND", summary: "request to https://registry.npmjs.org failed" } };
    expect(decide(offline, {}).lines).toEqual([
      "npm audit: NOT CHECKED: request to https://registry.npmjs.org failed (passing without DEBT_NOTICE_REQUIRE_AUDIT=1)",
    ]);
  });
});
