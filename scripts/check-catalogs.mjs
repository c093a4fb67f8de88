// Fails when a message in the code is missing from a catalog, or a catalog entry is untranslated.
import { execFileSync } from "node:child_process";

const run = (command, args) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });

run("npx", ["--no-install", "lingui", "extract", "--clean"]);
const drift = run("git", ["status", "--porcelain", "--", "locales"]).trim();
if (drift) {
  console.error(
    `'lingui extract' changed the catalogs: a message in the code is not in locales/ yet.\n${drift}\n` +
      "Run `npm run i18n:extract`, translate the new entries, and commit locales/.",
  );
  console.error(run("git", ["diff", "--stat", "--", "locales"]));
  process.exit(1);
}
try {
  run("npx", ["--no-install", "lingui", "compile", "--strict", "--typescript"]);
} catch (error) {
  console.error(
    "A catalog has untranslated messages (lingui compile --strict):\n" + (error.stdout ?? "") + (error.stderr ?? ""),
  );
  process.exit(1);
}
console.log("catalogs: every message is in sk, en and ua");
