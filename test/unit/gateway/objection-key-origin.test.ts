import { describe, expect, it } from "vitest";
import { sendsObjectionKey } from "../../../src/gateway/request";
import { hostSettings } from "../../../src/session/session-input";
import { resolveOptions } from "../../../src/session/options";

const PAGE = "https://www.insurer.example";

describe("the objection's key goes with it only to a gateway on the page's own origin", () => {
  it.each([
    ["/api/2/union-debt", true],
    ["api/", true],
    [`${PAGE}/gw/`, true],
    ["https://gw.insurer.example/api", false],
    ["http://www.insurer.example/api", false],
  ] as const)("api-base %s: %s", (apiBase, sent) => {
    expect(sendsObjectionKey(apiBase, PAGE)).toBe(sent);
  });

  it("to any gateway when the host says its CORS preflight allows the header (cross-origin-objection-key)", () => {
    expect(sendsObjectionKey("https://gw.insurer.example/api", PAGE, true)).toBe(true);
    expect(sendsObjectionKey("https://gw.insurer.example/api", undefined, true)).toBe(true);
    expect(sendsObjectionKey(null, PAGE, true)).toBe(false);
    const location = { pathname: "/", search: "", origin: PAGE };
    const declared = resolveOptions(
      { reference: "R", apiBase: "https://gw.insurer.example/api", crossOriginObjectionKey: true },
      () => undefined,
    );
    expect(hostSettings(declared, location).objectionKeySent).toBe(true);
  });

  it("no gateway (a refused api-base) or no page origin: no key", () => {
    expect(sendsObjectionKey(null, PAGE)).toBe(false);
    expect(sendsObjectionKey("/api", undefined)).toBe(false);
  });

  it("the session tells the machine by the same rule, so the record shows a code only where it was sent", () => {
    const location = { pathname: "/", search: "", origin: PAGE };
    const own = resolveOptions({ reference: "R" }, () => undefined);
    const elsewhere = resolveOptions({ reference: "R", apiBase: "https://gw.insurer.example/api" }, () => undefined);
    expect(hostSettings(own, location).objectionKeySent).toBe(true);
    expect(hostSettings(elsewhere, location).objectionKeySent).toBe(false);
  });
});
