import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkFinePrint,
  checkMessages,
  glossaryRegExp,
  makesClaim,
  parseFinePrint,
  parseGlossary,
  parsePo,
} from "../../../scripts/check-language.mjs";

const GLOSSARY = parseGlossary(readFileSync("locales/GLOSSARY.md", "utf8"));

const NO_RULES = { forbidden: [], sameAsEnglish: [] };

function rulesBroken(lang: string, msgstr: string, msgid = "English text") {
  return checkMessages(lang, [{ msgid, msgstr }], GLOSSARY).map((problem) => problem.rule);
}

describe("parsePo", () => {
  it("reads entries with escapes and continued lines, and leaves out the header", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: sk\\n"',
      "",
      "#. a translator comment",
      'msgid "Say \\"hi\\""',
      'msgstr "Povedzte \\"ahoj\\""',
      "",
      'msgid ""',
      '"Two "',
      '"lines"',
      'msgstr "Dva "',
      '"riadky"',
    ].join("\n");
    expect(parsePo(po)).toEqual([
      { msgid: 'Say "hi"', msgstr: 'Povedzte "ahoj"' },
      { msgid: "Two lines", msgstr: "Dva riadky" },
    ]);
  });
});

describe("a translation identical to its English text", () => {
  it("is reported when it has words", () => {
    expect(checkMessages("ua", [{ msgid: "Close", msgstr: "Close" }], NO_RULES)).toHaveLength(1);
  });

  it.each(["IBAN", "BIC (SWIFT)", "IČP", "{amount} €", "404"])(
    "passes for names, numbers and abbreviations: %s",
    (text) => {
      expect(checkMessages("sk", [{ msgid: text, msgstr: text }], NO_RULES)).toEqual([]);
    },
  );

  it("passes when the glossary lists it for that language only", () => {
    expect(rulesBroken("sk", "E-mail", "E-mail")).toEqual([]);
    expect(rulesBroken("ua", "E-mail", "E-mail")).toHaveLength(1);
  });
});

describe("an English-style colon before an instruction", () => {
  it.each([
    ["sk", "Nič sa nestratilo: skúste to, prosím, znova."],
    ["sk", "Váš text zostal zachovaný: Skúste to znova."],
    ["sk", "Chyba: prosím, skúste to znova."],
    ["ua", "Нічого не втрачено: спробуйте ще раз."],
    ["ua", "Ваш текст залишився: Будь ласка, спробуйте ще раз."],
  ])("is reported in %s: %s", (lang, msgstr) => {
    expect(rulesBroken(lang, msgstr)).toEqual([expect.stringMatching(/colon before an instruction/)]);
  });

  it.each([
    ["sk", "Napríklad: zaplatené 12.\u00a0marca"],
    ["sk", "Skopírované: {copied}"],
    ["sk", "Nič sa nestratilo. Skúste to, prosím, znova."],
    ["ua", "Наприклад: сплачено 12\u00a0березня"],
    ["ua", "Скопійовано: {copied}"],
  ])("passes in %s before anything else: %s", (lang, msgstr) => {
    expect(rulesBroken(lang, msgstr)).toEqual([]);
  });
});

describe("glossary patterns", () => {
  it("read `\\|` in a table cell as an alternative, and match whole words in any alphabet", () => {
    const { forbidden } = parseGlossary(
      [
        "## Forbidden variants",
        "| lang | pattern | use instead | why |",
        "|---|---|---|---|",
        "| sk | `\\bdlh(?:u\\|om)?\\b` | nedoplatok | letters |",
        "| ua | `\\bрозподіл` | деталізація | banks |",
        "## Same as English",
        "| lang | text | why |",
        "|---|---|---|",
        "## Non-breaking spaces",
        "| lang | pattern | example |",
        "|---|---|---|",
      ].join("\n"),
    );
    const [debt, breakdown] = forbidden.map((row) => row.regex);
    expect(forbidden.map((row) => row.pattern)).toEqual(["\\bdlh(?:u|om)?\\b", "\\bрозподіл"]);
    expect(debt!.test("Výška dlhu")).toBe(true);
    expect(debt!.test("s Dlhom")).toBe(true);
    expect(debt!.test("dlhodobý")).toBe(false);
    expect(debt!.test("ždlh")).toBe(false);
    expect(breakdown!.test("Розподіл за періодами")).toBe(true);
    expect(breakdown!.test("перерозподіл")).toBe(false);
  });

  it("count the Ukrainian apostrophe as part of a word", () => {
    expect(glossaryRegExp("\\bяжіться").test("зв’яжіться")).toBe(false);
    expect(glossaryRegExp("\\bзв’яжіться\\b").test("Зв’яжіться з нами")).toBe(true);
  });
});

