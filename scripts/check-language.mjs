// Fails when a Slovak or Ukrainian translation breaks a mechanical language rule (issue 19):
// 1. it is identical to its English text (names, numbers, placeholders and abbreviations aside);
// 2. an instruction follows a colon as in English ("Nič sa nestratilo: skúste to znova");
// 3. it uses a variant that locales/GLOSSARY.md forbids ("dlh" for "nedoplatok", "одержувач", …);
// 4. it has a plain space where the glossary's typography wants a no-break one ("v banke", "10 MB");
// and, over the English source, 5. a message that makes a claim about money, payment, deadlines,
// duties or the law is not in docs/fine-print.md's table (or the table names a message that is gone).
// The judgement of a native reader is not replaced by this: it only keeps fixed mistakes fixed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const WORD = "[\\p{L}\\p{M}\\p{N}’]";
/** `\b` that knows diacritics, Cyrillic and the Ukrainian apostrophe (JavaScript's `\b` is ASCII only). */
const BOUNDARY = `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`;

/**
 * Rule 2's heuristic: ": " followed by one of these imperatives (or "please"), in any case. An
 * English colon before an instruction reads as a translation; Slovak and Ukrainian start a new
 * sentence. A colon before anything else ("Napríklad: zaplatené …", "Skopírované: IBAN") passes.
 */
export const IMPERATIVES = {
  sk: [
    "skúste",
    "vyberte",
    "kontaktujte",
    "napíšte",
    "pošlite",
    "odošlite",
    "otvorte",
    "skopírujte",
    "zavolajte",
    "priložte",
    "pozrite",
    "počkajte",
    "zadajte",
    "prosím",
  ],
  ua: [
    "спробуйте",
    "виберіть",
    "оберіть",
    "зв’яжіться",
    "напишіть",
    "надішліть",
    "відкрийте",
    "скопіюйте",
    "зателефонуйте",
    "додайте",
    "перегляньте",
    "зачекайте",
    "введіть",
    "будь ласка",
  ],
};

/** Entries of a gettext catalog, the header (empty msgid) left out. */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  const unquote = (quoted) => JSON.parse(quoted);
  for (const line of text.split(/\r?\n/)) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === "msgid") {
        entry = { msgid: "", msgstr: "" };
        entries.push(entry);
      }
      field = start[1];
      if (entry) entry[field] = unquote(start[2]);
    } else if (entry && field && /^".*"$/.test(line)) {
      entry[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return entries.filter((e) => e.msgid !== "");
}

/** Rows of the markdown table under `## {heading}`, each as its cells (`\|` is a pipe inside a cell). */
function tableRows(markdown, heading, file = "GLOSSARY.md") {
  const lines = markdown.split(/\r?\n/);
  const at = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (at < 0) throw new Error(`${file} has no "## ${heading}" section`);
  const rows = [];
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith("## ")) break;
    if (!line.startsWith("|")) continue;
    const cells = line
      .slice(1, line.trimEnd().length - 1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll("\\|", "|"));
    rows.push(cells);
  }
  return rows.slice(2); // the header row and the |---| row
}

const code = (cell) => /^`(.*)`$/.exec(cell)?.[1] ?? cell;

/** A glossary pattern as a RegExp: case-insensitive, Unicode, `\b` aware of every alphabet. */
export function glossaryRegExp(pattern) {
  return new RegExp(pattern.replaceAll("\\b", BOUNDARY), "iu");
}

/** The machine-readable tables of locales/GLOSSARY.md. */
export function parseGlossary(markdown) {
  const forbidden = tableRows(markdown, "Forbidden variants").map(([lang, pattern, instead, why]) => ({
    lang,
    pattern: code(pattern),
    regex: glossaryRegExp(code(pattern)),
    instead,
    why,
  }));
  const sameAsEnglish = tableRows(markdown, "Same as English").map(([lang, text]) => ({ lang, text: code(text) }));
  const noBreak = tableRows(markdown, "Non-breaking spaces").map(([lang, pattern, example]) => ({
    lang,
    pattern: code(pattern),
    regex: glossaryRegExp(code(pattern)),
    example,
  }));
  return { forbidden, sameAsEnglish, noBreak };
}

/** True when nothing but names' stand-ins, numbers, placeholders, abbreviations and punctuation is left. */
function isLanguageNeutral(text) {
  const rest = text
    .replace(/\{[^{}]*\}/g, " ")
    .replace(/(?<![\p{L}\p{M}])\p{Lu}[\p{Lu}\p{M}\p{N}]+(?![\p{L}\p{M}])/gu, " ")
    .replace(/[\p{N}\p{P}\p{S}\s]/gu, "");
  return rest === "";
}

