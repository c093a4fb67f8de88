import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The page the checker is told about: the broken gateway's allow-list names it alone. */
export const PAGE_ORIGIN = "https://portal.example";

/** A header value the broken gateway replaces with the request's own Origin (a gateway that echoes any). */
export const REFLECTED_ORIGIN = "<the request's Origin>";

export const GOOD_CORS = {
  "access-control-allow-origin": PAGE_ORIGIN,
  vary: "Origin",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "Content-Type",
};

export const GOOD_ENTITIES = {
  name: "Ján Novák",
  isMan: true,
  icp: "8001011234",
  actualDebt: 1150.75,
  paymeUrl: "https://pay.example/?vs=8001011234",
  totalDebt: JSON.stringify([{ obdobie: "01/2025", dlh: "-1 150,75" }]),
  infoWasProvided: false,
  clickedOnPay: false,
  specificSymbol: "2025011234",
  period: "01/2025",
  sessionId: "s-1",
  variableSymbol: "8001011234",
  // The insurer's account, as a production gateway sends it (contract 1.3.0).
  payee: { iban: "SK3112000000198742637541", beneficiaryName: "Vzorová zdravotná poisťovňa, a. s." },
};

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is instead of JSON. */
  raw?: string;
  /** Bytes of JSON whitespace sent before the body. */
  padding?: number;
  /** Never end the answer: a client that reads to the end waits until it gives up. */
  hold?: boolean;
  /** Answer only after this many milliseconds: a slow gateway. */
  delayMs?: number;
  /** Answer so only the first `times` requests to this call, then as a good gateway: a passing fault. */
  times?: number;
}

const BASE_PATH = "/api/2/union-debt";

export type Overrides = Partial<Record<string, Answer>> & { OPTIONS?: Answer };

export interface Behaviour {
  /** getDetails keeps answering infoWasProvided: false after an objection was accepted. */
  forgetsObjections?: boolean;
}

/** A details answer after an accepted objection: infoWasProvided true, as the contract asks. */
function afterObjection(answer: Answer): Answer {
  const body = answer.body as { entities?: Record<string, unknown> } | undefined;
  if (!body?.entities || typeof body.entities !== "object") return answer;
  return { ...answer, body: { ...body, entities: { ...body.entities, infoWasProvided: true } } };
}

const GOOD_ANSWERS: Record<string, Answer> = {
  getPreferredLanguage: { body: { preferredLanguage: "sk" } },
  getDetails: { body: { entities: GOOD_ENTITIES } },
  changePreferredLanguage: { body: { ok: true } },
  updateState: { status: 204 },
  uploadComment: { raw: "" },
};

function send(res: ServerResponse, answer: Answer, cors: Record<string, string>, origin = "") {
  if (answer.delayMs) {
    setTimeout(() => send(res, { ...answer, delayMs: 0 }, cors, origin), answer.delayMs);
    return;
  }
  const json = answer.raw === undefined && answer.body !== undefined;
  const text = answer.raw ?? (json ? JSON.stringify(answer.body) : "");
  const type = json ? { "content-type": "application/json" } : {};
  const headers = Object.entries({ ...cors, ...type, ...answer.headers }).map(
    ([name, value]) => [name, value === REFLECTED_ORIGIN ? origin : value] as const,
  );
  res.writeHead(answer.status ?? 200, Object.fromEntries(headers));
  if (answer.padding) res.write(" ".repeat(answer.padding));
  if (!answer.hold) res.end(answer.status === 204 ? undefined : text);
}

/**
 * A gateway that answers every call correctly except where `overrides` says otherwise: one
 * deliberate fault per server. `cors: false` leaves CORS headers off the POST answers.
 * `requests` lists every request it received ("METHOD /path"), `received` the same with their headers.
 */
export async function startBrokenGateway(
  overrides: Overrides,
  cors: Record<string, string> | false = GOOD_CORS,
  behaviour: Behaviour = {},
) {
  const requests: string[] = [];
  const received: { method: string; url: string; headers: IncomingMessage["headers"] }[] = [];
  let objectionStored = false;
  const answered = new Map<string, number>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    req.resume();
    req.on("end", () => {
      if (req.method === "OPTIONS")
        return send(res, overrides.OPTIONS ?? { status: 204 }, overrides.OPTIONS ? {} : GOOD_CORS, req.headers.origin);
      // Only its own path answers: anywhere else (a typo in the api-base) is a web server's 404.
      const call = req.url?.startsWith(`${BASE_PATH}/`) ? req.url.slice(BASE_PATH.length + 1) : "";
      const count = (answered.get(call) ?? 0) + 1;
      answered.set(call, count);
      const override = overrides[call];
      const current = override && count <= (override.times ?? Infinity) ? override : undefined;
      const answer = current ?? GOOD_ANSWERS[call] ?? { status: 404, raw: `Cannot POST ${req.url}` };
      if (call === "uploadComment" && (answer.status ?? 200) < 300) objectionStored = true;
      const remembered = call === "getDetails" && objectionStored && !behaviour.forgetsObjections;
      send(res, remembered ? afterObjection(answer) : answer, cors || {}, req.headers.origin);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // An answer on hold would keep its connection, and close() waiting, for ever.
        server.closeAllConnections();
      }),
  };
}
