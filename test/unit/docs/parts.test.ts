import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name the widget puts in a `part` attribute (`part="a b"` or `part: "a"` for a Card). */
const partsInCode = new Set(
  sources(join(root, "src")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bpart(?:=|: )"([^"{]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
  ),
);

const readme = readFileSync(join(root, "README.md"), "utf8");
const partsParagraph = readme.slice(readme.indexOf("Parts for `::part()`"), readme.indexOf("Keep text contrast"));
const partsInReadme = new Set([...partsParagraph.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!));

describe("the README's ::part list (theming for hosts)", () => {
  it("names every part the widget exposes, and no other", () => {
    expect(partsInCode.size).toBeGreaterThan(10);
    expect([...partsInReadme].sort()).toEqual([...partsInCode].sort());
  });
});
