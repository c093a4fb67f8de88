import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import babel from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import dts from "rollup-plugin-dts";
import catalogFiles from "./scripts/build/catalog-files.mjs";
import catalogSubset from "./scripts/build/catalog-subset.mjs";
import siblingFiles from "./scripts/build/sibling-files.mjs";
import sizeReport from "./scripts/build/size-report.mjs";
import stripTranslatorComments from "./scripts/build/strip-translator-comments.mjs";
import thirdPartyNotices from "./scripts/build/third-party-notices.mjs";

const extensions = [".ts", ".tsx", ".js", ".mjs"];

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const libraries = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
/** react, react-dom, xstate, @xstate/react, @lingui/*, ky, lean-qr, react-hot-toast and their subpaths. */
const isDependency = (id) => libraries.some((name) => id === name || id.startsWith(`${name}/`));

/** `import css from "./styles.css?raw"`: the stylesheet as a string, for adoptedStyleSheets. */
const rawCss = {
  name: "raw-css",
  resolveId: (id, importer) =>
    id.endsWith(".css?raw") ? new URL(id.slice(0, -4), `file://${importer}`).pathname + "?raw" : null,
  load: (id) =>
    id.endsWith(".css?raw")
      ? `export default ${JSON.stringify(minifyCss(readFileSync(id.slice(0, -4), "utf8")))};`
      : null,
};

function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    .replace(/:\s+/g, ":")
    .replace(/;}/g, "}")
    .trim();
}

// Loaded on demand by both bundles (load-qr-encoder.ts), never inlined into them.
const SIBLING_FILES = { "src/domain/qr-encoder.ts": "debt-notice.qr.js" };
// Fetched beside both bundles (src/browser/catalog-files.ts); only the default language's is inlined.
const CATALOG_FILES = {
  "debt-notice.en.json": "locales/en/messages.ts",
  "debt-notice.ua.json": "locales/ua/messages.ts",
};

// Chromium's explicit compile hint (the file's first line): compile every function while the
// script streams in, off the main thread, instead of lazily on it during the first render
// (issue 17: main-thread compile before the greeting at 4x CPU went from ~800 to ~250 ms).
// Other browsers read a comment.
const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";
/** Where a bundle's third-party licences are (terser keeps no comment of theirs). */
const licencesIn = (file) => `/*! debt-notice. Licences of the third-party code in this file: ${file} */`;

// What the classic scripts load beside themselves, each checked against this build's copy.
const CHECKED_FILES = [...Object.values(SIBLING_FILES), ...Object.keys(CATALOG_FILES)];

/**
 * TypeScript first (tsconfig.build.json: every file of src/ type-checked, a type error fails the
 * build; JSX kept), then Babel for Lingui's macros and JSX. The program is the same for every
 * bundle, so only the first build (the QR encoder's) checks it; the others only emit.
 */
let typeChecked = false;
const typescriptPass = () => {
  const check = !typeChecked;
  typeChecked = true;
  return typescript({ tsconfig: "./tsconfig.build.json", compilerOptions: check ? {} : { noCheck: true } });
};

// `global`: the bundle declares a global (`var DebtNotice`), which terser's module mode drops.
const plugins = (browser, { preamble, checked, global = false } = {}) => [
  siblingFiles(SIBLING_FILES, { checked }),
  rawCss,
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  resolve({ extensions, browser }),
  commonjs(),
  typescriptPass(),
  babel({
    babelHelpers: "bundled",
    extensions,
    exclude: /node_modules/,
    presets: [["@babel/preset-react", { runtime: "automatic" }]],
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }], stripTranslatorComments],
  }),
  terser({ ecma: 2020, module: !global, compress: { passes: 2 }, format: { comments: false, preamble } }),
];

// "use client" directives in dependencies are meaningless in a bundle.
const onwarn = (warning, warn) => (warning.code === "MODULE_LEVEL_DIRECTIVE" ? undefined : warn(warning));

