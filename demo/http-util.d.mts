// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res: import("node:http").ServerResponse, status: number, value: unknown, headers?: Record<string, string>): void;
/**
 * Reads the whole body. An oversized body is drained rather than cut off, so the client
 * gets a readable 413 instead of a reset connection.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limitBytes
 * @returns {Promise<Buffer>}
 */
export function readBody(req: import("node:http").IncomingMessage, limitBytes: number): Promise<Buffer>;
/** @param {Buffer} raw @returns {Record<string, unknown>} */
export function parseJsonObject(raw: Buffer): Record<string, unknown>;
/** @param {import("node:http").IncomingMessage} req */
export function isJsonRequest(req: import("node:http").IncomingMessage): boolean;
/** Small HTTP helpers shared by the gateway's routes. */
export class HttpError extends Error {
    /** @param {number} status @param {string} code a stable machine-readable error */
    constructor(status: number, code: string);
    status: number;
    code: string;
}
