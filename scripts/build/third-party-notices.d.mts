// Hand-written: the exports its unit test and the build read.
export interface BundledPackage {
  name: string;
  version: string;
  /** The package.json's licence field, as written. */
  license: string;
  /** The licence file's text, or null when the package ships none. */
  licenceText: string | null;
}
/** The package a bundled file (a path with forward slashes) belongs to, or null when no package.json names it. */
export function packageOf(path: string): BundledPackage | null;
/** The notices file's text for the output files `files`. */
export function noticesText(files: string[], packages: BundledPackage[]): string;
/** The rollup plugin: emits `fileName`, the notices of the packages from node_modules in each output. */
export default function thirdPartyNotices(options: { fileName: string }): import("rollup").Plugin;
