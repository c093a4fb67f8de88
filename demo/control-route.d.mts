// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * Test-only endpoints, mounted when the server runs with `faults: true`:
 * `POST /__faults` `{ call, fault }` or `{ clear: true }`, `GET /__requests`, `POST /__reset`,
 * `GET /__stored-comments` (the comments stored since the last reset, in order),
 * `GET /__gates/{call}` (how many requests a "gate" fault holds), `POST /__gates/{call}` `{ then? }`
 * (release them, answered normally or with the fault `then`).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {{ faults: import("./faults.mjs").Faults, requestLog: unknown[], storedComments: unknown[], reset: () => void }} context
 * @returns {Promise<boolean>} false when the path is not a control endpoint
 */
export function handleControlRequest(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, pathname: string, { faults, requestLog, storedComments, reset }: {
    faults: import("./faults.mjs").Faults;
    requestLog: unknown[];
    storedComments: unknown[];
    reset: () => void;
}): Promise<boolean>;
