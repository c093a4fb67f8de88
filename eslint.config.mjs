import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const outside = (...folders) => `^(\\.\\.?/)+(${folders.join("|")})(/|$)`;
const adapters = "^(\\.\\./)+(index|mount|register|preload|DebtNoticeWidget)$";

/** One no-restricted-imports entry per layer: what it may not reach, and why. */
function importsOneWay() {
  const layer = (files, rules, why) => ({
    files,
    rules: {
      "no-restricted-imports": ["error", { patterns: rules.map((regex) => ({ regex, message: why })) }],
    },
  });
  return [
    layer(
      ["src/domain/**"],
      ["^\\.\\./", "^(react|react-dom|xstate|@xstate/.*|@lingui/.*|ky)$"],
      "domain/ is pure: it imports nothing of ours outside itself and no framework.",
    ),
    layer(
      ["src/machine/**"],
      [
        outside("ui", "i18n", "session", "element", "gateway", "captcha", "browser"),
        adapters,
        "^(react|react-dom|ky)$",
      ],
      "machine/ may import domain/ only; side effects are named actors provided by the session layer.",
    ),
    layer(
      ["src/ui/**", "src/i18n/**"],
      [outside("session", "element", "gateway", "captcha", "browser"), adapters],
      "ui/ renders machine/ selectors and sends events; the session layer wires gateway/, captcha/ and browser/.",
    ),
    layer(
      ["src/gateway/**", "src/captcha/**", "src/browser/**"],
      [outside("machine", "ui", "i18n", "session", "element"), adapters],
      "gateway/, captcha/ and browser/ know only domain/: the session layer connects them to the machine.",
    ),
    layer(
      ["src/session/**"],
      [outside("element"), adapters],
      "session/ is below the adapters: it must not know who embeds it.",
    ),
    layer(
      ["src/early-start/**"],
      [outside("ui", "i18n", "machine", "captcha"), adapters, "^(react|react-dom|xstate|@xstate/.*|@lingui/.*|ky)$"],
      "early-start/ runs before anything heavy (it is the whole preload script): no React, no statechart, no ky.",
    ),
    layer(
      ["src/element/**", "src/*.ts", "src/*.tsx"],
      [outside("gateway", "captcha", "browser")],
      "Adapters reach the outside world through session/ only.",
    ),
  ];
}

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "demo/react-host/dist/",
      // Generated from the demo gateway's JSDoc (scripts/demo-types.mjs).
      "demo/*.d.mts",
      "node_modules/",
      "coverage/",
      "test-results/",
      "locales/**/*.ts",
      "demo/data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "test/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "error",
    },
  },
  // Imports run one way: adapters (src/*.ts[x], element/) → session/ → ui/ (+ i18n/) → machine/ → domain/.
  // gateway/, captcha/ and browser/ are the outside world: only the session layer wires them in.
  // Folder names are unique under src/, so "any number of ../ then the folder" names the folder exactly.
  ...importsOneWay(),
  {
    // The only places allowed to talk to the console: the environment's logger, the element's attribute warnings
    // and the once-per-widget warnings about unknown or ignored options.
    files: ["src/session/browser-environment.ts", "src/element/attributes.ts", "src/session/warn-once.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["test/**/*.{ts,tsx}"],
    // Tests probe untyped JSON from the wire.
    rules: { "no-console": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: [
      "demo/**/*.mjs",
      "scripts/**/*.mjs",
      "test/**/*.mjs",
      "bin/**/*.mjs",
      "tools/**/*.mjs",
      "*.config.{mjs,ts}",
      "rollup.config.mjs",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts that drive Chromium run some of their functions inside the page.
    files: ["scripts/bench.mjs", "scripts/bench/*.mjs", "scripts/screenshots.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Scripts the demo pages load in the browser.
    files: ["demo/pages/assets/**/*.js", "demo/captcha/**/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
);
