// Modules loaded with `import()` that ship as files of their own beside the bundles, built by
// their own rollup entry (rollup.config.mjs). A bundle keeps only the request for the file:
// the ESM build asks for it relative to itself; the UMD build, which cannot split, resolves it
// against the URL of the script that loaded it, captured while that script runs.
import { fileURLToPath } from "node:url";

const SCRIPT_URL = "__debtNoticeScriptUrl";

/** @param {Record<string, string>} files source module (path from the repository root) → file name in dist */
export default function siblingFiles(files) {
  const bySource = new Map(Object.entries(files).map(([source, file]) => [fileURLToPath(new URL(`../../${source}`, import.meta.url)), file]));
  const siblings = new Set(bySource.values());
  let format = "es";
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
      return { left: "import(new URL(", right: `, ${SCRIPT_URL}).href)` };
    },
    renderStart(outputOptions) {
      format = outputOptions.format;
    },
    intro() {
      if (format !== "umd") return "";
      return `var ${SCRIPT_URL} = typeof document !== "undefined" && document.currentScript && document.currentScript.src || (typeof location !== "undefined" ? location.href : "");`;
    },
  };
}
