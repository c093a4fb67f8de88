import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "test-results/", "locales/**/*.ts", "demo/data/"] },
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
  {
    // The only places allowed to talk to the console: the environment's logger and the element's attribute warnings.
    files: ["src/session/browser-environment.ts", "src/element/attributes.ts"],
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
    files: ["scripts/bench.mjs", "scripts/screenshots.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Scripts the demo pages load in the browser.
    files: ["demo/pages/assets/**/*.js", "demo/captcha/**/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
);
