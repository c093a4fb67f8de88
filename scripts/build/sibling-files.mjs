// Files that ship beside the bundles and are loaded at run time: modules loaded with `import()`
// (built by their own rollup entry, rollup.config.mjs) and data files (the catalogs,
// src/browser/catalog-files.ts, located with `new URL("./file", import.meta.url)`). A bundle
// keeps only the request for such a file: the ESM build asks for it relative to itself (the
// host's bundler makes it a chunk or an asset); the UMD and the preload script (classic scripts,
// which cannot know a module URL) resolve it against the URL of the script that loaded them,
// captured while that script runs, and check each file against the SHA-384 digest of the build's
// own copy (Subresource Integrity): a data file is fetched with `integrity`, a module is loaded
// through a `<script type="module" integrity>` element before `import()` takes it from the
// module map. A copy of the script inlined in the page names its file in its data-src attribute.
// Only a URL naming a .js file counts (a CDN's short link such as https://unpkg.com/debt-notice
// would resolve to another package), and its query (a cache-buster) is carried over. Without
// one, locating a file throws, which the caller turns into "not available".
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SIBLING_URL = "__debtNoticeSiblingUrl";
const IMPORT_SIBLING = "__debtNoticeImportSibling";
const INTEGRITY = "__debtNoticeSiblingIntegrity";

/**
 * The classic script's runtime (exported for its unit test): declares `__debtNoticeSiblingUrl(file)`,
 * `__debtNoticeSiblingIntegrity` (file name → SRI digest) and, with `modules`,
 * `__debtNoticeImportSibling(file)`.
 * @param {Record<string, string>} integrity
 * @param {{ modules?: boolean }} [options]
 */
export function siblingRuntime(integrity, { modules = false } = {}) {
  return `var ${INTEGRITY} = ${JSON.stringify(integrity)};
var ${SIBLING_URL} = (function (src) {
  return function (file) {
    if (!src) throw new Error("debt-notice: " + file + " cannot be located: this script's own URL is unknown");
    var url = new URL(file, src);
    url.search = new URL(src).search;
    return url.href;
  };
})((function () {
  // Read through the DOM's own prototypes: markup such as <img name="currentScript"> shadows
  // document's properties (DOM clobbering), and a URL taken from it would make this script
  // import code from wherever that markup points.
  var get = function (proto, name, self) {
    return Object.getOwnPropertyDescriptor(proto, name).get.call(self);
  };
  try {
    var script = get(Document.prototype, "currentScript", document);
    if (!(script instanceof HTMLScriptElement)) return "";
    var attribute = function (name) {
      return Element.prototype.getAttribute.call(script, name);
    };
    var src = attribute("src");
    var url = "";
    if (src !== null) {
      url = get(HTMLScriptElement.prototype, "src", script);
      // A relative src is resolved against the base URL as it is now, and a <base> that markup
      // added after this script was requested would move it elsewhere: with a <base> on the
      // page, a URL counts only if a script element really fetched this file from it. Not any
      // fetch: markup's <img src> of the same path would make the attacker's URL "fetched" too.
      // The page's own address comes first, so the script's true origin wins over a based one.
      var absolute = /^([a-z][a-z0-9+.-]*:|\\/\\/)/i.test(src);
      var based = Document.prototype.querySelector.call(document, "base[href]") !== null;
      if (!absolute && based) {
        var fetched = function (candidate) {
          return performance.getEntriesByName(candidate).some(function (entry) {
            return entry.initiatorType === "script";
          });
        };
        var beforeBase = new URL(src, location.href).href;
        url = fetched(beforeBase) ? beforeBase : fetched(url) ? url : "";
      }
    } else if (attribute("data-src")) {
      // A copy inlined in the page (the standalone page's preload script) names its file in
      // data-src: a file of the page's own origin.
      url = new URL(attribute("data-src"), get(Node.prototype, "baseURI", document)).href;
      if (new URL(url).origin !== location.origin) return "";
    }
    return url && /\\.js$/.test(new URL(url).pathname) ? url : "";
  } catch (error) {
    return "";
  }
})());${modules ? importSibling() : ""}`;
}

/** `__debtNoticeImportSibling(file)`: a module beside the script, checked, then imported. */
function importSibling() {
  return `
var ${IMPORT_SIBLING} = function (file) {
  return new Promise(function (resolve, reject) {
    var name = file.replace(/^\\.\\//, "");
    var url = ${SIBLING_URL}(name);
    var script = Document.prototype.createElement.call(document, "script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    // No Referer: the page's address may carry the debtor's reference (path routing).
    script.referrerPolicy = "no-referrer";
    script.integrity = ${INTEGRITY}[name] || "";
    script.src = url;
    // Loaded, checked and evaluated: import() takes that module from the page's module map.
    script.onload = function () {
      script.remove();
      resolve(import(url));
    };
    script.onerror = function () {
      script.remove();
      reject(new Error("debt-notice: " + name + " did not load, or is not this build's copy"));
    };
    Document.prototype.querySelector.call(document, "head, body").appendChild(script);
  });
};`;
}

/** Subresource Integrity's form of a file's SHA-384 digest. @param {Buffer | string} content */
export const integrityOf = (content) => `sha384-${createHash("sha384").update(content).digest("base64")}`;

const isClassicScript = (format) => format === "umd" || format === "iife";

/**
 * @param {Record<string, string>} modules source module (path from the repository root) → file name in dist
 * @param {{ checked?: string[], dist?: string }} [options] `checked`: the files in `dist` (built by
 *   an earlier entry) whose digests a classic script carries
 */
export default function siblingFiles(modules, { checked = [], dist = "dist" } = {}) {
  const bySource = new Map(
    Object.entries(modules).map(([source, file]) => [fileURLToPath(new URL(`../../${source}`, import.meta.url)), file]),
  );
  const siblings = new Set(bySource.values());
  let outputFormat = "es";
  /** Whether this build imports a sibling module (found while resolving, before rendering). */
  let importsSibling = false;
  return {
    name: "sibling-files",
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== "string") return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      const file = resolved && bySource.get(resolved.id);
      if (file) importsSibling = true;
      return file ? { id: `./${file}`, external: "absolute" } : null;
    },
    renderDynamicImport({ format, targetModuleId }) {
      if (!isClassicScript(format) || !siblings.has(targetModuleId?.replace(/^\.\//, ""))) return null;
      return { left: `${IMPORT_SIBLING}(`, right: ")" };
    },
    resolveImportMeta(property, { format }) {
      if (property !== "url" || !isClassicScript(format)) return null;
      return `${SIBLING_URL}("")`;
    },
    renderStart(outputOptions) {
      outputFormat = outputOptions.format;
    },
    intro() {
      if (!isClassicScript(outputFormat)) return "";
      const integrity = {};
      for (const file of checked) {
        const path = new URL(`../../${dist}/${file}`, import.meta.url);
        try {
          integrity[file] = integrityOf(readFileSync(path));
        } catch {
          this.error(`${file} must be built before the classic scripts that check it (rollup.config.mjs)`);
        }
      }
      // Only a script that imports a sibling module needs the importer (the widget's, not the preload).
      return siblingRuntime(integrity, { modules: importsSibling });
    },
  };
}
