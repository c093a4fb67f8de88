// The layering rule is only worth something if ESLint really refuses a wrong-way import:
// lint a one-line file placed in each layer, as if a developer had just written it.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImportsIn(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(source, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

// The first lint loads the configuration and the TypeScript parser: seconds on a loaded machine
// (a CI run beside other work timed out at vitest's default 5 s).
const LINT_TIMEOUT_MS = 30_000;

const importLine = (from: string) => `import { thing } from "${from}";\nexport const used = thing;\n`;

describe("imports run one way: adapters → session → ui → machine → domain", () => {
  it.each([
    ["src/domain/wrong.ts", "../machine/setup", "domain/ is pure"],
    ["src/domain/wrong.ts", "react", "domain/ is pure"],
    ["src/machine/wrong.ts", "../gateway", "machine/ may import domain/ only"],
    ["src/machine/states/wrong.ts", "../../ui/toast-notices", "machine/ may import domain/ only"],
    ["src/ui/wrong.ts", "../session/create-session", "ui/ renders machine/ selectors"],
    ["src/ui/components/wrong.tsx", "../../browser/history", "ui/ renders machine/ selectors"],
    ["src/ui/components/wrong.tsx", "../../mount", "ui/ renders machine/ selectors"],
    ["src/gateway/wrong.ts", "../machine/setup", "know only domain/"],
    ["src/session/wrong.ts", "../element/define-element", "session/ is below the adapters"],
    ["src/element/wrong.ts", "../gateway", "Adapters reach the outside world through session/ only"],
    ["src/mount.tsx", "./captcha", "Adapters reach the outside world through session/ only"],
    ["src/early-start/wrong.ts", "react", "early-start/ runs before anything heavy"],
    ["src/early-start/wrong.ts", "../machine/setup", "early-start/ runs before anything heavy"],
    ["src/early-start/wrong.ts", "ky", "early-start/ runs before anything heavy"],
  ])(
    "%s may not import %s",
    async (file, from, why) => {
      const messages = await restrictedImportsIn(file, importLine(from));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(why);
    },
    LINT_TIMEOUT_MS,
  );

  it.each([
    ["src/machine/states/ok.ts", "../../domain/money"],
    ["src/ui/components/ok.tsx", "../../machine/debt-notice.selectors"],
    ["src/ui/ok.ts", "../i18n/create-i18n"],
    ["src/session/ok.ts", "../gateway"],
    ["src/session/ok.ts", "../ui/toast-notices"],
    ["src/element/ok.ts", "../session/create-session"],
    ["src/mount.tsx", "./session/create-session"],
    ["src/early-start/ok.ts", "../gateway/request"],
    ["src/early-start/ok.ts", "../element/attributes"],
  ])(
    "%s may import %s",
    async (file, from) => {
      expect(await restrictedImportsIn(file, importLine(from))).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
