import { createServer } from "node:http";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_PREFIX, handleApiRequest } from "./api-route.mjs";
import { handleControlRequest } from "./control-route.mjs";
import { createFaults } from "./faults.mjs";
import { createIdempotency } from "./idempotency.mjs";
import { sendJson } from "./http-util.mjs";
import { NAMED_PAGES, PAGES_DIR, sendConfigScript, sendHtml, sendPage } from "./pages.mjs";
import { DEMO_CONFIG_SCRIPT_PATH } from "./demo-config.mjs";
import { createStateStore } from "./state-store.mjs";
import { resolveInside, sendFile } from "./static-files.mjs";

const DEFAULT_DATA_DIR = fileURLToPath(new URL("./data/", import.meta.url));
const DEFAULT_DIST_DIR = fileURLToPath(new URL("../dist/", import.meta.url));
/** The React host demo's own build (demo/react-host/rollup.config.mjs). */
const REACT_HOST_DIR = fileURLToPath(new URL("./react-host/dist/", import.meta.url));
const CAPTCHA_SCRIPT = fileURLToPath(new URL("./captcha/api.js", import.meta.url));
/** Paths that belong to the demo itself; any other path is a standalone widget URL. */
const RESERVED = /^\/(?:(?:api|dist|react-host|captcha|demo|node_modules)(?:\/|$)|favicon\.ico$)/;

/**
 * @typedef {object} ServerOptions
 * @property {number} [port] 0 (the default) picks a free port
 * @property {string} [host]
 * @property {string} [dataDir] where the debtors' state and received comments are kept
 * @property {string} [distDir] the built widget, served at /dist/
 * @property {boolean} [quiet] no request log on the console
 * @property {boolean} [testControls] mounts the test-only endpoints: /__faults, /__gates/{call}, /__requests, /__reset
 * @property {number} [answerDelayMs] every gateway call waits this long before answering (a slow network)
 * @property {string[]} [allowedOrigins] page origins besides this machine's (loopback) whose calls the
 *   gateway answers with CORS headers: a portal or partner page on another host
 * @property {{ iban: string, beneficiaryName: string, bic?: string, constantSymbol?: string }} [payee] the
 *   insurer's account, sent with every getDetails answer (contract 1.3.0); absent by default, so that a
 *   host page's own config.payee is the account (a payee sent confirms the config's, never replaces it)
 * @property {Record<string, string>} [extraPages] HTML served as given at these paths (the bench's comparison
 *   pages: served like the standalone page, because a browser-side route would slow every request of its page)
 */

/** @typedef {import("./faults.mjs").Fault} FaultKind */
/** @typedef {import("./api-route.mjs").LoggedRequest} LoggedRequest */
/** @typedef {Awaited<ReturnType<typeof startServer>>} DemoServer */

/**
 * Starts the reference gateway and the demo host pages.
 * @param {ServerOptions} [options]
 */
export async function startServer(options = {}) {
  const { port = 0, host = "127.0.0.1", dataDir = DEFAULT_DATA_DIR, distDir = DEFAULT_DIST_DIR } = options;
  const {
    quiet = false,
    testControls = false,
    answerDelayMs = 0,
    extraPages = {},
    allowedOrigins = [],
    payee = null,
  } = options;
  mkdirSync(dataDir, { recursive: true });
  const store = createStateStore(dataDir);
  const faults = createFaults();
  const idempotency = createIdempotency();
  /** @type {import("./api-route.mjs").LoggedRequest[]} */
  const requestLog = [];
  /** @type {{ reference: string, comment: string }[]} The comments stored since the last reset (tests count them). */
  const storedComments = [];
  const resetState = () => {
    store.reset();
    requestLog.length = 0;
    storedComments.length = 0;
    faults.clear();
    idempotency.clear();
  };
  let fallbackHost = host;

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function route(req, res) {
    const rawUrl = req.url ?? "/";
    if (!rawUrl.startsWith("/")) return sendJson(res, 400, { error: "badRequestTarget" });
    const { pathname } = new URL(`http://localhost${rawUrl}`);
    if (pathname.startsWith(API_PREFIX)) {
      const started = Date.now();
      if (!quiet)
        res.on("finish", () =>
          console.log(`api ${pathname.slice(API_PREFIX.length)} -> ${res.statusCode} (${Date.now() - started} ms)`),
        );
      return handleApiRequest(req, res, pathname, {
        store,
        dataDir,
        faults,
        requestLog,
        answerDelayMs,
        fallbackHost,
        idempotency,
        storedComments,
        allowedOrigins,
        payee,
      });
    }
    if (
      testControls &&
      (await handleControlRequest(req, res, pathname, { faults, requestLog, storedComments, reset: resetState }))
    )
      return;
    if (pathname.startsWith("/__")) return sendJson(res, 404, { error: "notFound" });
    if (req.method !== "GET" && req.method !== "HEAD")
      return sendJson(res, 405, { error: "methodNotAllowed" }, { Allow: "GET, HEAD" });
    if (Object.hasOwn(extraPages, pathname)) return sendHtml(req, res, extraPages[pathname] ?? "");
    const page = NAMED_PAGES.get(pathname);
    if (page) return sendPage(req, res, page);
    if (pathname === DEMO_CONFIG_SCRIPT_PATH) return sendConfigScript(req, res);
    if (pathname === "/demo" || pathname === "/index.html") {
      res.writeHead(302, { Location: "/demo/" });
      return res.end();
    }
    const file =
      pathname === "/captcha/api.js"
        ? CAPTCHA_SCRIPT
        : pathname.startsWith("/dist/")
          ? resolveInside(distDir, pathname.slice("/dist/".length))
          : pathname.startsWith("/react-host/")
            ? resolveInside(REACT_HOST_DIR, pathname.slice("/react-host/".length))
            : pathname.startsWith("/demo/assets/")
              ? resolveInside(join(PAGES_DIR, "assets"), pathname.slice("/demo/assets/".length))
              : undefined;
    if (file) return sendFile(req, res, file);
    if (RESERVED.test(pathname)) return sendJson(res, 404, { error: "notFound" });
    return sendPage(req, res, "standalone.html", { distDir });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      console.error("[demo server]", error);
      if (!res.headersSent) sendJson(res, 500, { error: "internalError" });
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const hostInUrl = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  fallbackHost = `${hostInUrl}:${address.port}`;

  return {
    url: `http://${fallbackHost}`,
    port: address.port,
    faults,
    requestLog,
    resetState,
    /** Stops listening and cuts open connections, including ones a "hang" fault holds. */
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}
