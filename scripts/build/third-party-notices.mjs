// The licence notices of the npm packages bundled into a file, written beside it (issue 32, item 6):
// terser's `comments: false` strips every notice from the bundles, and the MIT licence asks for its
// notice to ship with every copy. One text asset per output, listing each package once (name,
// version, licence field, the text of its licence file), sorted by name, without dates or paths, so
// that the same dependencies always give the same file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const NODE_MODULES = "/node_modules/";
const LICENCE_FILE = /^licen[cs]e(\.(md|markdown|txt))?$/i;
const RULE = "=".repeat(80);

/**
 * @typedef {object} BundledPackage
 * @property {string} name
 * @property {string} version
 * @property {string} license the package.json's licence field, as written
 * @property {string | null} licenceText the licence file's text, or null when the package ships none
 */

/** A module id as a plain path: without rollup's `\0` prefix, a plugin's `?query`, or Windows separators. */
const pathOf = (id) => id.replace(/^\0/, "").replace(/\?.*$/, "").replaceAll("\\", "/");

/** The package name after the last `node_modules/` (`@scope/name` for a scoped package). */
function packageNameIn(path) {
  const [first = "", second = ""] = path.slice(path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length).split("/");
  return first.startsWith("@") ? `${first}/${second}` : first;
}

/** package.json's licence: the SPDX string, or the legacy `{ type }` object and `licenses` array. */
function licenseField(manifest) {
  const type = (entry) => (typeof entry === "string" ? entry : entry?.type);
  const declared = manifest.licenses ? manifest.licenses.map(type) : [type(manifest.license)];
  const known = declared.filter(Boolean);
  return known.length ? known.join(" OR ") : "licence not stated";
}

/** The licence file's text, line endings normalised; the first such file by name when there are several. */
function licenceTextIn(folder) {
  const file = readdirSync(folder)
    .filter((name) => LICENCE_FILE.test(name))
    .sort()[0];
  return file ? readFileSync(join(folder, file), "utf8").replace(/\r\n?/g, "\n").trim() : null;
}

/**
 * The package a bundled file belongs to: the nearest package.json above it that bears the name of
 * its folder under node_modules (package.json files without that name, such as xstate/invoke's, only
 * map subpaths).
 * @param {string} path a module's file, with forward slashes
 * @returns {BundledPackage | null}
 */
export function packageOf(path) {
  const name = packageNameIn(path);
  const root = path.slice(0, path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length) + name;
  for (let folder = dirname(path); folder.length >= root.length; folder = dirname(folder)) {
    const manifestPath = join(folder, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (manifest.name !== name) continue;
    return { name, version: manifest.version, license: licenseField(manifest), licenceText: licenceTextIn(folder) };
  }
  return null;
}

const byNameThenVersion = (a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : a.version > b.version ? 1 : 0;

const count = (n) => `${n} third-party package${n === 1 ? "" : "s"}`;

/**
 * The notices file's text.
 * @param {string[]} files the output files the packages are bundled into
 * @param {BundledPackage[]} packages
 */
export function noticesText(files, packages) {
  const into = files.join(", ");
  if (!packages.length) return `Third-party software in ${into}\n\nNo third-party package is bundled into ${into}.\n`;
  const sections = [...packages]
    .sort(byNameThenVersion)
    .map(
      (pkg) =>
        `${RULE}\n${pkg.name} ${pkg.version} (${pkg.license})\n${RULE}\n\n` +
        (pkg.licenceText ?? `This package ships no licence file; its package.json declares: ${pkg.license}.`),
    );
  return (
    `Third-party software in ${into}\n\n` +
    `The code of ${count(packages.length)} from npm is bundled into ${into}. ` +
    `Each is listed below, sorted by name, with its licence.\n\n${sections.join("\n\n")}\n`
  );
}

/**
 * Rollup plugin: emits `fileName`, the notices of the packages from node_modules in each output.
 * @param {{ fileName: string }} options
 */
export default function thirdPartyNotices({ fileName }) {
  return {
    name: "third-party-notices",
    generateBundle(_options, bundle) {
      const packages = new Map();
      // Only what ships: a module that tree-shaking removed whole brings no code and no notice.
      const rendered = Object.values(bundle).flatMap((output) =>
        output.type === "chunk"
          ? Object.entries(output.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id]) => id)
          : [],
      );
      for (const id of rendered) {
        const path = pathOf(id);
        if (!path.includes(NODE_MODULES)) continue;
        const pkg = packageOf(path);
        if (!pkg) this.error(`${packageNameIn(path)}: no package.json names it above a bundled file`);
        packages.set(`${pkg.name}@${pkg.version}`, pkg);
      }
      const files = Object.values(bundle)
        .filter((output) => output.type === "chunk")
        .map((chunk) => chunk.fileName)
        .sort();
      this.emitFile({ type: "asset", fileName, source: noticesText(files, [...packages.values()]) });
    },
  };
}
