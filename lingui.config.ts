import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Wire values are the gateway's (sk, en, ua); BCP 47 mapping (ua -> uk) lives in src/i18n.
export default defineConfig({
  sourceLocale: "en",
  locales: ["sk", "en", "ua"],
  fallbackLocales: { default: "sk" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
