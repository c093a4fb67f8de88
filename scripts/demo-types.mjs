// The reference gateway's TypeScript declarations, generated from its JSDoc (never written by
// hand): `npm run demo:types` writes demo/*.d.mts beside each module (where TypeScript looks for
// them); `--check` fails when they are stale.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ENTRIES = ["gateway.mjs", "fixtures.mjs", "demo-config.mjs"];
const OUT = "demo";
const HEADER = "// Generated from the JSDoc of the .mjs beside it by scripts/demo-types.mjs: do not edit.\n";

// Compiled from a copy of the .mjs files alone: beside the .d.mts files already written,
// TypeScript would read those instead of the code.
const scratch = mkdtempSync(join(tmpdir(), "demo-types-"));
const sources = join(scratch, "src");
const out = join(scratch, "out");
mkdirSync(sources);
for (const name of readdirSync(OUT).filter((file) => file.endsWith(".mjs")))
  copyFileSync(join(OUT, name), join(sources, name));
const tsc = spawnSync(
  "npx",
  ["--no-install", "tsc", ...ENTRIES.map((entry) => join(sources, entry)), "--allowJs", "--declaration"]
    .concat(["--emitDeclarationOnly", "--skipLibCheck", "--target", "es2022", "--module", "nodenext"])
    .concat(["--moduleResolution", "nodenext", "--types", "node", "--outDir", out]),
  { encoding: "utf8" },
);
if (tsc.status !== 0) {
  console.error(tsc.stdout, tsc.stderr);
  process.exit(1);
}
const generated = Object.fromEntries(
  readdirSync(out).map((name) => [name, HEADER + readFileSync(join(out, name), "utf8")]),
);
rmSync(scratch, { recursive: true, force: true });

if (process.argv.includes("--check")) {
  const current = readdirSync(OUT).filter((name) => name.endsWith(".d.mts"));
  const stale = [...new Set([...current, ...Object.keys(generated)])].filter(
    (name) => !existsSync(join(OUT, name)) || readFileSync(join(OUT, name), "utf8") !== generated[name],
  );
  if (stale.length) {
    console.error(
      `demo/*.d.mts is not what demo/*.mjs declares now (${stale.join(", ")}): run \`npm run demo:types\`.`,
    );
    process.exit(1);
  }
  console.log("demo/*.d.mts matches the reference gateway's JSDoc.");
} else {
  for (const name of readdirSync(OUT).filter((file) => file.endsWith(".d.mts"))) rmSync(join(OUT, name));
  for (const [name, text] of Object.entries(generated)) writeFileSync(join(OUT, name), text);
  console.log(`Wrote ${Object.keys(generated).length} declaration files to ${OUT}/.`);
}
