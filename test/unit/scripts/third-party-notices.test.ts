import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import resolve from "@rollup/plugin-node-resolve";
import { rollup } from "rollup";
import { afterAll, describe, expect, it } from "vitest";
import thirdPartyNotices, { noticesText, packageOf } from "../../../scripts/build/third-party-notices.mjs";

const NODE_MODULES = fileURLToPath(new URL("../../../node_modules/", import.meta.url));
const NOTICES = "bundle.licenses.txt";

// The input modules live outside the repository; the dependencies resolve from its node_modules.
const folder = mkdtempSync(join(tmpdir(), "third-party-notices-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The notices the plugin emits for a bundle of `code`: built in memory, nothing written. */
async function noticesFor(code: string): Promise<string> {
  const input = join(folder, `input-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(input, code);
  const bundle = await rollup({
    input,
    plugins: [resolve({ browser: true, modulePaths: [NODE_MODULES] }), thirdPartyNotices({ fileName: NOTICES })],
  });
  const { output } = await bundle.generate({ format: "es", entryFileNames: "bundle.js" });
  await bundle.close();
  const asset = output.find((file) => file.fileName === NOTICES);
  if (asset?.type !== "asset") throw new Error(`${NOTICES} was not emitted`);
  return String(asset.source);
}

const manifest = (name: string) => JSON.parse(readFileSync(join(NODE_MODULES, name, "package.json"), "utf8"));
const licence = (name: string, file: string) => readFileSync(join(NODE_MODULES, name, file), "utf8").trim();

describe("the third-party notices of a bundle", () => {
  it("names each bundled package with its version and licence, sorted by name, with the licence text", async () => {
    const notices = await noticesFor(
      `import ky from "ky";\nimport { generate } from "lean-qr";\nexport const both = [ky, generate];\n`,
    );
    const ky = `ky ${manifest("ky").version} (MIT)`;
    const leanQr = `lean-qr ${manifest("lean-qr").version} (MIT)`;
    expect(notices).toMatch(/^Third-party software in bundle\.js\n/);
    expect(notices).toContain("The code of 2 third-party packages from npm is bundled into bundle.js.");
    expect(notices).toContain(ky);
    expect(notices).toContain(leanQr);
    expect(notices.indexOf(ky)).toBeLessThan(notices.indexOf(leanQr));
    // ky's file is "license", lean-qr's "LICENSE": either spelling is found.
    expect(notices).toContain(licence("ky", "license"));
    expect(notices).toContain(licence("lean-qr", "LICENSE"));
  });

  it("is the same text on every build, without the paths of this machine", async () => {
    const code = `import { generate } from "lean-qr";\nimport ky from "ky";\nexport { generate, ky };\n`;
    const first = await noticesFor(code);
    expect(await noticesFor(code)).toBe(first);
    expect(first).not.toContain(folder);
    expect(first).not.toContain(NODE_MODULES);
  });

  it("says so when the bundle holds no third-party package", async () => {
    expect(await noticesFor(`export const answer = 42;\n`)).toBe(
      "Third-party software in bundle.js\n\nNo third-party package is bundled into bundle.js.\n",
    );
  });

  it("finds the package of a file by the name of its folder, scoped or behind a subpath's package.json", () => {
    expect(packageOf(`${NODE_MODULES}@lingui/core/package.json`)).toMatchObject({
      name: "@lingui/core",
      version: manifest("@lingui/core").version,
    });
    // xstate/invoke/package.json has no name: it only maps the subpath.
    expect(packageOf(`${NODE_MODULES}xstate/invoke/package.json`)).toMatchObject({
      name: "xstate",
      version: manifest("xstate").version,
    });
  });

  it("says when a package ships no licence file", () => {
    const text = noticesText(["bundle.js"], [{ name: "bare", version: "1.0.0", license: "MIT", licenceText: null }]);
    expect(text).toContain("bare 1.0.0 (MIT)");
    expect(text).toContain("This package ships no licence file; its package.json declares: MIT.");
  });
});
