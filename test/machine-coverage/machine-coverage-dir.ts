import { resolve } from "node:path";

/** Where the unit workers write the machine transitions their tests took (under the project root). */
export const MACHINE_COVERAGE_DIR = resolve("test-results/machine-coverage");
