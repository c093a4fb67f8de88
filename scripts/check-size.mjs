// Byte budgets: bytes are stable on a noisy machine, unlike timings.
// `target` is issue 17's budget; `ceiling` is what CI enforces until the target is met:
// today's size plus a small margin, so that no change makes the bundles silently bigger.
// Lower the ceilings whenever the bundles shrink; the target stays. The ESM build holds our
// code only (its libraries are the host's); the UMD carries React and the libraries too, so its
// target is on our share of it (below), not on the whole (issue 9's 100 KB was withdrawn: the
// prescribed stack alone weighs 88 KB). Raised once on purpose (issue 32, security: the sibling
// files' digests and clobber-proof lookup, the checks of api-base and captcha-src, the answer
// size cap and the view error boundary: UMD +1.3 KB, ESM +0.8 KB, preload +0.9 KB), and again for
// issue 26 (failures: the slow-connection line, the length counter, the debtor's own link,
// the exactly-once send), and for issue 27 and the last security reviews (ours +1.1 KB, preload
// +0.3 KB: the provider's texts per language, the total's sign words, longer true sentences in
// the built-in Slovak catalog, the answer's field limits, the script-origin check; then the native reviews' text variants for
// nothing to pay and no payee, and the payment-origin warning: +0.2 KB), and for issue 33
// (keyboard and screen-reader users keep their place: the toasts' popover and placement, the
// chooser's keyboard steps, the notes that outlive a toast, the trust panel's heading, the
// standalone page's title and lang, four new Slovak texts: ours +1.9 KB), and for issue 31 (the
// first screen's doors and their sections, an instalment door for every amount, the record that
// lasts across a reload with its checks on what storage returns, the chart's key, and their
// Slovak texts in the built-in catalog, and the React props checked as leniently as the element's: ours +2.5 KB, the English and Ukrainian catalogs +0.2 KB), and for issue 28's one options table
// (every option's attribute, check and session rule in one place, read by the preload too: +0.13 KB),
// and for the element's attributes as properties, derived from that table (el.reference = …
// did nothing: ours +0.15 KB), and for issue 29's fine print and host warnings (the reCAPTCHA
// sentence, a warning naming each config address the widget will not use, a note and a warning of
// their own when the QR encoder's file does not load: ours +0.4 KB, the preload +0.2 KB, since it
// reads options through the same table), and for the second integrator trial's fixes (no bank
// details without an amount, a console line naming actualDebt, the intro that waits for the QR
// encoder, misspelt attributes named, the early calls' bodies shared with the client: ours +0.3 KB),
// and for a refused api-base that sends no call instead of the default gateway's (+0.14 KB); the
// lenient reading in the option table (one resolveOptions for mount, the element and React) is
// -0.03 KB in the UMD and +0.1 KB in the preload, which reads options through the same table;
// the third integrator trial's fixes (the host told what its config lacks, a bad IBAN, no dead
// contacts button, the total that cannot be shown, the record code only where it was sent):
// +0.4 KB in the UMD and the ESM, +0.06 KB in the preload (it builds the session's input too);
// "did you mean" for options and config fields: +0.2 KB in the preload, which resolves options
// through the whole table, config checks and warnings included (a lean table for the early
// start's five options is issue 30's to take back); taken back: the early start resolves the
// attributes' options alone (session/attribute-options.ts), without the config's checks: the
// preload 6.1 -> 4.5 KB, its ceiling lowered to keep it there. The fourth trial's fixes (a
// warning for an element with neither reference nor routing, the IBAN not offered, a "refused"
// code) and the loadFailure slot: +0.2 KB in the UMD and the ESM. The first paint's note when
// the widget's script does not come (first-paint/app-missing.ts, app-arrival.ts, one new text):
// preload +0.5 KB; the text is in every catalog, so the Ukrainian one and the UMD +0.1 KB.
// The total-debt page gives no total when the notice's own period does not show its amount as a
// debt (the fifth trial: "none" beside Pay): a selector, a domain rule and a note in three
// languages, +0.3 KB in the UMD and the ESM.
// A refused api-base has its own words ("cannot be shown on this page", no Try again: the fifth
// trial's debtor was told to retry a page that cannot work): +0.1 KB in the UMD and the ESM, the
// Ukrainian catalog +0.1 KB.
// An element with a reference of its own stays empty beside a path-routed one (the sixth trial's
// injected debtor), with its warning: +0.1 KB in the UMD and the ESM.
// No bank-transfer details with symbols a bank does not take, and the host told which field (the
// sixth trial's "VS 12-34"): +0.1 KB in the UMD and the ESM.
// A notice named by neither a period nor a specific symbol in whole sentences (two texts): the
// Ukrainian catalog +0.1 KB.
// The gateway's payee (contract 1.3.0: read, and used before the config's): +0.2 KB in the UMD and
// the ESM, +0.1 KB in the preload (which validates the details with the same reader).
// Then the payee confirmed by both parties, and no transfer without a variable symbol: ours in
// the UMD +0.1 KB. A third decimal not rounded (the seventh trial: 12.345 shown as 12,35 €):
// the ESM +0.01 KB. The host told when the gateway's payee and the config's disagree, or the
// gateway's is unusable (two console lines and the provided action): +0.2 KB in the UMD and the ESM.
// The total-debt page says what the notice asks beside a total that differs (the eighth trial:
// "113,45 €" above a Pay door for 123,45 €): +0.2 KB in the UMD and the ESM, the Ukrainian catalog +0.1 KB.
// cross-origin-objection-key (the ninth trial's objection stored twice by a browser's own resend
// to a gateway on another origin): one more option in the table, +0.15 KB in the UMD, +0.2 KB in the ESM.
// An amount to pay that the answer's own breakdown contradicts is not shown (the tenth trial): the
// total-debt parser now reads every answer, in the preload too (its first paint shows the same
// amount): preload +0.4 KB, UMD and ESM +0.15 KB.
// A console warning when the config lists no paymentOrigins (the tenth trial: Pay followed a changed
// answer to any https site and nothing told the host): +0.1 KB in the UMD.
// Two elements for the same debtor take no config from markup (the tenth trial: a twin injected on a
// partner page showed the real notice with the attacker's phone): +0.15 KB in the UMD, +0.2 KB in the ESM.
// The first paint on memory routing too (issue 30: a partner's page with the preload script): the
// config read by the preload, Pay to the payment page itself and recorded by the app when it
// takes over: preload +0.1 KB, UMD +0.05 KB.
// A payment link the page refuses is named on the console (the eleventh trial: a provider's new
// origin would silently take Pay away): +0.15 KB in the UMD and the ESM.
// A getDetails answer refused whole names its field on the console (the eleventh trial: "getDetails
// failed (invalidResponse)" sent the integrator to the checker): +0.1 KB in the UMD and the ESM,
// +0.05 KB in the preload (which reads the details with the same parser).
// No config from a JSON child (the eleventh trial: injected markup gave the real notice another
// IBAN and phone): the reader and the twin rule gone, -0.2 KB in the UMD and the ESM; ceilings lowered.
// The preload fetches the catalogs in turn (issue 30: both beside getDetails held a Slovak greeting
// back; standalone page 2.35x -> 1.75x the floor on slow 4G): +0.1 KB in the preload.
// The fourteenth and fifteenth trials: one list of gateway origins for the page, the configured
// element as the page's own (elements set up once the page is parsed), the name shown only as a
// name (one line, no overrides, "Dear Sir," without one; the preload reads the details with the
// same parser and paints the same greeting): UMD +0.4 KB, ESM +0.3 KB, preload +0.2 KB, the
// English catalog +0.1 KB.
// The preload's data-load-widget (issue 30: the widget's script asked for once the greeting is
// painted, not beside getDetails' answer): its loader and the UMD's digest, preload +0.5 KB.
// The sixteenth trial: a period, a breakdown's label and the IČP read as what they are (no words,
// accounts or invisible marks), a name's words as a name's (no sentence): the rules and their
// word list, +0.3 KB in the UMD, the ESM and the preload (which reads the details the same way).
// Money written from each language's marks, not through Intl (issue 30: the first NumberFormat's
// locale data, ~60–190 ms at 4× CPU, lay on the greeting's path), and no warm-up: -0.2 KB in the
// UMD, the ESM and the preload; ceilings lowered.
// The seventeenth trial: one page, one debtor (two elements naming different references both stay
// empty) and no widget inside a link, button or label (the first paint neither), each said once on
// the console: +0.3 KB in the UMD and the ESM, +0.1 KB in the preload. The eighteenth trial: the
// document's own properties read through its prototypes, a page whose markup shadows them or a
// srcdoc frame leaves the widget empty, an SVG link counts: +0.4 KB in the UMD and the ESM.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { MANIFEST, manifestMismatches } from "./build/integrity.mjs";
import { measuresOf, sizeClaimProblems } from "./size-claims.mjs";