const MAIN_ENTRY = fileURLToPath(new URL("./src/index.ts", import.meta.url));
const isMainEntry = (id) => id === MAIN_ENTRY || id === "./index" || id === MAIN_ENTRY.replace(/\.ts$/, "");

export default [
  {
    // First: the classic scripts below carry the digests of these files (rollup builds the
    // entries of this list one after another, in order).
    input: "src/domain/qr-encoder.ts",
    output: { file: "dist/debt-notice.qr.js", format: "es" },
    plugins: [
      ...plugins(true, { preamble: licencesIn("debt-notice.qr.licenses.txt") }),
      catalogFiles(CATALOG_FILES),
      thirdPartyNotices({ fileName: "debt-notice.qr.licenses.txt" }),
    ],
    onwarn,
  },
  {
    input: "src/register.ts",
    output: {
      file: "dist/debt-notice.umd.js",
      // A plain global, not UMD's wrapper: its `typeof exports` / `typeof module` read the
      // window's named elements, and markup such as <form name="exports"><img name="module">
      // made it export to that form, leaving window.DebtNotice undefined (the sixteenth trial).
      // `var DebtNotice` at a classic script's top level is the window's own property, which no
      // named element shadows. The file keeps its name: hosts load it by a script tag.
      format: "iife",
      name: "DebtNotice",
      exports: "named",
    },
    plugins: [
      ...plugins(true, {
        preamble: `${COMPILE_EAGERLY}\n${licencesIn("debt-notice.umd.licenses.txt")}`,
        checked: CHECKED_FILES,
        global: true,
      }),
      thirdPartyNotices({ fileName: "debt-notice.umd.licenses.txt" }),
      sizeReport(),
    ],
    onwarn,
  },
  {
    input: "src/index.ts",
    output: { file: "dist/debt-notice.esm.js", format: "es" },
    // A library for React hosts: the runtime dependencies come from the host's node_modules, once.
    external: isDependency,
    plugins: [...plugins(true), sizeReport()],
    onwarn,
  },
  {
    // debt-notice/unstable: the machine's full types over the main entry's very object.
    input: "src/unstable.ts",
    output: {
      file: "dist/debt-notice.unstable.js",
      format: "es",
      paths: (id) => (isMainEntry(id) ? "./debt-notice.esm.js" : id),
    },
    external: (id) => isMainEntry(id) || isDependency(id),
    plugins: plugins(true),
    onwarn,
  },
  {
    // The smallest classic script: the start-up calls alone, right after the element, inline
    // on the standalone page, ahead of the preload script's first paint.
    input: "src/starter.ts",
    output: { file: "dist/debt-notice.starter.js", format: "iife" },
    plugins: plugins(true),
    onwarn,
  },
  {
    // A classic script of its own, placed right after the element: sends the start-up calls early.
    input: "src/preload.ts",
    output: { file: "dist/debt-notice.preload.js", format: "iife" },
    // It fetches the catalogs and, with data-load-widget on its tag, the widget's script (built
    // above), each checked against this build's copy. Its Slovak texts: the first paint's alone.
    plugins: [
      catalogSubset({ catalog: "locales/sk/messages.ts", messages: "src/first-paint/greeting-messages.ts" }),
      ...plugins(true, { checked: [...Object.keys(CATALOG_FILES), "debt-notice.umd.js"] }),
    ],
    onwarn,
  },
  ...[
    ["src/index.ts", "dist/debt-notice.d.ts"],
    ["src/unstable.ts", "dist/debt-notice.unstable.d.ts"],
  ].map(([input, file]) => ({
    input,
    output: { file, format: "es" },
    external: (id) =>
      /^react(-dom)?(\/|$)/.test(id) ||
      /^(xstate|@xstate|@lingui|ky|react-hot-toast)/.test(id) ||
      id.endsWith(".css?raw"),
    plugins: [rawCss, dts({ respectExternal: false })],
  })),
];
