import { HTTPError, TimeoutError } from "ky";
import { describe, expect, it } from "vitest";
import { codeForStatus, GatewayError, toGatewayError } from "../../../src/gateway/errors";
import { REFERENCE } from "./wire-fixture";

const request = new Request("https://gw.test/api/2/union-debt/getDetails", {
  method: "POST",
  body: JSON.stringify({ reference: REFERENCE }),
});

function httpError(status: number): HTTPError {
  return new HTTPError(new Response(null, { status }), request, {} as never);
}

describe("codeForStatus", () => {
  it.each([
    [404, "notFound"],
    [400, "badRequest"],
    [401, "badRequest"],
    [403, "badRequest"],
    [409, "badRequest"],
    [422, "badRequest"],
    [408, "timeout"],
    [429, "server"],
    [500, "server"],
    [502, "server"],
    [503, "server"],
  ] as const)("%i -> %s", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe("toGatewayError", () => {
  it("maps an HTTPError with its status", () => {
    const error = toGatewayError("getDetails", httpError(404));
    expect(error).toMatchObject({ code: "notFound", call: "getDetails", status: 404, name: "GatewayError" });
  });

  it.each<[string, unknown, string]>([
    ["TimeoutError", new TimeoutError(request), "timeout"],
    ["AbortError", new DOMException("The operation was aborted.", "AbortError"), "aborted"],
    ["TypeError from fetch", new TypeError("fetch failed"), "network"],
    ["SyntaxError from JSON.parse", new SyntaxError("Unexpected token <"), "invalidResponse"],
  ])("maps %s", (_label, cause, code) => {
    const error = toGatewayError("getPreferredLanguage", cause);
    expect(error.code).toBe(code);
    expect(error.status).toBeUndefined();
  });

  it("says aborted whenever the caller's signal was aborted, whatever the reason", () => {
    const controller = new AbortController();
    controller.abort(new TypeError("custom reason"));
    expect(toGatewayError("getDetails", new TypeError("custom reason"), controller.signal).code).toBe("aborted");
  });

  it("keeps a GatewayError and re-labels its call when needed", () => {
    const original = new GatewayError("getDetails", "invalidResponse");
    expect(toGatewayError("getDetails", original)).toBe(original);
    expect(toGatewayError("updateState", original)).toMatchObject({ call: "updateState", code: "invalidResponse" });
  });

  it("never carries the reference, the URL or the underlying error", () => {
    const causes: unknown[] = [
      httpError(500),
      new TimeoutError(request),
      new TypeError(`fetch failed ${REFERENCE}`),
      new SyntaxError(REFERENCE),
      new Error(REFERENCE),
    ];
    for (const cause of causes) {
      const error = toGatewayError("uploadComment", cause);
      expect(error.message).not.toContain(REFERENCE);
      expect(error.message).not.toContain("gw.test");
      expect(error.cause).toBeUndefined();
      expect(Object.values(error).map(String).join(" ")).not.toContain(REFERENCE);
    }
  });

  it("has a short, useful message", () => {
    expect(toGatewayError("getDetails", httpError(503)).message).toBe(
      "Gateway call getDetails failed: server (HTTP 503)",
    );
    expect(new GatewayError("updateState", "network").message).toBe("Gateway call updateState failed: network");
  });
});
