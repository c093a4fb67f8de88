// dist/debt-notice.integrity.json as scripts/build/integrity.mjs writes and checks it, on files
// made here (the manifest of the real build is checked after every build: scripts/check-size.mjs,
// and as the package ships it: test/e2e/package.e2e.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CHECKED_AT_RUN_TIME,
  LOADED_FILES,
  MANIFEST,
  describeFile,
  integrityManifest,
  manifestMismatches,
} from "../../../scripts/build/integrity.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  scripts: Record<string, string>;
};

/** Subresource Integrity's value computed by WebCrypto, independently of the build's node:crypto. */
async function sri(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-384", new Uint8Array(bytes)));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "debt-notice-integrity-"));
  for (const file of LOADED_FILES) writeFileSync(join(dir, file), `/* ${file} */ ${"x".repeat(500)}\n`);
  // The scripts carry their siblings' digests, as the build writes them (scripts/build/sibling-files.mjs).
  for (const [script, siblings] of Object.entries(CHECKED_AT_RUN_TIME)) {
    const digests = Object.fromEntries(
      siblings.map((file) => [file, describeFile(readFileSync(join(dir, file))).integrity]),
    );
    writeFileSync(join(dir, script), `var __debtNoticeSiblingIntegrity = ${JSON.stringify(digests)};`);
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the integrity manifest", () => {
  it("gives each file's SRI value (base64 SHA-384 of its exact bytes), its size and its gzip size", async () => {
    const manifest = integrityManifest(dir, "9.8.7");
    expect(manifest.version).toBe("9.8.7");
    expect(Object.keys(manifest.files)).toEqual(LOADED_FILES);
    for (const file of LOADED_FILES) {
      const bytes = readFileSync(join(dir, file));
      const entry = manifest.files[file]!;
      expect(entry.integrity).toBe(await sri(bytes));
      expect(entry.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(entry.bytes).toBe(bytes.length);
      expect(entry.gzip).toBeLessThan(entry.bytes);
    }
  });

  it("holds when the files are as listed, and names every difference when they are not", () => {
    const manifest = integrityManifest(dir, "1.0.0");
    expect(manifestMismatches(dir, manifest)).toEqual([]);

    // One character changed, the size the same.
    const qr = readFileSync(join(dir, "debt-notice.qr.js"), "utf8");
    writeFileSync(join(dir, "debt-notice.qr.js"), qr.replace("xxx", "xyx"));
    const problems = manifestMismatches(dir, manifest);
    expect(problems).toContainEqual(expect.stringMatching(/^debt-notice\.qr\.js: integrity sha384-/));
    expect(problems).not.toContainEqual(expect.stringMatching(/^debt-notice\.qr\.js: bytes/));

    rmSync(join(dir, "debt-notice.ua.json"));
    expect(manifestMismatches(dir, manifest)).toContain(
      `debt-notice.ua.json: listed in ${MANIFEST}, missing beside it`,
    );
    const { ["debt-notice.esm.js"]: _esm, ...withoutEsm } = manifest.files;
    expect(manifestMismatches(dir, { ...manifest, files: withoutEsm })).toContain(
      `debt-notice.esm.js: not in ${MANIFEST}`,
    );
  });

  it("fails when a script checks a sibling against another digest than the one partners are given", () => {
    writeFileSync(join(dir, "debt-notice.en.json"), '{"changed":"after the UMD was built"}');
    const manifest = integrityManifest(dir, "1.0.0");
    expect(manifestMismatches(dir, manifest)).toEqual([
      `debt-notice.umd.js: does not carry debt-notice.en.json's ${manifest.files["debt-notice.en.json"]!.integrity}`,
      `debt-notice.preload.js: does not carry debt-notice.en.json's ${manifest.files["debt-notice.en.json"]!.integrity}`,
    ]);
  });

  it("gives gzip at level 9, as the byte budgets measure (scripts/check-size.mjs)", () => {
    const bytes = readFileSync(join(dir, "debt-notice.umd.js"));
    expect(describeFile(bytes).gzip).toBe(gzipSync(bytes, { level: 9 }).length);
  });
});

describe("the manifest in the package", () => {
  const exported = Object.values(pkg.exports).flatMap((target) =>
    typeof target === "string" ? [target] : Object.values(target),
  );

  it("lists the files a page or the widget loads, each of them exported under its own name", () => {
    for (const file of LOADED_FILES) expect(exported).toContain(`./dist/${file}`);
    expect(LOADED_FILES).toEqual(expect.arrayContaining(Object.keys(CHECKED_AT_RUN_TIME)));
    for (const siblings of Object.values(CHECKED_AT_RUN_TIME))
      for (const file of siblings) expect(LOADED_FILES).toContain(file);
  });

  it("is exported, shipped (files: dist/debt-notice.*) and written by the build once every bundle is there", () => {
    expect(pkg.exports[`./${MANIFEST}`]).toBe(`./dist/${MANIFEST}`);
    expect(pkg.files).toContain("dist/debt-notice.*");
    expect(pkg.scripts.build).toMatch(/rollup -c --silent && node scripts\/build\/integrity\.mjs(?: |$)/);
  });
});