/** Every rule broken by one language's catalog entries; an empty list when all is well. */
export function checkMessages(lang, entries, glossary) {
  const problems = [];
  const report = (entry, rule) => problems.push({ lang, msgid: entry.msgid, msgstr: entry.msgstr, rule });
  const sameAllowed = new Set(glossary.sameAsEnglish.filter((row) => row.lang === lang).map((row) => row.text));
  const imperatives = IMPERATIVES[lang] ?? [];
  const colon = imperatives.length ? new RegExp(`:\\s+(?:${imperatives.join("|")})${BOUNDARY}`, "iu") : null;
  const forbidden = glossary.forbidden.filter((row) => row.lang === lang);
  const noBreak = (glossary.noBreak ?? []).filter((row) => row.lang === lang);
  for (const entry of entries) {
    const { msgid, msgstr } = entry;
    if (!msgstr) continue; // untranslated entries are check-catalogs.mjs's business
    if (msgstr === msgid && !isLanguageNeutral(msgid) && !sameAllowed.has(msgid)) {
      report(entry, "identical to the English text (translate it, or list it under 'Same as English')");
    }
    const colonMatch = colon?.exec(msgstr);
    if (colonMatch) {
      report(entry, `English-style colon before an instruction ("${colonMatch[0]}"): start a new sentence`);
    }
    for (const row of forbidden) {
      const match = row.regex.exec(msgstr);
      if (match) report(entry, `"${match[0]}" is not the glossary's word: use ${row.instead} (${row.why})`);
    }
    for (const row of noBreak) {
      const match = row.regex.exec(msgstr);
      if (match) {
        const at = msgstr.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12);
        report(
          entry,
          `a plain space where a no-break space (U+00A0) belongs: "…${at}…" (GLOSSARY.md: Non-breaking spaces)`,
        );
      }
    }
  }
  return problems;
}

/**
 * Rule 5's net: an English message that names money, a payment, a debt, a deadline, a duty or the
 * law, and is a sentence or a phrase of four words or more (a bare label such as "IBAN" claims
 * nothing). Wide on purpose: a label it catches gets a row saying it claims nothing.
 */
export const CLAIM =
  /\b(?:pay|paid|paying|payment|debts?|overpayment|owe|amounts?|law|arrears|bailiff|care|instalments?|must|need|sent|send|sending|reach(?:ed)?|arrive[ds]?|received|provided|deadline|days?|contributions|receipt|records|lost|twice|total)\b|€/i;

export function makesClaim(msgid) {
  return CLAIM.test(msgid) && (/[.!?:]$/.test(msgid.trim()) || msgid.trim().split(/\s+/).length >= 4);
}

/** The messages of docs/fine-print.md's table (its first column, in backticks). */
export function parseFinePrint(markdown) {
  return tableRows(markdown, "Claims", "docs/fine-print.md").map(([message, claim, why]) => ({
    message: code(message),
    claim,
    why,
  }));
}

/** Claims of the English catalog missing from the table, and rows of the table no message has. */
export function checkFinePrint(englishEntries, rows) {
  const problems = [];
  const listed = new Set(rows.map((row) => row.message));
  const messages = new Set(englishEntries.map((entry) => entry.msgid));
  for (const { msgid } of englishEntries) {
    if (makesClaim(msgid) && !listed.has(msgid)) {
      problems.push({ msgid, rule: "makes a claim about money, payment or the law: add a row to docs/fine-print.md" });
    }
  }
  for (const row of rows) {
    if (!messages.has(row.message))
      problems.push({ msgid: row.message, rule: "docs/fine-print.md names a message the catalog no longer has" });
    else if (!row.claim || !row.why)
      problems.push({ msgid: row.message, rule: "docs/fine-print.md: say the claim and why it is true" });
  }
  return problems;
}

/** Checks every catalog under `localesDir` except the English source. */
export function checkLocales(localesDir) {
  const glossary = parseGlossary(readFileSync(join(localesDir, "GLOSSARY.md"), "utf8"));
  const languages = readdirSync(localesDir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && dirent.name !== "en")
    .map((dirent) => dirent.name);
  return languages.flatMap((lang) =>
    checkMessages(lang, parsePo(readFileSync(join(localesDir, lang, "messages.po"), "utf8")), glossary),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = checkLocales("locales");
  for (const p of problems) {
    console.error(
      `locales/${p.lang}/messages.po\n  msgid  ${JSON.stringify(p.msgid)}\n  msgstr ${JSON.stringify(p.msgstr)}\n  ${p.rule}`,
    );
  }
  const claims = checkFinePrint(
    parsePo(readFileSync(join("locales", "en", "messages.po"), "utf8")),
    parseFinePrint(readFileSync(join("docs", "fine-print.md"), "utf8")),
  );
  for (const p of claims) console.error(`docs/fine-print.md\n  msgid  ${JSON.stringify(p.msgid)}\n  ${p.rule}`);
  if (problems.length || claims.length) {
    console.error(
      `\n${problems.length + claims.length} language problem(s); the words to use are in locales/GLOSSARY.md, the claims in docs/fine-print.md.`,
    );
    process.exit(1);
  }
  console.log(
    "language: no calques, no English colons before instructions, glossary words and spaces only; every claim in docs/fine-print.md",
  );
}
