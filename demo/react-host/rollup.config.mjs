// The React host demo builds like any application that installed the package: its own
// config, its own React, and "debt-notice" resolved to the package's ESM build (dist/).
import { readFileSync, rmSync } from "node:fs";
import babel from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";

const here = (path) => new URL(path, import.meta.url).pathname;
const extensions = [".ts", ".tsx", ".js", ".mjs"];
rmSync(here("dist"), { recursive: true, force: true });

export default {
  input: here("main.tsx"),
  // A directory: the widget's QR encoder (a dynamic import of the package) becomes a chunk here.
  output: { dir: here("dist"), entryFileNames: "react-host.js", chunkFileNames: "[name].js", format: "es" },
  plugins: [
    // As a package manager would link it: the package's own build, not its sources.
    {
      name: "installed-package",
      resolveId: (id) => (id === "debt-notice" ? here("../../dist/debt-notice.esm.js") : null),
    },
    // What webpack, Vite or Parcel do for `new URL("./file", import.meta.url)` in a package: the
    // widget's catalog files (all but the default language's) are copied beside the build.
    {
      name: "catalog-files",
      generateBundle() {
        for (const fileName of ["debt-notice.en.json", "debt-notice.ua.json"])
          this.emitFile({ type: "asset", fileName, source: readFileSync(here(`../../dist/${fileName}`)) });
      },
    },
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
    resolve({ extensions, browser: true }),
    commonjs(),
    babel({
      babelHelpers: "bundled",
      extensions,
      exclude: /node_modules/,
      presets: [
        ["@babel/preset-typescript", { isTSX: true, allExtensions: true }],
        ["@babel/preset-react", { runtime: "automatic" }],
      ],
    }),
    terser({ ecma: 2020, module: true, format: { comments: false } }),
  ],
  onwarn: (warning, warn) => (warning.code === "MODULE_LEVEL_DIRECTIVE" ? undefined : warn(warning)),
};
