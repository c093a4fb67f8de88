// `npm test`: every check the project has, in the order a failure is cheapest to explain,
// ending with the one line CI reads: `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";

const results = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const run = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const ok = run.status === 0;
  console.log(ok ? `✔ ${name}` : `✘ ${name} (exit ${run.status ?? run.signal})`);
  if (!ok) failures.push(name);
  return ok;
}

const npx = (...args) => ["npx", ["--no-install", ...args]];

// Checks that are not test files each count as one test.
const checks = [
  ["catalogs complete and current", "node", ["scripts/check-catalogs.mjs"]],
  ["Slovak and Ukrainian wording (locales/GLOSSARY.md)", "node", ["scripts/check-language.mjs"]],
  // The build type-checks src/ (tsconfig.build.json); this checks the tests, tools and configs.
  ["typecheck (tests and tools)", ...npx("tsc", "--noEmit")],
  [
    "runtime dependencies: no high or critical advisory (npm audit; README: supply chain)",
    "node",
    ["scripts/check-advisories.mjs"],
  ],
  [
    "reference gateway's declarations current (npm run demo:types writes them)",
    "node",
    ["scripts/demo-types.mjs", "--check"],
  ],
  ["statechart picture current (npm run diagram redraws it)", "node", ["scripts/statechart-diagram.mjs", "--check"]],
  ["lint", ...npx("eslint", ".", "--max-warnings", "0")],
  ["formatted (prettier --check; npm run format fixes it)", ...npx("prettier", "--check", ".", "--log-level", "warn")],
  ["build", "npm", ["run", "--silent", "build"]],
  ["bundle byte budgets", "node", ["scripts/check-size.mjs"]],
  ["types as a consumer sees them", ...npx("tsc", "-p", "tsconfig.consumer.json")],
];
let built = true;
for (const [name, command, args] of checks) {
  const ok = step(name, command, args);
  if (ok) results.passed++;
  else results.failed++;
  if (name === "build" && !ok) built = false;
}

// Found, or installed where it can be (root on Debian/Ubuntu); otherwise one line says what to do.
console.log("\n▶ Chromium for the e2e tests");
const chromiumPath = ensureChromium();
if (chromiumPath) {
  process.env.CHROME_PATH = chromiumPath;
  console.log(`✔ Chromium: ${chromiumPath}`);
}
const e2e = built && chromiumPath !== null;

mkdirSync("test-results", { recursive: true });
const projects = [
  ...["--project", "unit", "--project", "machine-coverage", "--project", "component"],
  ...(e2e ? ["--project", "e2e"] : []),
];
step(
  "vitest",
  ...npx(
    "vitest",
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest.json",
  ),
);
if (existsSync("test-results/vitest.json")) {
  const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  // A file that fails to load counts as a failure even though no test in it ran.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && file.assertionResults.length === 0,
  );
  results.failed += brokenFiles.length;
  for (const file of brokenFiles) failures.push(`could not run ${file.name}`);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) if (test.status === "failed") failures.push(test.fullName);
  }
} else {
  results.failed++;
  failures.push("vitest wrote no report");
}
if (!built) {
  results.failed++;
  failures.push("e2e tests not run: the build failed");
} else if (!chromiumPath) {
  results.failed++;
  failures.push("e2e tests not run: no Chromium (set CHROME_PATH or install chromium)");
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
