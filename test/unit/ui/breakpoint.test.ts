import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WIDE_MEDIA_QUERY, WIDE_MIN_WIDTH_PX } from "../../../src/ui/styles/breakpoint";

const stylesDir = new URL("../../../src/ui/styles/", import.meta.url);
const cssFiles = readdirSync(stylesDir).filter((name) => name.endsWith(".css"));

/** Every length in the prelude of an @media or @container rule, with the file it is in. */
function queryLengths(): { file: string; query: string; length: string }[] {
  return cssFiles.flatMap((file) => {
    const css = readFileSync(new URL(file, stylesDir), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    return [...css.matchAll(/@(?:media|container)\b([^{]*)\{/g)].flatMap(([, query = ""]) =>
      [...query.matchAll(/\d*\.?\d+[a-z]+/gi)].map(([length]) => ({ file, query: query.trim(), length })),
    );
  });
}

describe("one breakpoint for the CSS and the script", () => {
  it("every @media and @container width in the stylesheets is the breakpoint constant", () => {
    const lengths = queryLengths();
    expect(lengths.length).toBeGreaterThan(0);
    for (const found of lengths) expect(found).toEqual({ ...found, length: `${WIDE_MIN_WIDTH_PX}px` });
  });

  it("the wide layout's matchMedia asks for the same width", () => {
    expect(WIDE_MEDIA_QUERY).toBe(`(min-width: ${WIDE_MIN_WIDTH_PX}px)`);
  });
});
