import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import catalogSubset from "../../../scripts/build/catalog-subset.mjs";
import { messages as slovak } from "../../../locales/sk/messages";
import { APP_MISSING_MESSAGES, GREETING_MESSAGES } from "../../../src/first-paint/greeting-messages";

const CATALOG = fileURLToPath(new URL("../../../locales/sk/messages.ts", import.meta.url));

/** The module the plugin gives the preload build in place of the Slovak catalog. */
function loadSubset(messages: string): { code: string | null; errors: string[] } {
  const plugin = catalogSubset({ catalog: "locales/sk/messages.ts", messages });
  const errors: string[] = [];
  const context = {
    error(message: string): never {
      errors.push(message);
      throw new Error(message);
    },
  };
  try {
    return {
      code: (plugin.load as (this: typeof context, id: string) => string | null).call(context, CATALOG),
      errors,
    };
  } catch {
    return { code: null, errors };
  }
}

describe("the preload script's Slovak catalog (scripts/build/catalog-subset.mjs)", () => {
  it("holds exactly the first paint's messages, as the full catalog has them", () => {
    const { code } = loadSubset("src/first-paint/greeting-messages.ts");
    const literal = /JSON\.parse\((".*")\);$/.exec(code ?? "")?.[1] ?? '"{}"';
    const subset = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
    const ids = [
      ...new Set(Object.values({ ...GREETING_MESSAGES, ...APP_MISSING_MESSAGES }).map((descriptor) => descriptor.id)),
    ];
    expect(Object.keys(subset).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(subset[id as string]).toEqual(slovak[id as string]);
  });

  it("leaves every other module alone", () => {
    const plugin = catalogSubset({
      catalog: "locales/sk/messages.ts",
      messages: "src/first-paint/greeting-messages.ts",
    });
    expect((plugin.load as (id: string) => unknown).call({}, "/elsewhere/messages.ts")).toBeNull();
  });

  it("fails the build, naming the file, when the descriptors' module holds no message", () => {
    const { code, errors } = loadSubset("src/domain/routes.ts");
    expect(code).toBeNull();
    expect(errors.join("\n")).toContain("no message descriptors");
  });
});
