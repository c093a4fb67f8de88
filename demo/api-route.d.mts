// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {ApiContext} context
 */
export function handleApiRequest(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, pathname: string, context: ApiContext): Promise<void>;
export const API_PREFIX: "/api/2/union-debt/";
/**
 * (`body` is the JSON the client sent, as it came: tests probe it field by field.)
 */
export type LoggedRequest = {
    call: string;
    url: string;
    receivedAt: string;
    referer: string | null;
    origin: string | null;
    contentType: string | null;
    idempotencyKey: string | null;
    body: Record<string, any> | null;
};
export type ApiContext = {
    store: import("./api-calls.mjs").CallContext["store"];
    dataDir: string;
    faults: import("./faults.mjs").Faults;
    requestLog: LoggedRequest[];
    answerDelayMs: number;
    fallbackHost: string;
    allowedOrigins: readonly string[];
    payee?: object | null;
    idempotency: ReturnType<typeof import("./idempotency.mjs").createIdempotency>;
    storedComments: {
        reference: string;
        comment: string;
    }[];
};
