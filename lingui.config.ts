import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { DEFAULT_LANGUAGE, WIRE_LANGUAGES } from "./src/domain/languages";

// One catalog per language of the table in src/domain/languages.ts (wire codes: sk, en, ua).
export default defineConfig({
  sourceLocale: "en",
  locales: [...WIRE_LANGUAGES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
