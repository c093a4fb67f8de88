import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../../locales/en/messages";
import { messages as sk } from "../../../locales/sk/messages";
import { messages as ua } from "../../../locales/ua/messages";
import { APP_MISSING_MESSAGES, GREETING_MESSAGES } from "../../../src/first-paint/greeting-messages";
import { messageParts } from "../../../src/first-paint/message-parts";

describe("a compiled catalog message with its placeholders filled, without Lingui's runtime", () => {
  it("puts each value in its placeholder's place and keeps the text around it", () => {
    expect(messageParts({ a: ["Dear Mr ", ["name"], ","] }, "a", { name: "Ján <b>Novák</b>" })).toEqual([
      "Dear Mr ",
      "Ján <b>Novák</b>",
      ",",
    ]);
    expect(messageParts({ a: "Plain" }, "a")).toEqual(["Plain"]);
    expect(messageParts({ a: ["Plain"] }, "a")).toEqual(["Plain"]);
  });

  it("gives up (null) rather than guess: a missing message, a missing value, a plural, a tag", () => {
    expect(messageParts({}, "a")).toBeNull();
    expect(messageParts({ a: [] }, "a")).toBeNull();
    expect(messageParts({ a: ["Dear ", ["name"]] }, "a")).toBeNull();
    expect(messageParts({ a: [["0", "plural", { one: ["#"], other: ["#"] }]] }, "a", { 0: "1" })).toBeNull();
    expect(messageParts({ a: ["<0>Call us</0> now"] }, "a")).toBeNull();
    expect(messageParts({ a: [42] } as never, "a")).toBeNull();
  });
});

describe("the first paint's texts", () => {
  const values = { name: "N", periodLabel: "01/2025", period: "01/2025", specificSymbol: "2025", domain: "d" };
  it.each([
    ["sk", sk],
    ["en", en],
    ["ua", ua],
  ])("are each in the %s catalog, with nothing but placeholders", (_language, messages) => {
    for (const [name, descriptor] of Object.entries({ ...GREETING_MESSAGES, ...APP_MISSING_MESSAGES })) {
      expect(messageParts(messages, descriptor.id ?? "", values), name).not.toBeNull();
    }
  });
});

describe("the first paint's messages stay the app's", () => {
  it("each is also rendered by a component of the app (else a changed wording would leave the first paint the old one)", () => {
    const po = readFileSync(new URL("../../../locales/en/messages.po", import.meta.url), "utf8");
    const entries = po.split(/\n\n+/);
    for (const [name, descriptor] of Object.entries(GREETING_MESSAGES)) {
      const message = (descriptor as { message?: string }).message ?? "";
      const entry = entries.find((block) => block.includes(`\nmsgid ${JSON.stringify(message)}\n`));
      expect(entry, name).toBeDefined();
      expect(entry, name).toContain("#: src/first-paint/greeting-messages.ts");
      expect(entry?.match(/#: src\/ui\//), `${name}: no component renders "${message}"`).not.toBeNull();
    }
  });
});
