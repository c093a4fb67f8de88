// dist/debt-notice.integrity.json: for each file a partner loads, its Subresource Integrity value
// (base64 of the SHA-384 digest of its exact bytes, the `integrity` attribute's form), its size
// and its gzip size (zlib level 9, as scripts/check-size.mjs measures). Written by `npm run build`
// once every bundle is in dist (the UMD's bytes depend on the QR encoder's and the catalogs'
// digests, so this runs last), and shipped in the package and in each release folder (README:
// Caching and integrity), so a partner copies the value of the release they link. Run as a
// script it writes the file; scripts/check-size.mjs and test/e2e/package.e2e.ts hold it to the
// files beside it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { integrityOf } from "./sibling-files.mjs";

export const MANIFEST = "debt-notice.integrity.json";

/** What a partner's page or the widget itself loads: the scripts, the QR encoder, the catalogs, the ES module. */
export const LOADED_FILES = [
  "debt-notice.umd.js",
  "debt-notice.starter.js",
  "debt-notice.preload.js",
  "debt-notice.qr.js",
  "debt-notice.en.json",
  "debt-notice.ua.json",
  "debt-notice.esm.js",
];

/** @param {Uint8Array} bytes */
/** The files each classic script checks at run time (scripts/build/sibling-files.mjs), by the digests it carries. */
export const CHECKED_AT_RUN_TIME = {
  "debt-notice.umd.js": ["debt-notice.qr.js", "debt-notice.en.json", "debt-notice.ua.json"],
  "debt-notice.preload.js": ["debt-notice.en.json", "debt-notice.ua.json"],
};

export const describeFile = (bytes) => ({
  integrity: integrityOf(bytes),
  bytes: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
});

/**
 * The manifest of the files in `dir`.
 * @param {string} dir
 * @param {string} version the package's version: the release folder's name
 */
export function integrityManifest(dir, version) {
  return {
    version,
    files: Object.fromEntries(LOADED_FILES.map((file) => [file, describeFile(readFileSync(join(dir, file)))])),
  };
}

/**
 * Where a manifest and the files in `dir` disagree: one line each, none when it holds.
 * @param {string} dir
 * @param {{ files?: Record<string, { integrity: string, bytes: number, gzip: number }> }} manifest
 */
export function manifestMismatches(dir, manifest) {
  const problems = [];
  const listed = Object.keys(manifest.files ?? {});
  for (const file of LOADED_FILES) if (!listed.includes(file)) problems.push(`${file}: not in ${MANIFEST}`);
  for (const file of listed) {
    if (!LOADED_FILES.includes(file)) problems.push(`${file}: in ${MANIFEST}, but not a file partners load`);
    let actual;
    try {
      actual = describeFile(readFileSync(join(dir, file)));
    } catch {
      problems.push(`${file}: listed in ${MANIFEST}, missing beside it`);
      continue;
    }
    for (const key of ["integrity", "bytes", "gzip"])
      if (manifest.files?.[file]?.[key] !== actual[key])
        problems.push(`${file}: ${key} ${manifest.files?.[file]?.[key]} in ${MANIFEST}, ${actual[key]} in the file`);
  }
  // What the widget checks its siblings against is what partners are told to expect.
  for (const [script, siblings] of Object.entries(CHECKED_AT_RUN_TIME)) {
    let code;
    try {
      code = readFileSync(join(dir, script), "utf8");
    } catch {
      continue;
    }
    for (const sibling of siblings) {
      const integrity = manifest.files?.[sibling]?.integrity;
      if (!integrity || !code.includes(JSON.stringify(integrity)))
        problems.push(`${script}: does not carry ${sibling}'s ${integrity ?? "digest"}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const manifest = integrityManifest(join(root, "dist"), version);
  writeFileSync(join(root, "dist", MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
}
