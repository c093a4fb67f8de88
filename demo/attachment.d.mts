// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.
/**
 * Decodes and checks an uploaded attachment. The file is named by what its bytes are, not by
 * the declared type: browsers derive the type from the file name, which may be wrong.
 * @param {unknown} attachmentType
 * @param {unknown} attachment
 * @returns {{ extension: string, bytes: Buffer } | null}
 */
export function decodeAttachment(attachmentType: unknown, attachment: unknown): {
    extension: string;
    bytes: Buffer;
} | null;
export const MAX_ATTACHMENT_BYTES: 10485760;
