import { describe, expect, it } from "vitest";
import { messages as slovak } from "../../locales/sk/messages";
import { messages as ukrainian } from "../../locales/ua/messages";
import { greetingElement } from "../../src/first-paint/paint-greeting";
import type { Greeting } from "../../src/machine/greeting";
import { NO_CONFIG } from "../../src/domain/provider-config";

const greeting = (name: string, isMan: boolean): Greeting => ({
  name,
  isMan,
  icp: "1234567890",
  amountCents: 115075,
  periodLabel: "01/2025",
  periodKind: "period",
  hasNothingToPay: false,
});

function paintedGreeting(name: string, isMan: boolean, language: "sk" | "ua") {
  const element = greetingElement(document, {
    greeting: greeting(name, isMan),
    language,
    messages: language === "sk" ? slovak : ukrainian,
    config: NO_CONFIG,
    payHref: null,
  });
  return element?.querySelector(".dn-greeting")?.textContent;
}

// The first paint words the greeting as the app does (DebtSummary): with the name, or, when the
// answer gave none a page may print (gateway/validate.ts nameToShow), without one.
describe("the first paint's greeting", () => {
  it.each([
    ["Ján Novák", true, "sk", "Vážený pán Ján Novák,"],
    ["", true, "sk", "Vážený pán,"],
    ["", false, "sk", "Vážená pani,"],
    ["", true, "ua", "Шановний пане!"],
    ["", false, "ua", "Шановна пані!"],
  ] as const)("name %j, a man: %s, in %s: %j", (name, isMan, language, said) => {
    expect(paintedGreeting(name, isMan, language)).toBe(said);
  });
});
