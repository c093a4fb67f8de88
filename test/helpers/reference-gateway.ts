// The reference gateway for Node tests: on a free port, with a scratch data folder, stopped
// and cleaned after the file (`perFile`) or after each test (`perTest`, for tests that write).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startServer, type DemoServer, type ServerOptions } from "../../demo/gateway.mjs";

export function useReferenceGateway(
  scope: "perFile" | "perTest",
  options: Pick<ServerOptions, "allowedOrigins" | "payee"> = {},
): () => DemoServer {
  let server: DemoServer | undefined;
  let dataDir = "";
  const [before, after] = scope === "perFile" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "debt-notice-gateway-"));
    server = await startServer({ port: 0, dataDir, distDir: dataDir, quiet: true, ...options });
  });
  after(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error("The reference gateway is not running yet (use it inside a test).");
    return server;
  };
}
