// The README's sizes and scripts/size-claims.mjs, which holds them to the build after every build
// (scripts/check-size.mjs). Here: that every size the README states is found, and said once.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { README_SIZES, TOLERANCE, sizeClaimProblems } from "../../../scripts/size-claims.mjs";

const readme = readFileSync("README.md", "utf8");

/** What the README states for each measure, as bytes; every statement of one measure. */
function stated(markdown: string): Map<string, number[]> {
  const sizes = new Map<string, number[]>();
  for (const claim of README_SIZES) {
    const kb = Number(claim.in.exec(markdown)?.[1]);
    sizes.set(claim.measure, [...(sizes.get(claim.measure) ?? []), kb * 1024]);
  }
  return sizes;
}
const asMeasures = (sizes: Map<string, number[]>) =>
  Object.fromEntries([...sizes].map(([measure, [bytes]]) => [measure, Math.round(bytes!)]));

describe("the sizes the README states", () => {
  it("are each found once where they are written, and every other size is listed as not ours", () => {
    expect(sizeClaimProblems(readme, asMeasures(stated(readme)))).toEqual([]);
  });

  it("never give one file two sizes (the catalogs, the QR encoder and the preload script in the text and the table)", () => {
    for (const [measure, sizes] of stated(readme)) expect(new Set(sizes), measure).toHaveLength(1);
  });

  it("are wrong when more than 0.1 KB from the build's, and name the size to write", () => {
    const measures = asMeasures(stated(readme));
    const qr = measures["debt-notice.qr.js"]!;
    expect(sizeClaimProblems(readme, { ...measures, "debt-notice.qr.js": qr + Math.floor(TOLERANCE) })).toEqual([]);
    const problems = sizeClaimProblems(readme, { ...measures, "debt-notice.qr.js": qr + Math.ceil(TOLERANCE) + 60 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^debt-notice\.qr\.js: the README says \d+\.\d KB, the build's is \d+\.\d KB \(\d+ bytes gzip\)/,
    );
  });

  it("are wrong when a size is added that nothing checks, or a checked one is gone", () => {
    const measures = asMeasures(stated(readme));
    expect(sizeClaimProblems(`${readme}\nThe preload script is now 2 KB.\n`, measures)).toEqual([
      '"2 KB": a size the README states, neither checked nor listed as not ours (scripts/size-claims.mjs): "The preload script is now 2 KB."',
    ]);
    // The Ukrainian catalog's size, left alone in the sentence, is then a size nothing checks.
    const ukrainian = /catalogs \(\d+\.\d and (\d+)\.(\d) KB/.exec(readme);
    expect(ukrainian).not.toBeNull();
    expect(sizeClaimProblems(readme.replace(/catalogs \(\d+\.\d and /, "catalogs (and "), measures)).toEqual([
      expect.stringMatching(/^debt-notice\.en\.json: .* found 0 times/),
      expect.stringMatching(/^debt-notice\.ua\.json: .* found 0 times/),
      expect.stringMatching(
        new RegExp(`^"${ukrainian?.[1]}\\.${ukrainian?.[2]} KB": a size the README states, neither checked`),
      ),
    ]);
  });
});
