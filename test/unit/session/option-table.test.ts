import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OBSERVED_ATTRIBUTES } from "../../../src/element/attributes";
import { OPTION_NAMES, OPTION_TABLE, sessionKey } from "../../../src/session/option-table";
import { resolveOptions } from "../../../src/session/options";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");

/** The README's attribute table: attribute → default, in its order. */
function readmeAttributes(): [string, string][] {
  const section = readme.split("### Attributes")[1]?.split("\n### ")[0] ?? "";
  return [...section.matchAll(/^\| `([a-z-]+)` \| (.+?) \|/gm)].map((row) => [row[1]!, row[2]!]);
}

describe("the options table", () => {
  it("the README's attribute table lists every attribute, in the table's order", () => {
    const attributes = OPTION_NAMES.flatMap((name) => OPTION_TABLE[name].attribute ?? []);
    expect(readmeAttributes().map(([attribute]) => attribute)).toEqual(attributes);
  });

  it("the README states each attribute's default as the table resolves it", () => {
    const defaults = new Map(readmeAttributes());
    const none = () => undefined;
    for (const name of OPTION_NAMES) {
      const { attribute, resolve } = OPTION_TABLE[name];
      if (!attribute || name === "routing") continue;
      const stated = defaults.get(attribute);
      const value = resolve(undefined, { given: {}, warn: none, lenient: false });
      if (typeof value === "string" || typeof value === "number") expect(stated, attribute).toBe(`\`${value}\``);
      else if (value === null) expect(stated, attribute).toMatch(/^(none|Google's script for the key)$/);
      else expect(["mobile", "cross-origin-objection-key"].includes(attribute) && stated).toBe("absent");
    }
    // The one default that depends on another option.
    expect(OPTION_TABLE.routing.resolve(undefined, { given: {}, warn: none, lenient: false })).toBe("path");
    expect(OPTION_TABLE.routing.resolve(undefined, { given: { reference: "R" }, warn: none, lenient: false })).toBe(
      "memory",
    );
    expect(defaults.get("routing")).toBe("`memory` with a reference, else `path`");
  });

  it("the element observes exactly the table's attributes", () => {
    expect(OBSERVED_ATTRIBUTES).toEqual(OPTION_NAMES.flatMap((name) => OPTION_TABLE[name].attribute ?? []));
    expect(OBSERVED_ATTRIBUTES).toContain("request-timeout");
  });

  it.each(OPTION_NAMES)("a change of %s starts a new session only if it names another debtor or gateway", (name) => {
    const base = resolveOptions({ reference: "R-1" }, () => undefined);
    const changed = {
      reference: "R-2",
      routing: "path",
      basePath: "/dlh/",
      apiBase: "https://gw.example/api",
      captchaSiteKey: "key",
      captchaSrc: "https://www.google.com/recaptcha/api.js",
      requestTimeout: 5000,
      mobile: true,
      crossOriginObjectionKey: true,
      config: { paymentOrigins: "https://pay.example" },
    }[name];
    const next = resolveOptions({ reference: "R-1", [name]: changed }, () => undefined);
    expect(next[name]).not.toEqual(base[name]);
    expect(sessionKey(next) !== sessionKey(base)).toBe(OPTION_TABLE[name].newSession);
    expect(OPTION_TABLE[name].newSession).toBe(["reference", "routing", "basePath", "apiBase"].includes(name));
  });
});
