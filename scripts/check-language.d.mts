export interface PoEntry {
  msgid: string;
  msgstr: string;
}
export interface ForbiddenVariant {
  lang: string;
  pattern: string;
  regex: RegExp;
  instead: string;
  why: string;
}
export interface NoBreakRule {
  lang: string;
  pattern: string;
  regex: RegExp;
  example: string;
}
export interface Glossary {
  forbidden: ForbiddenVariant[];
  sameAsEnglish: { lang: string; text: string }[];
  /** Absent in a glossary without the "Non-breaking spaces" table. */
  noBreak?: NoBreakRule[];
}
export interface FinePrintRow {
  message: string;
  claim: string;
  why: string;
}
export interface FinePrintProblem {
  msgid: string;
  rule: string;
}
export interface LanguageProblem extends PoEntry {
  lang: string;
  rule: string;
}
export const IMPERATIVES: Record<string, string[]>;
export function parsePo(text: string): PoEntry[];
export function glossaryRegExp(pattern: string): RegExp;
export function parseGlossary(markdown: string): Glossary;
export function checkMessages(lang: string, entries: PoEntry[], glossary: Glossary): LanguageProblem[];
export function checkLocales(localesDir: string): LanguageProblem[];
export const CLAIM: RegExp;
export function makesClaim(msgid: string): boolean;
export function parseFinePrint(markdown: string): FinePrintRow[];
export function checkFinePrint(englishEntries: { msgid: string }[], rows: FinePrintRow[]): FinePrintProblem[];
