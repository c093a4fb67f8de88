import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../../demo/gateway.mjs";
import { findChromium } from "../helpers/chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/** One reference gateway (with fault injection) for the whole e2e run, on a free port. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!existsSync("dist/debt-notice.umd.js") || !existsSync("dist/debt-notice.esm.js")) {
    throw new Error("The e2e tests run on the built bundles: run `npm run build` first (npm test does).");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "debt-notice-e2e-"));
  const server = await startServer({ port: 0, dataDir, quiet: true, testControls: true });
  project.provide("baseUrl", server.url);
  project.provide("chromiumPath", chromiumPath);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
