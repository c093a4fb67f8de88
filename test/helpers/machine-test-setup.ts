/**
 * For every unit test file: machines a test started are stopped after it, and an error any of
 * their actors reported fails that test. The transitions this worker's machines took are
 * written after each file, with the files they came from, for the machine-coverage project
 * (test/machine-coverage) to check once the unit project is done.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, afterEach, expect } from "vitest";
import { MACHINE_COVERAGE_DIR } from "../machine-coverage/machine-coverage-dir";
import { takenTransitions } from "./machine-coverage";
import { stopAllMachines } from "./machine-harness";

// This module runs again for every test file: it records that file (the transitions set is the
// worker's, shared by its files).
let testFile: string | undefined;

afterEach(() => {
  testFile ??= expect.getState().testPath;
  expect(stopAllMachines(), "errors reported by the test's machines").toEqual([]);
});

afterAll(() => {
  if (!testFile) return;
  mkdirSync(MACHINE_COVERAGE_DIR, { recursive: true });
  const name = relative(process.cwd(), testFile).replace(/[^\w.-]+/g, "_");
  writeFileSync(
    join(MACHINE_COVERAGE_DIR, `${name}.json`),
    JSON.stringify({ files: [testFile], transitions: [...takenTransitions] }),
  );
});
