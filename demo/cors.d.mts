// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * The CORS headers for an answer to a request with this Origin header: the origin itself when
 * allowed, none otherwise (the browser then hides the answer). `Vary: Origin` on every answer,
 * since it depends on the header.
 * @param {string | undefined} origin
 * @param {readonly string[]} allowedOrigins
 * @returns {Record<string, string>}
 */
export function corsHeadersFor(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string>;
