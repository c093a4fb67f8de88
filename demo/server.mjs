import { startServer } from "./gateway.mjs";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const server = await startServer({
  port,
  host,
  ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
  testControls: process.env.DEMO_FAULTS === "1",
  answerDelayMs: Number(process.env.DEMO_DELAY_MS ?? 0),
  allowedOrigins: (process.env.DEMO_ALLOWED_ORIGINS ?? "").split(",").filter((origin) => origin !== ""),
});

const base = host === "127.0.0.1" ? `http://localhost:${server.port}` : server.url;
console.log(`debt-notice demo running
  index       ${base}/demo/
  standalone  ${base}/a1b2c3-man-high
  portal      ${base}/portal.html
  partner     ${base}/partner.html
  strict CSP  ${base}/strict-csp.html
  React host  ${base}/react-host.html`);

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => server.close().then(() => process.exit(0)));
}