const KB = 1024;
const budgets = [
  { file: "dist/debt-notice.umd.js", what: "standalone UMD (React included)", ceiling: 145.5 * KB },
  { file: "dist/debt-notice.esm.js", what: "ESM (our code; libraries external)", target: 24 * KB, ceiling: 56.4 * KB },
  // Files of their own, no target in issue 9: the preload script runs before anything else on
  // the page; since issue 30 it paints the greeting too (with the stylesheet and the Slovak
  // messages of the greeting: scripts/build/catalog-subset.mjs), within that 25 KB
  // before the greeting; the QR encoder and the catalogs other than the default
  // language's are fetched while the start-up calls run.
  {
    file: "dist/debt-notice.preload.js",
    what: "early start-up calls, catalogs and the greeting's first paint",
    ceiling: 15.9 * KB,
  },
  // The start-up calls alone (the option table's attribute reading, the routes, the early calls),
  // inline first on the standalone page; its bytes are the preload's too, so compressed beside it
  // the page grows ~1 KB.
  { file: "dist/debt-notice.starter.js", what: "the start-up calls alone", ceiling: 4.4 * KB },
  { file: "dist/debt-notice.qr.js", what: "QR encoder, on demand", ceiling: 5 * KB },
  { file: "dist/debt-notice.en.json", what: "English catalog, fetched at start-up", ceiling: 5.6 * KB },
  { file: "dist/debt-notice.ua.json", what: "Ukrainian catalog, fetched at start-up", ceiling: 7.4 * KB },
];

