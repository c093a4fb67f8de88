// Hand-written: the exports its unit test and the build read.
/** The classic script's runtime: `__debtNoticeSiblingUrl`, `__debtNoticeImportSibling`, `__debtNoticeSiblingIntegrity`. */
export function siblingRuntime(integrity: Record<string, string>): string;
/** Subresource Integrity's form of a file's SHA-384 digest. */
export function integrityOf(content: string | Uint8Array): string;
/** The rollup plugin (rollup.config.mjs). */
export default function siblingFiles(
  modules: Record<string, string>,
  options?: { checked?: string[]; dist?: string },
): import("rollup").Plugin;
