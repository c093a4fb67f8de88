// How much of a bundle is ours: the bundle's gzip minus the gzip of the libraries' code in it,
// minified alone the way the bundle is. Written to dist/size-report.json for `npm run bench` and
// the byte budgets (scripts/check-size.mjs): the libraries' weight is measured, never typed in.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { minify } from "terser";

const REPORT = "dist/size-report.json";
const gzip = (code) => gzipSync(code, { level: 9 }).length;

/** The libraries' rendered code (after tree-shaking), wrapped so terser may mangle it as in the bundle. */
async function librariesGzip(chunk) {
  const code = Object.entries(chunk.modules)
    .filter(([id]) => id.includes("/node_modules/"))
    .map(([, module]) => module.code ?? "")
    .join("\n");
  if (!code.trim()) return 0;
  // `unused: false`: code the other half (ours) calls must not be dropped as dead here.
  const minified = await minify(`(function(){${code}\n})();`, {
    ecma: 2020,
    compress: { passes: 2, unused: false },
    format: { comments: false },
  });
  return gzip(minified.code ?? "");
}

export default function sizeReport() {
  return {
    name: "size-report",
    async writeBundle(options, bundle) {
      const file = options.file.split("/").pop();
      const chunk = bundle[file];
      const total = gzip(readFileSync(options.file));
      const libraries = await librariesGzip(chunk);
      let report = {};
      try {
        report = JSON.parse(readFileSync(REPORT, "utf8"));
      } catch {
        // The first bundle of a build writes the report anew (clean-dist removed the last one).
      }
      report[file] = { total, libraries, ours: total - libraries };
      writeFileSync(REPORT, JSON.stringify(report, null, 2) + "\n");
    },
  };
}
