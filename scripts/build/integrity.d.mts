// Hand-written: the exports its unit test, scripts/check-size.mjs and package.e2e read.
export interface LoadedFile {
  /** `sha384-` and the base64 SHA-384 digest of the file's exact bytes (Subresource Integrity). */
  integrity: string;
  bytes: number;
  /** gzip at zlib level 9. */
  gzip: number;
}
export interface IntegrityManifest {
  /** The package's version: the release folder's name. */
  version: string;
  files: Record<string, LoadedFile>;
}
export const MANIFEST: "debt-notice.integrity.json";
export const LOADED_FILES: string[];
export const CHECKED_AT_RUN_TIME: Record<string, string[]>;
export function describeFile(bytes: Uint8Array): LoadedFile;
export function integrityManifest(dir: string, version: string): IntegrityManifest;
export function manifestMismatches(dir: string, manifest: Partial<IntegrityManifest>): string[];
