// `npm run diagram`: draws the statechart from the machine object itself into docs/statechart.{dot,svg}.
// `npm run diagram -- --check` (a step of `npm test`) fails when those files are not what the
// current machine draws, so the picture in the README cannot drift from the code.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { instance } from "@viz-js/viz";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outputs = { dot: join(root, "docs/statechart.dot"), svg: join(root, "docs/statechart.svg") };
const check = process.argv.includes("--check");

// The machine is TypeScript: bundle it (with xstate) into one module and import that from memory.
const bundled = await build({
  stdin: {
    contents: [
      'export { debtNoticeMachine } from "./src/machine/debt-notice.machine.ts";',
      'export { machineToDot } from "./scripts/statechart/machine-to-dot.ts";',
    ].join("\n"),
    resolveDir: root,
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  write: false,
  logLevel: "error",
});
const source = bundled.outputFiles[0].text;
const { debtNoticeMachine, machineToDot } = await import(
  `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`
);

const dot = machineToDot(debtNoticeMachine);
const viz = await instance();
const svg = viz.renderString(dot, { format: "svg", engine: "dot" });

if (check) {
  const stale = Object.entries({ dot, svg })
    .filter(([kind, fresh]) => read(outputs[kind]) !== fresh)
    .map(([kind]) => `docs/statechart.${kind}`);
  if (stale.length) {
    console.error(
      `${stale.join(" and ")} ${stale.length > 1 ? "are" : "is"} not what src/machine draws now: ` +
        "run `npm run diagram` and commit the result.",
    );
    process.exit(1);
  }
  console.log("docs/statechart.{dot,svg} match the machine.");
} else {
  mkdirSync(dirname(outputs.svg), { recursive: true });
  writeFileSync(outputs.dot, dot);
  writeFileSync(outputs.svg, svg);
  console.log("Wrote docs/statechart.dot and docs/statechart.svg.");
}

function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}
