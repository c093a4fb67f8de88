import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { css } from "../../../src/ui/styles/compose";

const stylesDir = new URL("../../../src/ui/styles/", import.meta.url);

describe("the widget's one stylesheet", () => {
  it("is composed of every CSS file in src/ui/styles, each once", () => {
    const files = readdirSync(stylesDir).filter((name) => name.endsWith(".css"));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const text = readFileSync(new URL(file, stylesDir), "utf8");
      expect({ file, times: css.split(text).length - 1 }).toEqual({ file, times: 1 });
    }
  });
});
