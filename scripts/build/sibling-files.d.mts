// Hand-written: the one export its unit test reads (test/unit/scripts/sibling-url.test.ts).
/** Declares `__debtNoticeSiblingUrl(file)` in a classic script. */
export const SIBLING_URL_FUNCTION: string;
/** The rollup plugin (rollup.config.mjs). */
export default function siblingFiles(files: Record<string, string>): import("rollup").Plugin;
