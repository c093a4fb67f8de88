// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/** The reference is a secret-ish token from a URL: it never becomes part of a file path. */
export function hashReference(reference: string): string;
/**
 * Writes `<dataDir>/comments/<timestamp>-<hash>-<random>/comment.json` and, when present,
 * the decoded attachment beside it.
 * @param {string} dataDir
 * @param {{ reference: string, sessionId: string, comment: string,
 *           attachment: { extension: string, bytes: Buffer } | null }} record
 * @returns {string} the folder written
 */
export function saveComment(dataDir: string, { reference, sessionId, comment, attachment }: {
    reference: string;
    sessionId: string;
    comment: string;
    attachment: {
        extension: string;
        bytes: Buffer;
    } | null;
}): string;
