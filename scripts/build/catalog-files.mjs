// The compiled Lingui catalogs that are not in the bundles (all but the default language's),
// written beside them as JSON data files (src/browser/catalog-files.ts fetches them). The
// compiled catalog (`lingui compile --typescript`) is `export const messages=JSON.parse("…")`:
// its string literal is the JSON, written out unchanged. The literal is JavaScript, not JSON: a
// no-break space comes as `\xA0`, which JSON spells `\u00A0`.
import { readFileSync } from "node:fs";

/** @param {Record<string, string>} files file name in dist → compiled catalog (path from the repository root) */
export default function catalogFiles(files) {
  return {
    name: "catalog-files",
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        const messages = readCompiledCatalog(new URL(`../../${source}`, import.meta.url), (message) =>
          this.error(message),
        );
        this.emitFile({ type: "asset", fileName, source: JSON.stringify(messages) });
      }
    },
  };
}

/**
 * The messages of a compiled catalog file, by id.
 * @param {URL | string} file @param {(message: string) => never} fail
 * @returns {Record<string, unknown>}
 */
export function readCompiledCatalog(file, fail) {
  const compiled = readFileSync(file, "utf8");
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled)?.[1];
  if (!literal) fail(`${file}: not a compiled Lingui catalog (run npm run i18n:compile)`);
  const json = String(literal).replace(/\\(x([0-9a-fA-F]{2})|[^])/g, (escape, _, hex) =>
    hex ? `\\u00${hex}` : escape,
  );
  return JSON.parse(JSON.parse(json));
}
