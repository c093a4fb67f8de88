import { afterEach, describe, expect, it, vi } from "vitest";
import type * as GatewayOriginsModule from "../../../src/element/gateway-origins";

type GatewayOrigins = typeof GatewayOriginsModule;

/** A fresh evaluation of the module: what a second copy of the widget's script on the page is. */
async function aCopyOfTheScript(): Promise<GatewayOrigins> {
  vi.resetModules();
  return import("../../../src/element/gateway-origins");
}

const PAGE = "https://partner.example/dlh";
const SCRIPT = "https://cdn.insurer.example/debt-notice.umd.js";

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("debt-notice.gateway-origins")];
});

describe("gateways an api-base attribute may name", () => {
  it("the page's own origin and the script's need no listing; another origin does", async () => {
    const { isAllowedGateway, allowGatewayOrigins } = await aCopyOfTheScript();
    expect(isAllowedGateway("/api/2/union-debt", PAGE, SCRIPT)).toBe(true);
    expect(isAllowedGateway("https://cdn.insurer.example/api", PAGE, SCRIPT)).toBe(true);
    expect(isAllowedGateway("https://gw.insurer.sk/api", PAGE, SCRIPT)).toBe(false);
    allowGatewayOrigins(["https://gw.insurer.sk/any/path", "not a url"]);
    expect(isAllowedGateway("https://gw.insurer.sk/api", PAGE, SCRIPT)).toBe(true);
    expect(isAllowedGateway("https://gw.insurer.sk.evil.example/api", PAGE, SCRIPT)).toBe(false);
  });

  // The fourteenth trial: a copy injected before the real script defined the element, and the
  // real script's data-api-origins went into a list that element never read.
  it("a copy that ran first reads the origins a later copy lists (one list for the page)", async () => {
    const first = await aCopyOfTheScript();
    first.allowGatewayOrigins(["https://evil.example"]);
    const real = await aCopyOfTheScript();
    expect(real).not.toBe(first);
    real.allowGatewayOrigins(["https://gw.insurer.sk"]);
    expect(first.isAllowedGateway("https://gw.insurer.sk/api/2/union-debt", PAGE, SCRIPT)).toBe(true);
  });

  it("a name in the page's markup cannot stand in for the list", async () => {
    const { isAllowedGateway } = await aCopyOfTheScript();
    (globalThis as Record<string, unknown>)["debt-notice.gateway-origins"] = new Set(["https://evil.example"]);
    try {
      expect(isAllowedGateway("https://evil.example/api", PAGE, SCRIPT)).toBe(false);
    } finally {
      delete (globalThis as Record<string, unknown>)["debt-notice.gateway-origins"];
    }
  });
});
