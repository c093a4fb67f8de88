import { transformAsync } from "@babel/core";
import { defineConfig, type Plugin } from "vitest/config";

/** Lingui macros must be expanded before vite's own TS/JSX transform sees the file. */
function linguiMacros(): Plugin {
  return {
    name: "lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      if (id.includes("node_modules") || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      if (!code.includes("@lingui/") || !code.includes("/macro")) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig({
  plugins: [linguiMacros()],
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    globals: true,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        // isolate: false: one module graph per worker instead of one per file (half the time of
        // these two projects went into re-importing and environment set-up). Safe because no test
        // mocks a module with a hoisted vi.mock and every global stub is undone (unstubGlobals).
        test: {
          name: "unit",
          environment: "node",
          include: ["test/unit/**/*.test.ts"],
          // Machines stopped after each test; their transitions recorded for the coverage project.
          setupFiles: ["test/helpers/machine-test-setup.ts"],
          globalSetup: ["test/machine-coverage/clear-machine-coverage.ts"],
          isolate: false,
          // Vitest empties CSS imports by default; the stylesheet's own test reads the real text.
          css: { include: [/src\/ui\/styles\//] },
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["test/component/**/*.test.{ts,tsx}"],
          setupFiles: ["test/helpers/jsdom-setup.ts"],
          // As above; the one file that mocks a module resets the registry around itself.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // After the unit project (a later group): every machine transition taken by its tests.
          name: "machine-coverage",
          environment: "node",
          include: ["test/machine-coverage/**/*.test.ts"],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.e2e.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          // One Chromium at a time on a 2-core machine; each file owns its browser.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A condition a real browser reaches over a real gateway: a loaded machine needs more than 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