// What the native review of issue 19 found: the glossary must keep each of these out for good.
describe("the glossary catches what the native review found", () => {
  it.each([
    ["sk", "Zaplatiť dlh za {period}"],
    ["sk", "Skopírovať správu pre prijímateľa"],
    ["sk", "Napríklad: zaplatené 12. marca, doklad o platbe prikladám"],
    ["sk", "Ak s dlhom nesúhlasíte, pošlite nám namiesto toho námietku."],
    ["sk", "Platba online teraz nie je dostupná."],
    ["sk", "Ďakujeme za Vašu platbu"],
    ["sk", "Musíte uviesť zdôvodnenie námietky!"],
    ["ua", "Повідомлення для одержувача"],
    ["ua", "Оплата частинами"],
    ["ua", "Розподіл за періодами зараз недоступний."],
    ["ua", "Завантажити QR-код"],
    ["ua", "Скопіюйте ці дані у Ваш банківський застосунок."],
    ["ua", "Проблема на нашому боці, а не у Вашому посиланні."],
    ["ua", "Якщо Ви не погоджуєтеся з боргом, надішліть нам натомість пояснення."],
    ["ua", "Оплата не вдалася або не завершилася?"],
    ["ua", "Потрібно надати пояснення до заперечення!"],
    ["ua", "Варіабельний символ"],
  ])("%s: %s", (lang, msgstr) => {
    expect(rulesBroken(lang, msgstr)).not.toEqual([]);
  });

  it.each([
    ["sk", "Zaplatiť nedoplatok za {period}"],
    ["sk", "Momentálne nie je dostupná. Teraz už nemusíte nič robiť."],
    ["ua", "Призначення платежу"],
    ["ua", "Не вдалося завантажити Ваше повідомлення про борг."],
    ["ua", "Скопіюйте ці дані у\u00a0свій банківський застосунок або відскануйте в\u00a0ньому QR-код."],
    ["ua", "Варіабельний символ (VS)"],
  ])("and lets the glossary's own words pass in %s: %s", (lang, msgstr) => {
    expect(rulesBroken(lang, msgstr)).toEqual([]);
  });
});

// Issue 27: a line that breaks after "v" or between "10" and "MB" leaves a lonely letter or number.
describe("no-break spaces", () => {
  it.each([
    ["sk", "Overte si v banke, či peniaze odišli."],
    ["sk", "Kontaktujte nás, prosím, a preveríme ju."],
    ["sk", "Súbor k námietke môže mať najviac 10 MB"],
    ["sk", "Napríklad: zaplatené 12. marca"],
    ["sk", "{0, plural, one {Zostáva # znak} other {Zostáva # znakov}}"],
    ["ua", "Квитанція з банку"],
    ["ua", "Не більше 10 МБ"],
    ["ua", "Наприклад: сплачено 12 березня"],
    ["ua", "Зателефонуйте, і ми скажемо"],
    ["sk", "Text dosiahol limit {max} znakov"],
    ["sk", "Zaplatiť nedoplatok (ŠS {specificSymbol})"],
    ["ua", "за специфічним символом (ŠS) {periodLabel}."],
  ])("%s: a plain space is reported in %j", (lang, msgstr) => {
    expect(rulesBroken(lang, msgstr).join()).toMatch(/no-break space/);
  });

  it.each([
    ["sk", "Overte si v\u00a0banke, či peniaze odišli."],
    ["sk", "Súbor k\u00a0námietke môže mať najviac 10\u00a0MB"],
    ["sk", "{0, plural, one {Zostáva #\u00a0znak} other {Zostáva #\u00a0znakov}}"],
    ["sk", "Zdôvodnenie námietky"],
    ["ua", "Квитанція з\u00a0банку, не більше 10\u00a0МБ"],
    // A one-letter word inside another (“з’явиться”, “Vás”) is not a word of its own.
    ["ua", "Платіж з’явиться в\u00a0обліку"],
    ["sk", "Vás a\u00a0Vaše údaje"],
  ])("%s: no-break spaces pass in %j", (lang, msgstr) => {
    expect(rulesBroken(lang, msgstr)).toEqual([]);
  });

  it("the shipped catalogs keep them (the same check npm test runs)", () => {
    for (const lang of ["sk", "ua"]) {
      const entries = parsePo(readFileSync(`locales/${lang}/messages.po`, "utf8"));
      expect(checkMessages(lang, entries, GLOSSARY)).toEqual([]);
    }
  });
});

describe("claims about money, payment and the law are listed in docs/fine-print.md", () => {
  it.each([
    "You do not need to do anything else now.",
    "Thank you for your payment",
    "Until the amount in that statement is paid, you may be entitled only to urgent care.",
    "Your total debt:",
    "It can take a few working days.",
  ])("a claim: %j", (msgid) => {
    expect(makesClaim(msgid)).toBe(true);
  });

  it.each(["IBAN", "Copy", "Amount", "Close", "Choose a day", "Notifications"])("a bare label is none: %j", (msgid) => {
    expect(makesClaim(msgid)).toBe(false);
  });

  const TABLE = [
    "## Claims",
    "",
    "| message | claim | why it is true |",
    "|---|---|---|",
    "| `Thank you for starting your payment` | only the click is known | shown after clickedOnPay |",
    "| `A sentence that was removed.` | gone | gone |",
  ].join("\n");

  it("reports a claim without a row, and a row without a message", () => {
    const problems = checkFinePrint(
      [{ msgid: "Thank you for starting your payment" }, { msgid: "You do not need to do anything else now." }],
      parseFinePrint(TABLE),
    );
    expect(problems.map((problem) => problem.msgid)).toEqual([
      "You do not need to do anything else now.",
      "A sentence that was removed.",
    ]);
  });

  it("the shipped table covers every claim of the English catalog (the same check npm test runs)", () => {
    const english = parsePo(readFileSync("locales/en/messages.po", "utf8"));
    expect(checkFinePrint(english, parseFinePrint(readFileSync("docs/fine-print.md", "utf8")))).toEqual([]);
    expect(english.filter((entry) => makesClaim(entry.msgid)).length).toBeGreaterThan(50);
  });
});
