// The unit project's global setup: the transitions recorded by an earlier run are gone before
// this one records its own (test/helpers/machine-test-setup.ts).
import { rmSync } from "node:fs";
import { MACHINE_COVERAGE_DIR } from "./machine-coverage-dir";

export default function clearMachineCoverage(): void {
  rmSync(MACHINE_COVERAGE_DIR, { recursive: true, force: true });
}
