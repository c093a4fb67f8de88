// The advisories of the runtime dependencies (issue 32, item 6), by `npm audit --omit=dev`.
// Policy: an advisory of severity high or critical in a runtime dependency fails; moderate and low
// are printed as warnings and pass. Development tools never reach the bundles, so they are not
// audited here. When npm cannot reach the advisory database (a network that lets only GET through
// to the registry gets 405 for the audit's POST; an offline machine; a timeout), the check says
// NOT CHECKED in one line and passes, unless DEBT_NOTICE_REQUIRE_AUDIT=1 (CI that must audit).
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const FAILING = new Set(["high", "critical"]);
const TIMEOUT_MS = 60_000;

/**
 * @typedef {{ title?: string, url?: string, severity?: string }} Advisory
 * @typedef {{ name?: string, version?: string, isSemVerMajor?: boolean }} FixTarget
 * @typedef {{ severity: string, via?: (Advisory | string)[], fixAvailable?: boolean | FixTarget }} Vulnerability
 */

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** Why npm gave no report: the first non-empty message among the shapes npm prints on failure. */
function failureReason(output) {
  if (output instanceof Error) return output.message;
  const error = output.error;
  const candidates = [
    output.message,
    typeof error === "string" ? error : undefined,
    error?.summary,
    error?.detail,
    error?.message,
    error?.code,
    output.statusCode && `HTTP ${output.statusCode}`,
  ];
  const reason = candidates.find((candidate) => typeof candidate === "string" && candidate.trim());
  return reason ? reason.trim().split("\n")[0] : "npm's output has no vulnerabilities report";
}

/** What `npm audit fix` would do, in npm's own terms. @param {Vulnerability["fixAvailable"]} fix */
function fixText(fix) {
  if (fix === true) return "npm audit fix";
  if (!isObject(fix)) return "no fix available";
  const major = fix.isSemVerMajor ? ", a semver-major change: npm audit fix --force" : "";
  return `npm audit fix (${fix.name}@${fix.version}${major})`;
}

/** One line per advisory of a vulnerable package; an advisory reached through another package names it. */
function advisoryLines(name, /** @type {Vulnerability} */ vulnerability) {
  const fix = fixText(vulnerability.fixAvailable);
  const via = vulnerability.via?.length ? vulnerability.via : ["(no advisory named)"];
  return via.map((advisory) =>
    isObject(advisory)
      ? `${name} (${advisory.severity ?? vulnerability.severity}): ${advisory.title} ${advisory.url} — fix: ${fix}`
      : `${name} (${vulnerability.severity}): through ${advisory} — fix: ${fix}`,
  );
}

/**
 * The policy's verdict on `npm audit --omit=dev --json`.
 * @param {unknown} output npm's parsed JSON, or an Error when npm gave none (no JSON, timeout)
 * @param {Record<string, string | undefined>} [env] reads DEBT_NOTICE_REQUIRE_AUDIT
 * @returns {{ exitCode: 0 | 1, lines: string[] }}
 */
export function decide(output, env = process.env) {
  if (!isObject(output) || !isObject(output.vulnerabilities)) {
    const required = env.DEBT_NOTICE_REQUIRE_AUDIT === "1";
    const consequence = required
      ? "failing: DEBT_NOTICE_REQUIRE_AUDIT=1"
      : "passing without DEBT_NOTICE_REQUIRE_AUDIT=1";
    const reason = isObject(output) || output instanceof Error ? failureReason(output) : "npm printed no report";
    return { exitCode: required ? 1 : 0, lines: [`npm audit: NOT CHECKED: ${reason} (${consequence})`] };
  }
  const entries = Object.entries(output.vulnerabilities).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const failing = entries.filter(([, v]) => FAILING.has(v.severity));
  const warnings = entries.filter(([, v]) => !FAILING.has(v.severity));
  const lines = [
    ...failing.flatMap(([name, v]) => advisoryLines(name, v).map((line) => `error: ${line}`)),
    ...warnings.flatMap(([name, v]) => advisoryLines(name, v).map((line) => `warning: ${line}`)),
  ];
  if (failing.length) {
    const count = failing.length === 1 ? "1 runtime dependency has" : `${failing.length} runtime dependencies have`;
    lines.push(`npm audit: ${count} a high or critical advisory (failing)`);
    return { exitCode: 1, lines };
  }
  const summary = warnings.length ? `${warnings.length} with a moderate or low advisory (warnings)` : "no advisories";
  lines.push(`npm audit: runtime dependencies: ${summary}`);
  return { exitCode: 0, lines };
}

/** Runs npm audit: its parsed JSON, or an Error saying why there is none. npm exits 1 when it finds any advisory. */
export function runAudit() {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === "win32",
  });
  if (run.error) {
    const timedOut = /** @type {NodeJS.ErrnoException} */ (run.error).code === "ETIMEDOUT";
    return new Error(timedOut ? `npm audit did not answer within ${TIMEOUT_MS / 1000} s` : run.error.message);
  }
  try {
    return JSON.parse(run.stdout);
  } catch {
    const said = `${run.stderr}\n${run.stdout}`.trim().split("\n")[0];
    return new Error(`npm audit printed no JSON${said ? `: ${said}` : ""}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { exitCode, lines } = decide(runAudit());
  for (const line of lines) (exitCode ? console.error : console.log)(line);
  process.exitCode = exitCode;
}
