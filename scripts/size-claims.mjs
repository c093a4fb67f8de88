// The sizes the README states, held to the build: each is found where it is written and compared
// with what the build measured (dist/debt-notice.integrity.json's gzip bytes, and for "ours" and
// "the libraries" dist/size-report.json), within 0.1 KB. Any other "N KB" in the README must be
// listed below as a size that is not of our files (a library's, a target), so that a size added
// later is either checked or said not to be ours. scripts/check-size.mjs runs it after the build.

const KB = 1024;
/** How far a stated size may be from the measured one: the README rounds to 0.1 KB. */
export const TOLERANCE = 0.1 * KB;

const tableRow = (file, tail = "") => new RegExp(`^\\| \`${file.replace(/\./g, "\\.")}\` \\|[^|\\n]*\\| ${tail}`, "m");

/** Each size the README states: what it measures (a key of the measures) and the text it is in (group 1). */
export const README_SIZES = [
  { measure: "debt-notice.qr.js", in: /PAY by square QR\s+encoder \((\d+\.\d) KB gzip\)/ },
  { measure: "debt-notice.en.json", in: /English and Ukrainian catalogs \((\d+\.\d) and \d+\.\d KB gzip\)/ },
  { measure: "debt-notice.ua.json", in: /English and Ukrainian catalogs \(\d+\.\d and (\d+\.\d) KB gzip\)/ },
  { measure: "debt-notice.preload.js", in: /`debt-notice.preload.js`\*\* \((\d+\.\d) KB gzip\)/ },
  { measure: "debt-notice.starter.js", in: /`debt-notice.starter.js`\*\* \((\d+\.\d) KB gzip\)/ },
  // Performance: the bytes of this build.
  { measure: "debt-notice.umd.js", in: tableRow("debt-notice.umd.js", "(\\d+\\.\\d) KB,") },
  {
    measure: "ours in debt-notice.umd.js",
    in: tableRow("debt-notice.umd.js", "[\\d.]+ KB, of which ours (\\d+\\.\\d) KB"),
  },
  {
    measure: "libraries in debt-notice.umd.js",
    in: tableRow("debt-notice.umd.js", "[\\d.]+ KB, of which ours [\\d.]+ KB \\(the libraries (\\d+\\.\\d) KB\\)"),
  },
  { measure: "debt-notice.esm.js", in: tableRow("debt-notice.esm.js", "(\\d+\\.\\d) KB") },
  { measure: "debt-notice.starter.js", in: tableRow("debt-notice.starter.js", "(\\d+\\.\\d) KB") },
  { measure: "debt-notice.preload.js", in: tableRow("debt-notice.preload.js", "(\\d+\\.\\d) KB") },
  { measure: "debt-notice.qr.js", in: tableRow("debt-notice.qr.js", "(\\d+\\.\\d) KB") },
  { measure: "debt-notice.en.json", in: tableRow("debt-notice.en.json", "(\\d+\\.\\d) KB") },
  { measure: "debt-notice.ua.json", in: tableRow("debt-notice.ua.json", "(\\d+\\.\\d) KB") },
];

/** Sizes in the README that are not of our built files. */
export const NOT_OURS = [
  /`validator` \(~60 KB gzip\)/,
  /`lzma1` alone is 13\.8 KB/,
  /\| ours ≤ 20 KB: /,
  /\| ≤ 24 KB: /,
  /more than\s+0\.1 KB from/,
];

/** Every number followed by KB, or by "and N KB". */
const ANY_SIZE = /\d+(?:\.\d+)?(?=\s?KB\b|\s+and\s+\d+(?:\.\d+)?\s?KB\b)/g;

const withIndices = (pattern) => new RegExp(pattern.source, `${pattern.flags.replace(/[gd]/g, "")}gd`);

/**
 * The measures a manifest and a size report give: a file's name → its gzip bytes, and
 * `ours in …` / `libraries in …` → those bytes.
 * @param {{ files: Record<string, { gzip: number }> }} manifest dist/debt-notice.integrity.json
 * @param {Record<string, { ours: number, libraries: number }>} sizeReport dist/size-report.json
 */
export function measuresOf(manifest, sizeReport) {
  const measures = {};
  for (const [file, { gzip }] of Object.entries(manifest.files)) measures[file] = gzip;
  for (const [file, { ours, libraries }] of Object.entries(sizeReport)) {
    measures[`ours in ${file}`] = ours;
    measures[`libraries in ${file}`] = libraries;
  }
  return measures;
}

/**
 * Where the README's sizes and the build disagree: one line each, none when they agree.
 * @param {string} markdown
 * @param {Record<string, number>} measures bytes, by measure (measuresOf)
 */
export function sizeClaimProblems(markdown, measures) {
  const problems = [];
  /** @type {[number, number][]} */
  const checked = [];
  for (const claim of README_SIZES) {
    const found = [...markdown.matchAll(withIndices(claim.in))];
    if (found.length !== 1) {
      problems.push(`${claim.measure}: ${claim.in} found ${found.length} times in the README, not once`);
      continue;
    }
    const [match] = found;
    checked.push(match.indices[1]);
    const stated = Number(match[1]);
    const actual = measures[claim.measure];
    if (actual === undefined) problems.push(`${claim.measure}: not measured by the build`);
    else if (Math.abs(stated * KB - actual) > TOLERANCE)
      problems.push(
        `${claim.measure}: the README says ${stated} KB, the build's is ${(actual / KB).toFixed(1)} KB ` +
          `(${actual} bytes gzip): "${match[0].replace(/\s+/g, " ").trim()}"`,
      );
  }
  for (const pattern of NOT_OURS)
    for (const match of markdown.matchAll(withIndices(pattern))) checked.push(match.indices[0]);
  for (const match of markdown.matchAll(ANY_SIZE)) {
    const at = match.index;
    if (checked.some(([start, end]) => start <= at && at < end)) continue;
    const line = markdown.slice(markdown.lastIndexOf("\n", at) + 1, markdown.indexOf("\n", at)).trim();
    problems.push(
      `"${match[0]} KB": a size the README states, neither checked nor listed as not ours (scripts/size-claims.mjs): "${line}"`,
    );
  }
  return problems;
}
