// Modules loaded with `import()` that ship as files of their own beside the bundles, built by
// their own rollup entry (rollup.config.mjs). A bundle keeps only the request for the file:
// the ESM build asks for it relative to itself; the UMD build, which cannot split, resolves it
// against the URL of the script that loaded it, captured while that script runs (a copy inlined
// in the page names that URL in its data-src attribute). Only a URL naming a .js file counts (a
// CDN's short link such as https://unpkg.com/debt-notice would resolve to another package), and
// its query (a cache-buster) is carried over. Without one the import fails, which the caller
// turns into "not available". Data files beside the script (the catalogs:
// src/browser/catalog-files.ts) are located with `new URL("./file", import.meta.url)`: in the UMD
// and the preload script (an IIFE) `import.meta.url` becomes that script's URL, under the same
// rules (a .js URL, else it throws).
import { fileURLToPath } from "node:url";

const SIBLING_URL = "__debtNoticeSiblingUrl";

/** Declares `__debtNoticeSiblingUrl(file)` in a classic script (exported for its unit test). */
export const SIBLING_URL_FUNCTION = `var ${SIBLING_URL} = (function (src) {
  return function (file) {
    if (!src) throw new Error("debt-notice: " + file + " cannot be located: this script's own URL is unknown");
    var url = new URL(file, src);
    url.search = new URL(src).search;
    return url.href;
  };
})((function () {
  try {
    var script = document.currentScript;
    // A copy inlined in the page (the standalone page's preload script) names its file in data-src.
    var src = script && (script.src || (script.getAttribute("data-src") && new URL(script.getAttribute("data-src"), document.baseURI).href));
    return src && /\\.js$/.test(new URL(src).pathname) ? src : "";
  } catch (error) {
    return "";
  }
})());`;

const isClassicScript = (format) => format === "umd" || format === "iife";

/** @param {Record<string, string>} files source module (path from the repository root) → file name in dist */
export default function siblingFiles(files) {
  const bySource = new Map(
    Object.entries(files).map(([source, file]) => [fileURLToPath(new URL(`../../${source}`, import.meta.url)), file]),
  );
  const siblings = new Set(bySource.values());
  let outputFormat = "es";
  return {
    name: "sibling-files",
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== "string") return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      const file = resolved && bySource.get(resolved.id);
      return file ? { id: `./${file}`, external: "absolute" } : null;
    },
    renderDynamicImport({ format, targetModuleId }) {
      if (format !== "umd" || !siblings.has(targetModuleId?.replace(/^\.\//, ""))) return null;
      return { left: `import(${SIBLING_URL}(`, right: "))" };
    },
    resolveImportMeta(property, { format }) {
      if (property !== "url" || !isClassicScript(format)) return null;
      return `${SIBLING_URL}("")`;
    },
    renderStart(outputOptions) {
      outputFormat = outputOptions.format;
    },
    intro() {
      return isClassicScript(outputFormat) ? SIBLING_URL_FUNCTION : "";
    },
  };
}
