// docs/privacy.md and docs/accessibility.md are promises to the insurer's portal team: what a
// test can check about them is checked here, so they cannot drift from the code.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const privacy = readFileSync("docs/privacy.md", "utf8");
const accessibility = readFileSync("docs/accessibility.md", "utf8");

/** The rows of the first Markdown table after `marker`. */
function tableAfter(markdown: string, marker: string): string[][] {
  const lines = markdown.slice(markdown.indexOf(marker)).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("docs/privacy.md", () => {
  it("lists every gateway call with exactly the fields openapi.yaml says the widget sends", () => {
    const api = parse(readFileSync("openapi.yaml", "utf8"));
    const resolve = (schema: any): any =>
      schema.$ref ? resolve(api.components.schemas[schema.$ref.split("/").pop()]) : schema;
    const fieldsOf = (schema: any): string[] => {
      const own = Object.keys(schema.properties ?? {});
      const variants = [...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part: any) =>
        fieldsOf(resolve(part)),
      );
      return [...new Set([...own, ...variants])];
    };
    const documented = Object.fromEntries(
      tableAfter(privacy, "<!-- calls").map(([call, fields = ""]) => [call, fields.split(", ").sort()]),
    );
    const actual = Object.fromEntries(
      Object.entries(api.paths).map(([path, item]: [string, any]) => [
        path.slice(1),
        fieldsOf(resolve(item.post.requestBody.content["application/json"].schema)).sort(),
      ]),
    );
    expect(documented).toStrictEqual(actual);
  });

  it("names the only storage the widget uses, with its key", () => {
    const [where, key = ""] = tableAfter(privacy, "<!-- storage")[0] ?? [];
    expect(where).toBe("`sessionStorage`");
    const prefix = /`([^`]+)`/.exec(key)?.[1];
    expect(readFileSync("src/browser/drafts.ts", "utf8")).toContain(`const PREFIX = "${prefix}";`);
  });

  it("is right that nothing else is stored or sent: no localStorage, cookies, IndexedDB or beacons in src/", () => {
    const offenders = sourceFiles("src").filter((file) =>
      /\blocalStorage\b|document\.cookie|\bindexedDB\b|sendBeacon/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

describe("docs/security.md", () => {
  const security = readFileSync("docs/security.md", "utf8");

  it("names, for every control, test files that exist", () => {
    const rows = tableAfter(security, "## What the widget does");
    expect(rows.length).toBeGreaterThan(5);
    for (const [control = "", , proof = ""] of rows) {
      const files = [...proof.matchAll(/`((?:test\/[\w/.-]+\/)?[\w.-]+\.(?:e2e|test)\.tsx?)`/g)].map(
        (match) => match[1] ?? "",
      );
      expect(files.length, control).toBeGreaterThan(0);
      for (const file of files) {
        const path = file.startsWith("test/")
          ? file
          : (sourceFiles("test").find((candidate) => candidate.endsWith(`/${file}`)) ?? file);
        expect(existsSync(path), `${control}: ${file}`).toBe(true);
      }
    }
  });

  it("states the limits the code enforces", async () => {
    const { MAX_ANSWER_BYTES } = await import("../../../src/gateway/client");
    const { MAX_PERIODS } = await import("../../../src/domain/total-debt");
    expect(MAX_ANSWER_BYTES).toBe(1_048_576);
    expect(security).toContain("1 MiB (`MAX_ANSWER_BYTES`)");
    expect(security).toContain(`${MAX_PERIODS.toLocaleString("en")} periods (\`MAX_PERIODS\``);
  });
});

describe("docs/accessibility.md", () => {
  it("names test files that exist for every criterion", () => {
    const rows = tableAfter(accessibility, "<!-- tests");
    expect(rows.length).toBeGreaterThan(5);
    for (const [criterion, , tests = ""] of rows) {
      const files = [...tests.matchAll(/`([^`]+\.tsx?)`/g)].map((match) => match[1] ?? "");
      expect(files.length, criterion).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(file), `${criterion}: ${file}`).toBe(true);
    }
  });
});
