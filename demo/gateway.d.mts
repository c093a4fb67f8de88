/** Types for gateway.mjs, so strict TypeScript tests can start the demo server in-process. */

export type FaultKind =
  | { kind: "status"; status: number; times?: number }
  | { kind: "hang"; times?: number }
  | { kind: "delay"; ms: number; times?: number }
  | { kind: "nonJson"; times?: number }
  | { kind: "drop"; times?: number }
  /** Held until released (`POST /__gates/{call}`): the test decides when it is answered. */
  | { kind: "gate"; times?: number };

export interface Faults {
  /** Applies `fault` to requests for `call` (a call name, or "*" for every call). */
  set(call: string, fault: FaultKind): void;
  /** Also releases every request held at a gate. */
  clear(): void;
  waitAtGate(call: string): Promise<FaultKind | undefined>;
  release(call: string, then?: FaultKind): number;
  heldAt(call: string): number;
}

export interface LoggedRequest {
  call: string;
  url: string;
  receivedAt: string;
  referer: string | null;
  origin: string | null;
  contentType: string | null;
  /** The parsed JSON body (attachment truncated), or null when it was not a JSON object. */
  body: Record<string, unknown> | null;
}

export interface ServerOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** Where state.json and comments/ go. Default demo/data/. */
  dataDir?: string;
  /** The built widget served at /dist/. Default ../dist/. */
  distDir?: string;
  /** No per-call console lines. */
  quiet?: boolean;
  /** Mount the test endpoints POST /__faults, GET /__requests, POST /__reset. */
  faults?: boolean;
  /** Delay added to every gateway call, for benchmarks. */
  delayMs?: number;
}

export interface DemoServer {
  /** e.g. "http://127.0.0.1:4173", no trailing slash. */
  url: string;
  port: number;
  faults: Faults;
  requestLog: LoggedRequest[];
  /** Forgets changed flags and languages, the request log and all faults. */
  resetState(): void;
  close(): Promise<void>;
}

export function startServer(options?: ServerOptions): Promise<DemoServer>;