let over = false;
for (const { file, what, target, ceiling } of budgets) {
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  const ok = gzip <= ceiling;
  over ||= !ok;
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const gap =
    target === undefined
      ? "no target"
      : gzip > target
        ? `${kb(gzip - target)} over the ${kb(target)} target`
        : `within the ${kb(target)} target`;
  console.log(`${ok ? "ok  " : "OVER"} ${file} (${what}): ${kb(gzip)} gzip, ceiling ${kb(ceiling)}; ${gap}`);
}
// Ours: the bundle minus the libraries' own code, measured by the build (scripts/build/size-report.mjs).
// Issue 17's targets are on these; the libraries' weight is not ours to budget.
const OURS = [
  { file: "debt-notice.umd.js", target: 20 * KB, ceiling: 57.0 * KB },
  { file: "debt-notice.esm.js", target: 24 * KB, ceiling: 56.4 * KB },
];
const report = JSON.parse(readFileSync("dist/size-report.json", "utf8"));
for (const { file, target, ceiling } of OURS) {
  const ours = report[file]?.ours;
  const ok = ours !== undefined && ours <= ceiling;
  over ||= !ok;
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const gap = ours > target ? `${kb(ours - target)} over the ${kb(target)} target` : `within the ${kb(target)} target`;
  console.log(
    `${ok ? "ok  " : "OVER"} ours in ${file}: ${ours === undefined ? "not measured" : kb(ours)} gzip ` +
      `(bundle ${kb(report[file]?.total ?? 0)} − libraries ${kb(report[file]?.libraries ?? 0)}), ceiling ${kb(ceiling)}; ${gap}`,
  );
}

// What partners are told: the release's integrity manifest holds the files beside it (each SRI
// value, size and gzip size, and the digests the scripts check their siblings against), and
// every size the README states is the build's (within 0.1 KB).
const manifest = JSON.parse(readFileSync(`dist/${MANIFEST}`, "utf8"));
const mismatches = manifestMismatches("dist", manifest);
for (const problem of mismatches) console.log(`STALE dist/${MANIFEST}: ${problem}`);
if (mismatches.length === 0)
  console.log(`ok   dist/${MANIFEST}: ${Object.keys(manifest.files).length} files, each as built`);
const claims = sizeClaimProblems(readFileSync("README.md", "utf8"), measuresOf(manifest, report));
for (const problem of claims) console.log(`WRONG README: ${problem}`);
if (claims.length === 0) console.log("ok   README: every size it states is this build's");
over ||= mismatches.length > 0 || claims.length > 0;

process.exit(over ? 1 : 0);
