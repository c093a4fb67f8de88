import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The package's name is not on the public registry: an `npx debt-notice-check-gateway` without
// --no-install, run where the package is not installed, fetches and runs whatever anyone
// published under that name (the third integrator trial ran it from openapi.yaml's sentence).
const SHIPPED_TEXTS = [
  "README.md",
  "openapi.yaml",
  "CHANGELOG.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("every npx of the checker in the shipped texts keeps --no-install", () => {
  for (const file of SHIPPED_TEXTS) {
    it(file, () => {
      const runs = readFileSync(file, "utf8").match(/npx(?:\s+--?[\w-]+)*\s+debt-notice[\w-]*/g) ?? [];
      for (const run of runs) expect(run, file).toMatch(/--no-install/);
    });
  }

  it("the check itself catches the form without it", () => {
    expect("npx debt-notice-check-gateway https://gw".match(/npx(?:\s+--?[\w-]+)*\s+debt-notice[\w-]*/g)).toEqual([
      "npx debt-notice-check-gateway",
    ]);
  });
});
