// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
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
export function startServer(options?: ServerOptions): Promise<{
    url: string;
    port: number;
    faults: {
        set(call: string, fault: Fault): void;
        clear(): void;
        waitAtGate(call: string): Promise<Fault | undefined>;
        release(call: string, then?: unknown): number;
        heldAt(call: string): number;
        take(call: string): import("./faults.mjs").Fault;
    };
    requestLog: import("./api-route.mjs").LoggedRequest[];
    resetState: () => void;
    /** Stops listening and cuts open connections, including ones a "hang" fault holds. */
    close(): Promise<any>;
}>;
export type ServerOptions = {
    /**
     * 0 (the default) picks a free port
     */
    port?: number;
    host?: string;
    /**
     * where the debtors' state and received comments are kept
     */
    dataDir?: string;
    /**
     * the built widget, served at /dist/
     */
    distDir?: string;
    /**
     * no request log on the console
     */
    quiet?: boolean;
    /**
     * mounts the test-only endpoints: /__faults, /__gates/{call}, /__requests, /__reset
     */
    testControls?: boolean;
    /**
     * every gateway call waits this long before answering (a slow network)
     */
    answerDelayMs?: number;
    /**
     * page origins besides this machine's (loopback) whose calls the
     * gateway answers with CORS headers: a portal or partner page on another host
     */
    allowedOrigins?: string[];
    /**
     * the
     * insurer's account, sent with every getDetails answer (contract 1.3.0); absent by default, so that a
     * host page's own config.payee is the account (a payee sent confirms the config's, never replaces it)
     */
    payee?: {
        iban: string;
        beneficiaryName: string;
        bic?: string;
        constantSymbol?: string;
    };
    /**
     * HTML served as given at these paths (the bench's comparison
     * pages: served like the standalone page, because a browser-side route would slow every request of its page)
     */
    extraPages?: Record<string, string>;
};
export type FaultKind = import("./faults.mjs").Fault;
export type LoggedRequest = import("./api-route.mjs").LoggedRequest;
export type DemoServer = Awaited<ReturnType<typeof startServer>>;
