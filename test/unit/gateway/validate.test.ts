import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GatewayError } from "../../../src/gateway/errors";
import { parseDetailsResponse, parsePreferredLanguage } from "../../../src/gateway/validate";
import type { DebtDetails } from "../../../src/domain/gateway-contract";
import { validEntities } from "./wire-fixture";

function parseWith(patch: Record<string, unknown>, drop: string[] = []): DebtDetails {
  const entities: Record<string, unknown> = { ...validEntities, ...patch };
  for (const key of drop) delete entities[key];
  return parseDetailsResponse({ entities });
}

function expectInvalid(run: () => unknown, field?: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).code).toBe("invalidResponse");
    expect((error as GatewayError).call).toBe("getDetails");
    // The eleventh integrator trial: "getDetails failed (invalidResponse)" named no field.
    if (field !== undefined) expect((error as GatewayError).field).toBe(field);
    return;
  }
  throw new Error("expected invalidResponse");
}

describe("parseDetailsResponse", () => {
  // The sixteenth integrator trial: words and an account in the period reached the greeting, Pay
  // and the QR code's note; "Volajte 0900 123 456" stood as the IČP.
  it.each([
    ["words and an account", "01/2025 IBAN SK0809000000000012"],
    ["a bidirectional override", "\u202e5202/10"],
    ["a zero-width space", "01/2025\u200b"],
    ["a sentence", "Zaplaťte dnes"],
  ])("refuses a period with %s, naming the field", (_, period) => {
    expectInvalid(() => parseWith({ period }), "period");
  });

  // The sixteenth trial: a sentence in the name was printed as the greeting, the insurer's words.
  it.each([
    ["Ján Novák. Pozor, zaplaťte dnes inak exekúcia", ""],
    ["Platba iba na SK osem dva", ""],
    ["ján novák", ""],
    ["doc. Ing. Ján Novák, PhD.", "doc. Ing. Ján Novák, PhD."],
    ["Mária Nováková rod. Horváthová", "Mária Nováková rod. Horváthová"],
    ["Ludwig van Beethoven", "Ludwig van Beethoven"],
    ["Omar al-Rashid", "Omar al-Rashid"],
    ["Charles d'Artagnan", "Charles d'Artagnan"],
    ["JÁN NOVÁK", "JÁN NOVÁK"],
    ["Олена Коваленко (Петренко)", "Олена Коваленко (Петренко)"],
  ])("shows the name %j as %j (words of a name only)", (name, shown) => {
    expect(parseWith({ name }).name).toBe(shown);
  });

  it.each(["01/2025", "1/2025", " 02/2025 ", "2025-01", "202501", "2025", "Január 2025", ""])(
    "reads the period %j as sent",
    (period) => {
      expect(parseWith({ period }).period).toBe(period);
    },
  );

  it.each([
    ["Volajte 0900 123 456", ""],
    ["8001011234", "8001011234"],
    [" 800101/1234 ", "800101/1234"],
    ["8001 0112 34", "8001 0112 34"],
    ["IBAN SK0809000000000012", ""],
    ["\u202e4321101008", ""],
  ])("shows the IČP %j as %j (digits only, else not shown)", (icp, shown) => {
    expect(parseWith({ icp }).icp).toBe(shown);
  });

  it("passes a well-formed response through unchanged", () => {
    expect(parseDetailsResponse({ entities: validEntities })).toStrictEqual(validEntities);
  });

  // The thirteenth and fourteenth integrator trials: U+202E in the name turned the greeting around.
  it("reads the name without bidirectional overrides and embeddings, every letter and accent kept", () => {
    expect(parseWith({ name: "J\u00e1n \u202eN\u00f3v\u00e1k" }).name).toBe("J\u00e1n N\u00f3v\u00e1k");
    expect(parseWith({ name: "\u202a\u202b\u202cMa\u0301ria\u202d" }).name).toBe("Ma\u0301ria");
    expect(parseWith({ name: "\u041e\u043b\u0435\u043d\u0430 \u202e" }).name).toBe("\u041e\u043b\u0435\u043d\u0430");
    // Only the name: a payment symbol is never changed, it is refused or used as sent.
    expect(parseWith({ period: "01/2025" }).period).toBe("01/2025");
  });

  // The fifteenth integrator trial: a name that carried "Zaplaťte na SK00 0000" on a line of its
  // own, or another account and a phone, was printed as the greeting.
  it.each([
    ["Ing. J\u00e1n Nov\u00e1k, PhD.", "Ing. J\u00e1n Nov\u00e1k, PhD."],
    [
      "M\u00e1ria Kov\u00e1\u010dov\u00e1-Nov\u00e1 (rod. Horv\u00e1thov\u00e1)",
      "M\u00e1ria Kov\u00e1\u010dov\u00e1-Nov\u00e1 (rod. Horv\u00e1thov\u00e1)",
    ],
    [
      "\u041e\u043b\u0435\u043d\u0430 \u0406\u0432\u0430\u043d\u0435\u043d\u043a\u043e",
      "\u041e\u043b\u0435\u043d\u0430 \u0406\u0432\u0430\u043d\u0435\u043d\u043a\u043e",
    ],
    ["O\u2019Brien d\u02BCArc", "O\u2019Brien d\u02BCArc"],
    ["  J\u00e1n\r\n  Nov\u00e1k\t", "J\u00e1n Nov\u00e1k"],
    ["J\u00e1n\u0000\u0007\u001B Nov\u00e1k", "J\u00e1n Nov\u00e1k"],
    ["J\u00e1n Nov\u00e1k\r\nZapla\u0165te na SK00 0000", ""],
    ["J\u00e1n Nov\u00e1k. POZOR: platba len na \u00fa\u010det SK66, tel. 0900 123 456", ""],
    ["J\u00e1n Nov\u00e1k https://pay.example", ""],
    ["jan@example.sk", ""],
    ["", ""],
  ])("reads the name %j as %j (a name never holds a digit, a colon or an @)", (name, shown) => {
    expect(parseWith({ name }).name).toBe(shown);
  });

  it("ignores unknown fields", () => {
    const result = parseDetailsResponse({ entities: { ...validEntities, extra: 1 }, other: true });
    expect(result).toStrictEqual(validEntities);
  });

  it("fills every field from an empty entities object", () => {
    expect(parseDetailsResponse({ entities: {} })).toStrictEqual({
      name: "",
      isMan: false,
      icp: "",
      actualDebt: null,
      paymeUrl: null,
      totalDebt: null,
      infoWasProvided: false,
      clickedOnPay: false,
      specificSymbol: "",
      period: "",
      sessionId: "",
      variableSymbol: "",
      payBySquare: null,
    });
  });

  it("reads the gateway's payee: an account with a name; anything else sent is unusable; absent or null is left out", () => {
    const account = { iban: " SK3112000000198742637541 ", beneficiaryName: "Vzorová ZP", bic: "TATRSKBX" };
    expect(parseWith({ payee: account }).payee).toStrictEqual({
      iban: "SK3112000000198742637541",
      beneficiaryName: "Vzorová ZP",
      bic: "TATRSKBX",
      constantSymbol: "",
    });
    for (const absent of [undefined, null]) expect(Object.hasOwn(parseWith({ payee: absent }), "payee")).toBe(false);
    for (const unusable of [
      "SK3112000000198742637541",
      [account],
      { iban: "SK3112000000198742637541" },
      { beneficiaryName: "Vzorová ZP" },
      { iban: 42, beneficiaryName: "Vzorová ZP" },
      { iban: "SK3112000000198742637541", beneficiaryName: "x".repeat(71) },
    ])
      expect(parseWith({ payee: unusable }).payee, JSON.stringify(unusable)).toBe("unusable");
  });

  it("accepts entities with a null prototype", () => {
    const entities = Object.assign(Object.create(null) as Record<string, unknown>, validEntities);
    expect(parseDetailsResponse({ entities }).name).toBe("Ján Novák");
  });

  it.each<[string, Record<string, unknown>, string[], Partial<DebtDetails>]>([
    ["missing name", {}, ["name"], { name: "" }],
    ["null name", { name: null }, [], { name: "" }],
    ["missing isMan", {}, ["isMan"], { isMan: false }],
    ["missing infoWasProvided", {}, ["infoWasProvided"], { infoWasProvided: false }],
    ["null clickedOnPay", { clickedOnPay: null }, [], { clickedOnPay: false }],
    ["true flags", { infoWasProvided: true, clickedOnPay: true }, [], { infoWasProvided: true, clickedOnPay: true }],
    ["numeric icp", { icp: 12345678 }, [], { icp: "12345678" }],
    ["numeric specificSymbol", { specificSymbol: 7788 }, [], { specificSymbol: "7788" }],
    ["numeric variableSymbol", { variableSymbol: 9900 }, [], { variableSymbol: "9900" }],
    ["numeric period", { period: 202401 }, [], { period: "202401" }],
    ["numeric sessionId", { sessionId: 42 }, [], { sessionId: "42" }],
    ["missing sessionId", {}, ["sessionId"], { sessionId: "" }],
    ["missing period", {}, ["period"], { period: "" }],
    ["actualDebt as number", { actualDebt: 1150.75 }, [], { actualDebt: 1150.75 }],
    ["actualDebt as negative number", { actualDebt: -3 }, [], { actualDebt: -3 }],
    ["actualDebt as decimal-comma text", { actualDebt: "1 150,75" }, [], { actualDebt: "1 150,75" }],
    ["actualDebt missing", {}, ["actualDebt"], { actualDebt: null }],
    ["actualDebt an object", { actualDebt: { value: 1 } }, [], { actualDebt: null }],
    ["actualDebt a boolean", { actualDebt: true }, [], { actualDebt: null }],
    ["totalDebt an array", { totalDebt: [{ obdobie: "01/2024", dlh: "1" }] }, [], { totalDebt: null }],
    ["totalDebt null", { totalDebt: null }, [], { totalDebt: null }],
    ["paymeUrl a number", { paymeUrl: 5 }, [], { paymeUrl: null }],
    [
      "paymeUrl kept raw (checked elsewhere)",
      { paymeUrl: "javascript:alert(1)" },
      [],
      { paymeUrl: "javascript:alert(1)" },
    ],
    ["payBySquare missing", {}, ["payBySquare"], { payBySquare: null }],
    ["payBySquare an object", { payBySquare: {} }, [], { payBySquare: null }],
  ])("lenient: %s", (_label, patch, drop, expected) => {
    expect(parseWith(patch, drop)).toMatchObject(expected);
  });

  // The fourth security review: a name of 60,000 combining accents froze the tab for 13 s.
  it.each<[string, Record<string, unknown>]>([
    ["a name piled with combining marks", { name: "Ján" + "\u0301".repeat(60_000) }],
    ["a short one, four marks on a letter", { name: "Ja\u0301\u0301\u0301\u0301n" }],
    ["a name longer than 200 characters", { name: "N".repeat(201) }],
    ["a period longer than 40", { period: "01/2025. Pozor: od 1. 2. platíte na nový účet SK96 1100" }],
    ["a variable symbol longer than 40", { variableSymbol: "1".repeat(41) }],
  ])("refuses %s: a changed answer must not freeze or fill the page", (_label, patch) => {
    expectInvalid(() => parseWith(patch));
  });

  it("keeps real names with their accents, decomposed or not", () => {
    expect(parseWith({ name: "Ľubomír Šťastný" }).name).toBe("Ľubomír Šťastný");
    expect(parseWith({ name: "Ľubomi\u0301r S\u030Cťastny\u0301" }).name).toBe("Ľubomi\u0301r S\u030Cťastny\u0301");
    expect(parseWith({ name: "Олена Ковальчук-Шевченко" }).name).toBe("Олена Ковальчук-Шевченко");
  });

  it("non-finite numbers are not turned into text", () => {
    // JSON cannot carry NaN, but a host-provided fetch might hand over anything.
    expect(parseWith({ actualDebt: Number.NaN }).actualDebt).toBeNull();
    expectInvalid(() => parseWith({ icp: Number.POSITIVE_INFINITY }));
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "{}"],
    ["a number", 1],
    ["an array", []],
    ["an object without entities", { name: "x" }],
    ["entities null", { entities: null }],
    ["entities an array", { entities: [] }],
    ["entities a string", { entities: "x" }],
    ["entities a Date", { entities: new Date() }],
    ["inherited entities", Object.create({ entities: validEntities }) as unknown],
  ])("invalid: the response is %s", (_label, json) => {
    expectInvalid(() => parseDetailsResponse(json));
  });

  it.each<[string, Record<string, unknown>]>([
    ["name a number", { name: 5 }],
    ["name an object", { name: { first: "J" } }],
    ["isMan a string", { isMan: "true" }],
    ["infoWasProvided a number", { infoWasProvided: 1 }],
    ["clickedOnPay an object", { clickedOnPay: {} }],
    ["icp a boolean", { icp: true }],
    ["specificSymbol an array", { specificSymbol: ["1"] }],
    ["period an object", { period: { from: "01" } }],
    ["sessionId an object", { sessionId: { id: 1 } }],
    ["variableSymbol a boolean", { variableSymbol: false }],
  ])("invalid: %s, and the error names that field (never its value)", (_label, patch) => {
    const field = Object.keys(patch)[0];
    expectInvalid(() => parseWith(patch), field);
    expect(() => parseWith(patch)).toThrow(/^Gateway call getDetails failed: invalidResponse$/);
  });

  it("entities that are not an object: the error names entities", () => {
    expectInvalid(() => parseDetailsResponse({ entities: [] }), "entities");
  });

  it("reads only own properties", () => {
    const entities = Object.create({ name: "inherited", infoWasProvided: true }) as Record<string, unknown>;
    // Not a plain object (its prototype is not Object.prototype), so rejected outright.
    expectInvalid(() => parseDetailsResponse({ entities }));
    const polluted = JSON.parse('{"entities":{"__proto__":{"infoWasProvided":true}}}') as unknown;
    expect(parseDetailsResponse(polluted).infoWasProvided).toBe(false);
  });

  it("never throws anything but a GatewayError, and always returns the full shape", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        try {
          const result = parseDetailsResponse({ entities: json });
          expect(Object.keys(result).sort()).toEqual(Object.keys(validEntities).sort());
        } catch (error) {
          expect(error).toBeInstanceOf(GatewayError);
        }
      }),
    );
  });
});

describe("parsePreferredLanguage", () => {
  it.each<[unknown, string | null]>([
    [{ preferredLanguage: "sk" }, "sk"],
    [{ preferredLanguage: "en" }, "en"],
    [{ preferredLanguage: "ua" }, "ua"],
    [{ preferredLanguage: " EN " }, "en"],
    [{ preferredLanguage: "uk" }, null],
    [{ preferredLanguage: "de" }, null],
    [{ preferredLanguage: "" }, null],
    [{ preferredLanguage: null }, null],
    [{ preferredLanguage: 1 }, null],
    [{}, null],
    [null, null],
    ["sk", null],
    [["sk"], null],
    [{ entities: { preferredLanguage: "sk" } }, null],
  ])("%j -> %s", (json, expected) => {
    expect(parsePreferredLanguage(json)).toBe(expected);
  });
});
