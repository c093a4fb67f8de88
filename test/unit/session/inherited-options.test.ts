import { afterEach, describe, expect, it } from "vitest";
import { resolveOptions } from "../../../src/session/options";

// Another script on the host page polluted Object.prototype (the threat model's "other scripts"):
// an inherited key is no option and no config of the host's.
const POLLUTED = ["apiBase", "payee", "calendarUrlTemplate", "logoUrl", "paymentOrigins"] as const;

afterEach(() => {
  for (const key of POLLUTED) delete (Object.prototype as Record<string, unknown>)[key];
});

describe("options and config take only what the host set on the object itself", () => {
  it.each([
    ["non-enumerable", false],
    ["enumerable", true],
  ])("a %s key on Object.prototype is ignored", (_kind, enumerable) => {
    const pollute = (key: string, value: unknown) =>
      Object.defineProperty(Object.prototype, key, { value, enumerable, configurable: true, writable: true });
    pollute("apiBase", "https://evil.example/api");
    pollute("payee", { iban: "SK6807200002891987426353", beneficiaryName: "Attacker" });
    pollute("calendarUrlTemplate", "https://evil.example/steal?r={reference}");
    pollute("logoUrl", "https://evil.example/logo.png");
    const resolved = resolveOptions({ reference: "R", config: { phone: "0800 100 200" } }, () => undefined);
    expect(resolved.apiBase).toBe("/api/2/union-debt");
    expect(resolved.config.payee).toBeNull();
    expect(resolved.config.calendarUrlTemplate).toBeNull();
    expect(resolved.config.logoUrl).toBeNull();
    expect(resolved.config.phone).toBe("0800 100 200");
  });
});
