// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * The file under `root` named by a URL path, or undefined when the path leaves `root`
 * (`..`, encoded slashes, NUL) or names no regular file.
 * @param {string} root
 * @param {string} urlPath the part of the URL path below the mount point, still percent-encoded
 */
export function resolveInside(root: string, urlPath: string): string;
/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} file an absolute path from resolveInside
 * @param {Record<string, string>} [headers]
 */
export function sendFile(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, file: string, headers?: Record<string, string>): void;
/** @param {string | undefined} accepted the Accept-Encoding header */
export function preferredEncoding(accepted?: string | undefined): "br" | "gzip";
/** @param {Buffer} raw @param {"br" | "gzip"} encoding */
export function compress(raw: Buffer, encoding: "br" | "gzip"): Buffer<ArrayBufferLike>;
