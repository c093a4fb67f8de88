// The compiled Lingui catalogs that are not in the bundles (all but the default language's),
// written beside them as JSON data files (src/browser/catalog-files.ts fetches them). The
// compiled catalog (`lingui compile --typescript`) is `export const messages=JSON.parse("…")`:
// its string literal is the JSON, written out unchanged.
import { readFileSync } from "node:fs";

/** @param {Record<string, string>} files file name in dist → compiled catalog (path from the repository root) */
export default function catalogFiles(files) {
  return {
    name: "catalog-files",
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        const compiled = readFileSync(new URL(`../../${source}`, import.meta.url), "utf8");
        const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled)?.[1];
        if (!literal) this.error(`${source}: not a compiled Lingui catalog (run npm run i18n:compile)`);
        const messages = JSON.parse(JSON.parse(literal));
        this.emitFile({ type: "asset", fileName, source: JSON.stringify(messages) });
      }
    },
  };
}
