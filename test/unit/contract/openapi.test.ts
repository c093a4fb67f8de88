import { Validator } from "@seriousme/openapi-schema-validator";
import fc from "fast-check";
import { MAX_NUMBER_CENTS, parseAmountToPay, parseMoney } from "../../../src/domain/money";
import { amountToPayCents } from "../../../tools/check-gateway/readers.mjs";
import { parseDetailsResponse, SHOWN_TEXT_MAX } from "../../../src/gateway/validate";
import { fixtures } from "../../../demo/fixtures.mjs";
import { expectValid, loadDocument, schemaValidators } from "./openapi-document";

const document = loadDocument();
const schemas = schemaValidators(document);

describe("openapi.yaml as a document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(loadDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("is rejected by the validator once broken (the check can fail)", async () => {
    const broken = loadDocument();
    broken.paths["/getDetails"].post.responses = "none";
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("has every example match its own schema", () => {
    let checked = 0;
    for (const [path, item] of Object.entries<any>(document.paths)) {
      const call = path.slice(1);
      const request = item.post.requestBody.content["application/json"];
      for (const example of examplesOf(request)) {
        expectValid(schemas.request(call), example, `${call} request example`);
        checked += 1;
      }
      for (const [status, response] of Object.entries<any>(item.post.responses)) {
        const resolved = response.$ref ? document.components.responses[response.$ref.split("/").pop()] : response;
        const media = resolved.content?.["application/json"];
        if (!media) continue;
        for (const example of examplesOf(media)) {
          expectValid(schemas.response(call, status), example, `${call} ${status} example`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it("describes totalDebt's content: each example's history matches DebtHistory", () => {
    const history = schemas.component("DebtHistory");
    const examples = document.paths["/getDetails"].post.responses["200"].content["application/json"].examples;
    for (const { value } of Object.values<any>(examples)) expectValid(history, JSON.parse(value.entities.totalDebt));
  });
});

describe("openapi.yaml rejects what breaks the widget", () => {
  const details = schemas.response("getDetails", "200");
  const good = document.paths["/getDetails"].post.responses["200"].content["application/json"].examples.amountAsText
    .value as { entities: Record<string, unknown> };

  it.each([
    ["isMan as the text 'true'", { entities: { ...good.entities, isMan: "true" } }],
    ["the fields outside entities", good.entities],
    ["totalDebt as an array, not a JSON string", { entities: { ...good.entities, totalDebt: [] } }],
    ["a name that is not text", { entities: { ...good.entities, name: { first: "Ján" } } }],
    [
      "an amount with a decimal dot and comma grouping misplaced",
      { entities: { ...good.entities, actualDebt: "1,2,3" } },
    ],
    ["a negative amount to pay", { entities: { ...good.entities, actualDebt: -1150.75 } }],
    ["signed text as the amount to pay", { entities: { ...good.entities, actualDebt: "-1 150,75" } }],
    ["an amount to pay with a decimal dot", { entities: { ...good.entities, actualDebt: "1150.75" } }],
    ["an amount to pay with English grouping", { entities: { ...good.entities, actualDebt: "1,150.75" } }],
  ])("%s", (_, body) => {
    expect(details(body)).toBe(false);
  });

  // The thirteenth integrator trial: a 208-character name blanked the notice, and openapi.yaml
  // said nothing of a limit (only the checker knew it).
  it.each(Object.entries(SHOWN_TEXT_MAX))(
    "states %s's limit (%i characters) as the widget reads it: one more is refused by both",
    (field, max) => {
      const schema = (document.components.schemas.DebtDetails.properties as Record<string, { maxLength?: number }>)[
        field
      ];
      expect(schema?.maxLength).toBe(max);
      const atMost = { entities: { ...good.entities, [field]: "1".repeat(max) } };
      const over = { entities: { ...good.entities, [field]: "1".repeat(max + 1) } };
      expect(details(over)).toBe(false);
      expect(() => parseDetailsResponse(over)).toThrow();
      // At the limit the widget reads it (the schema may still refuse it for a pattern of its own);
      // no period is forty digits long (a period's label: shown-text.ts).
      if (field !== "period") expect(() => parseDetailsResponse(atMost)).not.toThrow();
    },
  );

  it("accepts actualDebt as a number of zero or more and as unsigned decimal-comma text", () => {
    expect(details({ entities: { ...good.entities, actualDebt: 1150.75 } })).toBe(true);
    expect(details({ entities: { ...good.entities, actualDebt: 0 } })).toBe(true);
    expect(details({ entities: { ...good.entities, actualDebt: "2\u00a0345,67" } })).toBe(true);
  });

  it("rejects an updateState with two flags and an upload with half an attachment", () => {
    const base = { reference: "r", sessionId: "s" };
    expect(schemas.request("updateState")({ ...base, clickedOnPay: true, clickedOnCalendar: true })).toBe(false);
    expect(schemas.request("updateState")({ ...base, clickedOnPay: false })).toBe(false);
    const upload = { ...base, comment: "c", captchaToken: null, attachmentType: "pdf", attachment: null };
    expect(schemas.request("uploadComment")(upload)).toBe(false);
  });
});

describe("the amount patterns admit exactly what the widget reads", () => {
  const amount = schemas.component("DecimalCommaAmount");
  const amountToPay = schemas.component("AmountToPayText");
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
  const groupSeparator = fc.constantFrom(" ", "\u00a0", "\u202f", ".");
  const candidate = fc
    .tuple(
      fc.constantFrom("", "-", "+", "\u2212", "- "),
      digits(1, 3),
      fc.array(fc.tuple(groupSeparator, digits(2, 4)), { maxLength: 3 }),
      fc.option(fc.tuple(fc.constantFrom(",", "."), digits(0, 3)), { nil: undefined }),
      fc.constantFrom("", " €", "EUR", "€", " eur", "$"),
    )
    .map(
      ([sign, head, groups, fraction, currency]) =>
        `${sign}${head}${groups.map((group) => group.join("")).join("")}${fraction ? fraction.join("") : ""}${currency}`,
    );

  it("DecimalCommaAmount (totalDebt's dlh): parseMoney reads a text exactly when the pattern admits it", () => {
    fc.assert(
      fc.property(candidate, (text) => {
        expect(parseMoney(text).ok, text).toBe(amount(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("AmountToPayText (actualDebt): parseAmountToPay reads a text exactly when the pattern admits it", () => {
    fc.assert(
      fc.property(candidate, (text) => {
        expect(parseAmountToPay(text).ok, text).toBe(amountToPay(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("actualDebt as a number: the schema admits every amount of cents the widget reads, and nothing past them", () => {
    const details = schemas.response("getDetails", "200");
    const { entities } =
      document.paths["/getDetails"].post.responses["200"].content["application/json"].examples.amountAsNumber.value;
    const withAmount = (actualDebt: number) => details({ entities: { ...entities, actualDebt } });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(withAmount(cents / 100), String(cents)).toBe(parseAmountToPay(cents / 100).ok);
      }),
      { numRuns: 2000 },
    );
    // 1e21 was schema-valid and unread (the seventh integrator trial).
    for (const unread of [1e21, 9.1e13, 90071992547409.91, 1e13, -0.01]) {
      expect(parseAmountToPay(unread).ok).toBe(false);
      expect(withAmount(unread), String(unread)).toBe(false);
    }
  });

  // The fourteenth trial: the schema's maximum, 90071992547409.91, read back as …409.9.
  it("actualDebt as a number: every amount up to the schema's maximum, written as a gateway writes it, is read as exactly its cents", () => {
    const amountSchema = (
      document.components.schemas.DebtDetails.properties as Record<string, { oneOf?: { maximum?: number }[] }>
    ).actualDebt?.oneOf?.find((option) => option.maximum !== undefined);
    const maximum = amountSchema?.maximum ?? 0;
    expect(Math.round(maximum * 100)).toBe(MAX_NUMBER_CENTS);
    // A gateway writes decimal text (`1150.75`); the page reads the double JSON.parse makes of it.
    const written = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
    const edge = fc.integer({ min: MAX_NUMBER_CENTS - 10_000, max: MAX_NUMBER_CENTS });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: MAX_NUMBER_CENTS }), edge), (cents) => {
        const parsed = parseAmountToPay(JSON.parse(written(cents)));
        expect(parsed, written(cents)).toEqual({ ok: true, cents });
        expect(amountToPayCents(JSON.parse(written(cents))), written(cents)).toBe(cents);
      }),
      { numRuns: 3000 },
    );
    // One cent past it: refused by the page and the checker alike, never read as another amount.
    expect(parseAmountToPay(JSON.parse(written(MAX_NUMBER_CENTS + 1))).ok).toBe(false);
    expect(amountToPayCents(JSON.parse(written(MAX_NUMBER_CENTS + 1)))).toBeNull();
  });

  it("admits every amount of the demo fixtures' histories", async () => {
    for (const fixture of fixtures) for (const { dlh } of fixture.history) expectValid(amount, dlh, dlh);
  });
});

function examplesOf(media: { example?: unknown; examples?: Record<string, { value: unknown }> }): unknown[] {
  const list = media.example === undefined ? [] : [media.example];
  return [...list, ...Object.values(media.examples ?? {}).map((entry) => entry.value)];
}
