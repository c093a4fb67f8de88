// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * The headers docs/security.md asks of a standalone page, for this page as served: its one
 * inline stylesheet and its inline early scripts allowed by their hashes, nothing else inline;
 * no <base>, no plugins, no forms that leave, no framing by anyone.
 * @param {string} html
 */
export function standalonePageHeaders(html: string): {
    "Content-Security-Policy": string;
    "X-Frame-Options": string;
    "Cache-Control": string;
};
/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} fileName a file in PAGES_DIR
 * @param {{ distDir?: string }} [options] with `distDir`, the starter and the preload script are served inline
 */
export function sendPage(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, fileName: string, { distDir }?: {
    distDir?: string;
}): void;
/**
 * The demo insurer's config as a script file of the page's origin, for the page under a strict
 * CSP (no inline script): placed right after the element, it sets that element's config
 * (demo/demo-config.mjs).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function sendConfigScript(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse): void;
/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} html
 * @param {Record<string, string>} [headers]
 */
export function sendHtml(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, html: string, headers?: Record<string, string>): void;
export const PAGES_DIR: string;
/** Host pages the demo serves at fixed paths (everything else unreserved is the standalone page). */
export const NAMED_PAGES: Map<string, string>;
