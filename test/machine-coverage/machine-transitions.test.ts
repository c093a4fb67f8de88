/**
 * Transition coverage of debtNoticeMachine, checked after the unit project has run (this
 * project's group order is later): the machine tests record every transition their machines
 * take (the harness's `inspect`, written per worker by test/helpers/machine-test-setup.ts), and
 * this fails listing every transition of the machine definition none of them took. A transition
 * added to the machine without a test that takes it fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { debtNoticeMachine } from "../../src/machine/debt-notice.machine";
import { coverageOf } from "../helpers/machine-coverage";
import { MACHINE_COVERAGE_DIR } from "./machine-coverage-dir";

const machineTests = readdirSync(fileURLToPath(new URL("../unit/machine/", import.meta.url)))
  .filter((name) => name.endsWith(".test.ts"))
  .sort();

function recorded(): { files: Set<string>; transitions: Set<string> } {
  const files = new Set<string>();
  const transitions = new Set<string>();
  let entries: string[] = [];
  try {
    entries = readdirSync(MACHINE_COVERAGE_DIR);
  } catch {
    // No unit run before this one.
  }
  for (const entry of entries.filter((name) => name.endsWith(".json"))) {
    const worker = JSON.parse(readFileSync(join(MACHINE_COVERAGE_DIR, entry), "utf8")) as {
      files: string[];
      transitions: string[];
    };
    worker.files.forEach((file) => files.add(basename(file)));
    worker.transitions.forEach((key) => transitions.add(key));
  }
  return { files, transitions };
}

describe("machine transition coverage", () => {
  it("every transition of debtNoticeMachine is taken by a machine test", (context) => {
    // Read when the test runs: the unit project's workers have written their records by then.
    const run = recorded();
    const ran = machineTests.filter((file) => run.files.has(file)).length;
    // A run of a few test files (a developer's) says nothing about coverage.
    if (ran < machineTests.length)
      context.skip(`only ${ran}/${machineTests.length} machine test files ran before this`);
    const report = coverageOf(debtNoticeMachine, run.transitions);
    console.log(`machine transitions covered: ${report.covered}/${report.total}`);
    expect(report.total).toBeGreaterThan(0);
    expect(
      report.missing.map((transition) => transition.label),
      `machine transitions never taken (${report.missing.length}/${report.total})`,
    ).toEqual([]);
  });
});
