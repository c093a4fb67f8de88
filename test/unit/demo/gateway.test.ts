import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startServer, type DemoServer, type ServerOptions } from "../../../demo/gateway.mjs";
import { demoPaymentOrigins } from "../../../demo/demo-config.mjs";

const API = "/api/2/union-debt";
const MAN_HIGH = "a1b2c3-man-high";
const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

let root: string;
let dataDir: string;
let distDir: string;
let server: DemoServer;

async function start(options: ServerOptions = {}) {
  server = await startServer({ port: 0, dataDir, distDir, quiet: true, testControls: true, ...options });
  return server;
}

function call(name: string, body: unknown, init: RequestInit = {}) {
  return fetch(`${server.url}${API}/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    ...init,
  });
}

async function callJson(name: string, body: unknown) {
  const response = await call(name, body);
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

async function details(reference = MAN_HIGH) {
  const { json } = await callJson("getDetails", { reference, mobile: false });
  return json.entities as Record<string, any>;
}

const comment = (overrides: Record<string, unknown> = {}) => ({
  reference: MAN_HIGH,
  sessionId: "session-1",
  comment: "I paid already.",
  attachmentType: null,
  attachment: null,
  captchaToken: "demo-token-submit-abc123",
  ...overrides,
});

/** A raw request, because fetch would normalise `..` out of the path before sending. */
function rawGet(path: string) {
  const { port } = server;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "debt-notice-demo-"));
  dataDir = join(root, "data");
  distDir = join(root, "dist");
  mkdirSync(distDir);
  writeFileSync(join(distDir, "debt-notice.umd.js"), "window.DebtNotice = {};\n");
  writeFileSync(join(root, "secret.txt"), "top secret");
  await start();
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("language calls", () => {
  it("answers each debtor's stored preferred language, sk by default", async () => {
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json).toEqual({ preferredLanguage: "sk" });
    expect((await callJson("getPreferredLanguage", { reference: "d6e5f4-ukrainian" })).json).toEqual({
      preferredLanguage: "ua",
    });
    expect((await callJson("getPreferredLanguage", { reference: "c3b2a1-english" })).json).toEqual({
      preferredLanguage: "en",
    });
  });

  it("stores a changed language and refuses anything but sk, en, ua", async () => {
    expect(await callJson("changePreferredLanguage", { reference: MAN_HIGH, newPreferredLanguage: "en" })).toEqual({
      status: 200,
      json: { ok: true },
    });
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json.preferredLanguage).toBe("en");
    const refused = await callJson("changePreferredLanguage", { reference: MAN_HIGH, newPreferredLanguage: "uk" });
    expect(refused.status).toBe(400);
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json.preferredLanguage).toBe("en");
  });
});

describe("getDetails", () => {
  it("returns the entities with totalDebt as a JSON string and a fresh session per call", async () => {
    const first = await details();
    expect(first).toMatchObject({
      name: "Ján Novák",
      isMan: true,
      actualDebt: "1 150,75",
      period: "01/2025",
      infoWasProvided: false,
      clickedOnPay: false,
    });
    expect(first.specificSymbol).toMatch(/^\d+$/);
    expect(first.variableSymbol).toMatch(/^\d+$/);
    expect(first.icp).toMatch(/^\d+$/);
    expect(JSON.parse(first.totalDebt)).toEqual([
      { obdobie: "11/2024", dlh: "25,00" },
      { obdobie: "12/2024", dlh: "-25,00" },
      { obdobie: "01/2025", dlh: "-1 150,75" },
    ]);
    const second = await details();
    expect(first.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("builds paymeUrl from the Host header, pointing at the demo payment page", async () => {
    const { paymeUrl } = await details();
    expect(paymeUrl.startsWith(`${server.url}/demo-pay?`)).toBe(true);
    expect(await (await fetch(paymeUrl)).text()).toContain("Demo payment page");
  });

  it("serves the fixtures' variety: numeric debt, no period, long mixed history", async () => {
    expect((await details("d4e5f6-woman-low")).actualDebt).toBe(100);
    expect((await details("b7c8d9-no-period")).period).toBe("");
    const history = JSON.parse((await details("a9b8c7-long-history")).totalDebt) as { dlh: string }[];
    expect(history.length).toBeGreaterThanOrEqual(24);
    expect(history.some((entry) => entry.dlh.startsWith("-"))).toBe(true);
    expect(history.some((entry) => /^\d/.test(entry.dlh) && entry.dlh !== "0,00")).toBe(true);
  });

  it("answers 404 notFound for an unknown reference", async () => {
    expect(await callJson("getDetails", { reference: "nobody", mobile: true })).toEqual({
      status: 404,
      json: { error: "notFound" },
    });
  });

  it("accepts a missing mobile but refuses a non-boolean one", async () => {
    expect((await callJson("getDetails", { reference: MAN_HIGH })).status).toBe(200);
    expect((await callJson("getDetails", { reference: MAN_HIGH, mobile: "true" })).status).toBe(400);
  });
});

describe("request validation", () => {
  it("answers 4xx JSON errors for malformed, mistyped or misdirected requests", async () => {
    const malformed = await call("getDetails", undefined, { body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "malformedJson" });
    expect((await call("getDetails", [MAN_HIGH])).status).toBe(400);
    expect((await callJson("getDetails", { reference: 42 })).status).toBe(400);
    expect(
      (await call("getDetails", { reference: MAN_HIGH }, { headers: { "Content-Type": "text/plain" } })).status,
    ).toBe(415);
    expect(await callJson("deleteEverything", { reference: MAN_HIGH })).toEqual({
      status: 404,
      json: { error: "unknownCall" },
    });
    const get = await fetch(`${server.url}${API}/getDetails`);
    expect(get.status).toBe(405);
    expect(((await get.json()) as { error: string }).error).toBe("methodNotAllowed");
  });

  it("refuses a body over 15 MB with 413 and keeps serving", async () => {
    const response = await call("uploadComment", undefined, {
      body: JSON.stringify(comment({ attachment: "A".repeat(16 * 1024 * 1024) })),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "bodyTooLarge" });
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).status).toBe(200);
  });

  const preflightFrom = (origin: string) =>
    fetch(`${server.url}${API}/getDetails`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });

  it.each(["http://localhost:5173", "http://127.0.0.1:4173", "https://localhost", "http://[::1]:8080"])(
    "a page on this machine (%s): the preflight and the answer name its exact origin, never *",
    async (origin) => {
      const preflight = await preflightFrom(origin);
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.headers.get("vary")).toBe("Origin");
      expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
      const answer = await call(
        "getDetails",
        { reference: MAN_HIGH },
        { headers: { "Content-Type": "application/json", Origin: origin } },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("vary")).toBe("Origin");
    },
  );

  it.each(["https://partner.example", "http://localhost.evil.example", "null", "http://127.0.0.1.nip.io"])(
    "a page elsewhere (%s) that the allow-list does not name gets no CORS permission",
    async (origin) => {
      const preflight = await preflightFrom(origin);
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      expect(preflight.headers.get("access-control-allow-headers")).toBeNull();
      expect(preflight.headers.get("vary")).toBe("Origin");
      const answer = await call(
        "getDetails",
        { reference: MAN_HIGH },
        { headers: { "Content-Type": "application/json", Origin: origin } },
      );
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    },
  );

  it("a portal or partner origin named in allowedOrigins gets its exact origin back", async () => {
    await server.close();
    await start({ allowedOrigins: ["https://partner.example"] });
    expect((await preflightFrom("https://partner.example")).headers.get("access-control-allow-origin")).toBe(
      "https://partner.example",
    );
    expect((await preflightFrom("https://other.example")).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("uploadComment", () => {
  it("stores a comment without attachment and marks the information provided", async () => {
    expect(await callJson("uploadComment", comment())).toEqual({ status: 200, json: { ok: true } });
    expect((await details()).infoWasProvided).toBe(true);
    const [folder] = readdirSync(join(dataDir, "comments"));
    expect(folder).toBeDefined();
    expect(folder).not.toContain(MAN_HIGH);
    const saved = JSON.parse(readFileSync(join(dataDir, "comments", folder!, "comment.json"), "utf8"));
    expect(saved).toMatchObject({ reference: MAN_HIGH, comment: "I paid already.", attachmentFile: null });
  });

  it("writes the decoded attachment as a real file, named by its content", async () => {
    const body = comment({ attachmentType: "pdf", attachment: PDF_BYTES.toString("base64") });
    expect((await callJson("uploadComment", body)).status).toBe(200);
    const [folder] = readdirSync(join(dataDir, "comments"));
    expect(readFileSync(join(dataDir, "comments", folder!, "attachment.pdf"))).toEqual(PDF_BYTES);
  });

  it.each([
    ["a blank comment", { comment: "   " }],
    ["a missing captcha token", { captchaToken: undefined }],
    ["a captcha token the stand-in never issued", { captchaToken: "real-google-token" }],
    ["an attachment without a type", { attachment: PDF_BYTES.toString("base64") }],
    ["a type without an attachment", { attachmentType: "pdf" }],
    ["an attachment that is not base64", { attachmentType: "pdf", attachment: "%%%%" }],
    [
      "an attachment that is neither image nor PDF",
      { attachmentType: "png", attachment: Buffer.from("MZ executable").toString("base64") },
    ],
    ["a missing sessionId", { sessionId: undefined }],
  ])("refuses %s with 400 and stores nothing", async (_case, overrides) => {
    expect((await callJson("uploadComment", comment(overrides))).status).toBe(400);
    expect((await details()).infoWasProvided).toBe(false);
    expect(() => readdirSync(join(dataDir, "comments"))).toThrow();
  });
});

describe("uploadComment with an Idempotency-Key: a resend of the same objection is stored once", () => {
  const withKey = (key: string) => ({ headers: { "Content-Type": "application/json", "Idempotency-Key": key } });
  const stored = async () => (await (await fetch(`${server.url}/__stored-comments`)).json()) as unknown[];

  it("a repeat gets the first answer, marked as replayed, and stores nothing", async () => {
    const first = await call("uploadComment", comment(), withKey("dn-1"));
    const again = await call("uploadComment", comment({ captchaToken: "demo-token-second" }), withKey("dn-1"));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual({ ok: true });
    expect(await stored()).toHaveLength(1);
    expect(readdirSync(join(dataDir, "comments"))).toHaveLength(1);
  });

  it("a repeat that arrives while the first is still being handled waits for it: one stored", async () => {
    await fetch(`${server.url}/__faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ call: "uploadComment", fault: { kind: "delay", ms: 300 } }),
    });
    const answers = await Promise.all([
      call("uploadComment", comment(), withKey("dn-2")),
      call("uploadComment", comment(), withKey("dn-2")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.headers.get("idempotent-replayed"))).toEqual([null, "true"]);
    expect(await stored()).toHaveLength(1);
  });

  it("other keys, or none, are other objections", async () => {
    await call("uploadComment", comment(), withKey("dn-3"));
    await call("uploadComment", comment(), withKey("dn-4"));
    await call("uploadComment", comment());
    await call("uploadComment", comment());
    expect(await stored()).toHaveLength(4);
  });

  it("a refused first request (400) stores nothing, and a corrected repeat with the key is answered afresh", async () => {
    expect((await call("uploadComment", comment({ captchaToken: "bad" }), withKey("dn-5"))).status).toBe(400);
    // The same key answered 400 again: the first answer stands, as the draft says for a repeat.
    const again = await call("uploadComment", comment({ captchaToken: "bad" }), withKey("dn-5"));
    expect(again.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it("the CORS preflight allows the header, and the answer shows the replay mark to the page", async () => {
    const origin = { Origin: "http://localhost:5173" };
    const preflight = await fetch(`${server.url}${API}/uploadComment`, { method: "OPTIONS", headers: origin });
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
    const answer = await call("uploadComment", comment(), { headers: { ...withKey("dn-6").headers, ...origin } });
    expect(answer.headers.get("access-control-expose-headers")).toContain("Idempotent-Replayed");
  });
});

describe("updateState", () => {
  it("persists exactly one flag", async () => {
    expect(await callJson("updateState", { reference: MAN_HIGH, sessionId: "s", clickedOnPay: true })).toEqual({
      status: 200,
      json: { ok: true },
    });
    expect((await details()).clickedOnPay).toBe(true);
    expect(
      (await callJson("updateState", { reference: MAN_HIGH, sessionId: "s", clickedOnCalendar: true })).status,
    ).toBe(200);
  });

  it.each([
    ["two flags", { clickedOnPay: true, clickedOnTotalDebt: true }],
    ["no flag", {}],
    ["a false flag", { clickedOnPay: false }],
    ["a string flag", { clickedOnPay: "true" }],
  ])("refuses %s with 400", async (_case, flags) => {
    expect((await callJson("updateState", { reference: MAN_HIGH, sessionId: "s", ...flags })).status).toBe(400);
    expect((await details()).clickedOnPay).toBe(false);
  });
});

describe("state", () => {
  it("survives a restart on the same data folder, written without leftovers", async () => {
    await callJson("changePreferredLanguage", { reference: MAN_HIGH, newPreferredLanguage: "ua" });
    await callJson("updateState", { reference: MAN_HIGH, sessionId: "s", clickedOnPay: true });
    await server.close();
    await start();
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json.preferredLanguage).toBe("ua");
    expect((await details()).clickedOnPay).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("resetState restores the fixture values, and so does POST /__reset", async () => {
    await callJson("updateState", { reference: MAN_HIGH, sessionId: "s", clickedOnPay: true });
    server.resetState();
    expect((await details()).clickedOnPay).toBe(false);
    await callJson("changePreferredLanguage", { reference: MAN_HIGH, newPreferredLanguage: "en" });
    expect((await fetch(`${server.url}/__reset`, { method: "POST" })).status).toBe(200);
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json.preferredLanguage).toBe("sk");
    expect(server.requestLog.map((entry) => entry.call)).toEqual(["getPreferredLanguage"]);
  });
});

describe("fault injection", () => {
  it("status: answers the given status the given number of times, then normally", async () => {
    server.faults.set("getDetails", { kind: "status", status: 503, times: 2 });
    expect((await call("getDetails", { reference: MAN_HIGH })).status).toBe(503);
    expect((await call("getDetails", { reference: MAN_HIGH })).status).toBe(503);
    expect((await call("getDetails", { reference: MAN_HIGH })).status).toBe(200);
    expect((await call("getPreferredLanguage", { reference: MAN_HIGH })).status).toBe(200);
  });

  it("hang: never answers, and close() still ends the connection", async () => {
    server.faults.set("getDetails", { kind: "hang" });
    await expect(call("getDetails", { reference: MAN_HIGH }, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const pending = call("getDetails", { reference: MAN_HIGH });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.close();
    await expect(pending).rejects.toThrow();
    await start();
  });

  it("delay: answers normally after the delay", async () => {
    server.faults.set("*", { kind: "delay", ms: 250, times: 1 });
    const started = Date.now();
    expect((await call("getPreferredLanguage", { reference: MAN_HIGH })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("nonJson: answers 200 with an HTML page", async () => {
    server.faults.set("getDetails", { kind: "nonJson" });
    const response = await call("getDetails", { reference: MAN_HIGH });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    await expect(response.json()).rejects.toThrow();
  });

  it("drop: destroys the connection", async () => {
    server.faults.set("uploadComment", { kind: "drop", times: 1 });
    await expect(call("uploadComment", comment())).rejects.toThrow();
    expect((await call("uploadComment", comment())).status).toBe(200);
  });

  it("gate: holds each request until the test releases it, then answers normally", async () => {
    server.faults.set("changePreferredLanguage", { kind: "gate", times: 1 });
    let answered = false;
    const held = call("changePreferredLanguage", { reference: MAN_HIGH, newPreferredLanguage: "en" }).then((r) => {
      answered = true;
      return r;
    });
    const gates = `${server.url}/__gates/changePreferredLanguage`;
    while (((await (await fetch(gates)).json()) as { held: number }).held === 0)
      await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    // Not stored while held: the server processes it only once released.
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json.preferredLanguage).toBe("sk");
    expect(await (await fetch(gates, { method: "POST" })).json()).toEqual({ released: 1 });
    expect((await held).status).toBe(200);
    expect((await callJson("getPreferredLanguage", { reference: MAN_HIGH })).json.preferredLanguage).toBe("en");
  });

  it("gate: a released request can meet another fault (answered, but as an error)", async () => {
    server.faults.set("getDetails", { kind: "gate", times: 1 });
    const held = call("getDetails", { reference: MAN_HIGH });
    const gates = `${server.url}/__gates/getDetails`;
    while (((await (await fetch(gates)).json()) as { held: number }).held === 0)
      await new Promise((r) => setTimeout(r, 5));
    const release = await fetch(gates, {
      method: "POST",
      body: JSON.stringify({ then: { kind: "status", status: 400 } }),
    });
    expect(await release.json()).toEqual({ released: 1 });
    expect((await held).status).toBe(400);
    const refused = await fetch(gates, { method: "POST", body: JSON.stringify({ then: { kind: "explode" } }) });
    expect(refused.status).toBe(400);
  });

  it("works over HTTP, validates faults, and clears", async () => {
    const control = (body: unknown) => fetch(`${server.url}/__faults`, { method: "POST", body: JSON.stringify(body) });
    expect((await control({ call: "getDetails", fault: { kind: "status", status: 500 } })).status).toBe(200);
    expect((await call("getDetails", { reference: MAN_HIGH })).status).toBe(500);
    expect((await control({ call: "getDetails", fault: { kind: "explode" } })).status).toBe(400);
    expect((await control({ clear: true })).status).toBe(200);
    expect((await call("getDetails", { reference: MAN_HIGH })).status).toBe(200);
  });

  it("logs requests with truncated attachments and referer/origin headers", async () => {
    const attachment = PDF_BYTES.toString("base64").repeat(4);
    await call("uploadComment", comment({ attachmentType: "pdf", attachment }), {
      headers: {
        "Content-Type": "application/json",
        Referer: "http://127.0.0.1/portal.html",
        Origin: "http://127.0.0.1",
      },
    });
    const log = (await (await fetch(`${server.url}/__requests`)).json()) as Array<Record<string, any>>;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      call: "uploadComment",
      url: `${API}/uploadComment`,
      referer: "http://127.0.0.1/portal.html",
      origin: "http://127.0.0.1",
    });
    expect(log[0]!.body.comment).toBe("I paid already.");
    expect(log[0]!.body.attachment).toContain(`(${attachment.length} chars)`);
    expect(log[0]!.body.attachment.length).toBeLessThan(attachment.length);
  });

  it("keeps the control endpoints off unless enabled, and does not change normal behaviour", async () => {
    await server.close();
    await start({ testControls: false });
    expect((await fetch(`${server.url}/__requests`)).status).toBe(404);
    expect((await fetch(`${server.url}/__faults`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await call("getDetails", { reference: MAN_HIGH })).status).toBe(200);
  });

  it("answerDelayMs delays every call", async () => {
    await server.close();
    await start({ answerDelayMs: 200 });
    const started = Date.now();
    await call("getPreferredLanguage", { reference: MAN_HIGH });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

/** A GET whose body is left as sent (fetch would decode it), with the headers that say how. */
function getRaw(path: string, acceptEncoding?: string) {
  return new Promise<{
    encoding: string | undefined;
    body: Buffer;
    vary: string | undefined;
    length: string | undefined;
  }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    request({ host: "127.0.0.1", port: server.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          encoding: res.headers["content-encoding"],
          body: Buffer.concat(chunks),
          vary: res.headers.vary,
          length: res.headers["content-length"],
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("static files and pages", () => {
  it("serves the built widget with a JavaScript content type", async () => {
    const response = await fetch(`${server.url}/dist/debt-notice.umd.js`);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(await response.text()).toContain("window.DebtNotice");
    expect((await fetch(`${server.url}/dist/missing.js`)).status).toBe(404);
  });

  it("compresses the bundles as a CDN would (brotli, else gzip) and serves them plain to clients that cannot decode", async () => {
    const source = "window.DebtNotice = {};\n".repeat(200);
    writeFileSync(join(distDir, "debt-notice.umd.js"), source);
    const get = (acceptEncoding?: string) => getRaw("/dist/debt-notice.umd.js", acceptEncoding);
    const br = await get("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    expect(br.body.length).toBeLessThan(source.length / 10);
    const gzip = await get("gzip;q=1.0, identity");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(source);
    expect((await get("br;q=0, gzip")).encoding).toBe("gzip");
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
    expect(plain.vary).toBe("Accept-Encoding");
    // A rebuilt file is served fresh, not from the compressed copy of the old one.
    writeFileSync(join(distDir, "debt-notice.umd.js"), "window.DebtNotice = { rebuilt: true };\n");
    expect(brotliDecompressSync((await get("br")).body).toString()).toContain("rebuilt");
  });

  it("compresses its pages as a production server would (the standalone page inlines the preload script), plain to clients that cannot decode", async () => {
    const get = (acceptEncoding?: string) => getRaw("/a1b2c3-man-high", acceptEncoding);
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain("<debt-notice");
    const br = await get("gzip, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.length).toBe(String(br.body.length));
    const gzip = await get("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
  });

  it.each([
    "/dist/../secret.txt",
    "/dist/..%2Fsecret.txt",
    "/dist/%2e%2e%2fsecret.txt",
    "/dist/..%5c..%5csecret.txt",
    "/demo/assets/..%2F..%2Fgateway.mjs",
  ])("refuses the traversal %s", async (path) => {
    const { body } = await rawGet(path);
    expect(body).not.toContain("top secret");
    expect(body).not.toContain("startServer");
  });

  it("serves a plain-JS grecaptcha stand-in whose tokens the gateway accepts", async () => {
    const response = await fetch(`${server.url}/captcha/api.js`);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    const script = await response.text();
    expect(script).not.toMatch(/\beval\b|new Function/);
    const window: Record<string, any> = { crypto: globalThis.crypto, setTimeout };
    runInNewContext(script, { window, document: { currentScript: null }, Promise, URL });
    await new Promise<void>((resolve) => window.grecaptcha.ready(resolve));
    const token = (await window.grecaptcha.execute("demo-site-key", { action: "submit" })) as string;
    expect(token).toMatch(/^demo-token-submit-/);
    expect((await callJson("uploadComment", comment({ captchaToken: token }))).status).toBe(200);
  });

  it.each(["/", `/${MAN_HIGH}`, `/${MAN_HIGH}/celkovy-dlh`, "/anything/else"])(
    "serves the standalone page at %s",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toMatch(/<debt-notice\s+routing="path"/);
    },
  );

  it("serves the standalone page with the preload script inline, naming its file; the tag while it is not built", async () => {
    const page = () => fetch(`${server.url}/${MAN_HIGH}`).then((response) => response.text());
    const TAG = '<script src="/dist/debt-notice.preload.js" data-load-widget></script>';
    expect(await page()).toContain(TAG);

    const preload = join(distDir, "debt-notice.preload.js");
    try {
      writeFileSync(preload, 'sendEarly("a < b && c > d");\n');
      const html = await page();
      expect(html).not.toContain(TAG);
      // Its attributes kept: data-load-widget asks it to load the widget's script.
      expect(html).toContain(
        '<script data-src="/dist/debt-notice.preload.js" data-load-widget>sendEarly("a < b && c > d");\n</script>',
      );

      // Code the HTML parser would cut or run on: served as the tag, never inline.
      for (const code of ['x("</script><b>markup</b>");', 'x("<!--<script>");', 'x("</SCRIPT >");']) {
        writeFileSync(preload, code);
        const served = await page();
        expect(served, code).toContain(TAG);
        expect(served, code).not.toContain(code);
      }
    } finally {
      rmSync(preload);
    }
  });

  it("serves the strict CSP page with its policy and no inline script or style", async () => {
    const response = await fetch(`${server.url}/strict-csp.html`);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data: blob:; connect-src 'self'",
    );
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);
    // The demo config comes from a script file of the page's origin, which the policy allows.
    expect(html).toContain('<script src="/demo/config.js"></script>');
    const config = await fetch(`${server.url}/demo/config.js`);
    expect(config.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const code = await config.text();
    // The README's form: the element parsed last, looked up through the prototype.
    expect(code).toContain('Document.prototype.getElementsByTagName.call(document, "debt-notice")');
    expect(code).toContain('parsed[parsed.length - 1].config = {"providerName"');
    // The page's own host as the payment page's origin (the demo gateway links its payment page there).
    expect(code).toContain(`"paymentOrigins":"${demoPaymentOrigins(new URL(server.url).host)}"`);
  });

  it("lists every sample reference on the demo index and in the portal chooser", async () => {
    const index = await (await fetch(`${server.url}/demo/`)).text();
    const portal = await (await fetch(`${server.url}/portal.html`)).text();
    for (const reference of [MAN_HIGH, "d6e5f4-ukrainian", "a9b8c7-long-history"]) {
      expect(index).toContain(`href="/${reference}/celkovy-dlh"`);
      expect(portal).toContain(`<option value="${reference}">`);
    }
    expect(await (await fetch(`${server.url}/partner.html`)).text()).toContain(
      '<script src="/dist/debt-notice.umd.js">',
    );
  });
});
