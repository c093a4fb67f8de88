import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  endpointProblem,
  fillTemplate,
  originsOf,
  unusableOrigins,
  paymentPageUrl,
  safeExternalUrl,
} from "../../../src/domain/safe-url";

/** A page served for local development, and a production page. */
const DEV_PAGE = "http://localhost:4173/demo/";
const PRODUCTION_PAGE = "https://www.insurer.example/dlh/abc";

function isLoopback(hostname: string): boolean {
  if (hostname === "localhost" || hostname === "[::1]") return true;
  const octets = hostname.split(".");
  return octets.length === 4 && octets[0] === "127" && octets.every((o) => /^\d+$/.test(o) && Number(o) <= 255);
}

/** What CONTRACT §7 allows, checked with a fresh parse of the returned text. */
function expectAllowed(href: string): void {
  const url = new URL(href);
  expect(url.href).toBe(href);
  expect(url.username).toBe("");
  expect(url.password).toBe("");
  expect(url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url.hostname))).toBe(true);
}

describe("safeExternalUrl", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["https://pay.example.sk/pay?id=1&x=%20#top", "https://pay.example.sk/pay?id=1&x=%20#top"],
    ["HTTPS://EXAMPLE.COM/Path", "https://example.com/Path"],
    ["https://example.com:8443/a/../b", "https://example.com:8443/b"],
    ["  https://example.com/x  ", "https://example.com/x"],
    ["https://münchen.example/", "https://xn--mnchen-3ya.example/"],
    ["http://localhost:8080/pay", "http://localhost:8080/pay"],
    ["http://LOCALHOST/", "http://localhost/"],
    ["http://127.0.0.1/", "http://127.0.0.1/"],
    ["http://127.255.10.2:3000/x", "http://127.255.10.2:3000/x"],
    ["http://0x7f.0.0.1/", "http://127.0.0.1/"],
    ["http://[::1]:5173/", "http://[::1]:5173/"],
    ["http://[0:0:0:0:0:0:0:1]/", "http://[::1]/"],
  ])("allows %j as %j on a page served from this machine (local development)", (raw, href) => {
    expect(safeExternalUrl(raw, DEV_PAGE)).toBe(href);
    if (href.startsWith("https:")) expect(safeExternalUrl(raw, PRODUCTION_PAGE)).toBe(href);
  });

  it.each(["http://localhost:8080/pay", "http://127.0.0.1/", "http://[::1]:5173/"])(
    "refuses %j on a production page: a link from it never points at the debtor's own machine",
    (raw) => {
      expect(safeExternalUrl(raw, PRODUCTION_PAGE)).toBeNull();
      expect(safeExternalUrl(raw, undefined)).toBeNull();
    },
  );

  it.each([
    "http://example.com/",
    "http://localhost.evil.com/",
    "http://127.0.0.1.evil.com/",
    "http://128.0.0.1/",
    "http://10.0.0.1/",
    "http://[::2]/",
    "http://[::ffff:127.0.0.1]/",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\nscript:alert(1)",
    "javascript://example.com/%0Aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/",
    "blob:https://example.com/uuid",
    "/relative/path",
    "relative",
    "?pay=1",
    "#top",
    "//example.com/x",
    "\\\\example.com",
    "https:example.com",
    "https:/example.com",
    "https:\\\\example.com",
    "https://",
    "https:///x",
    "https:/\\x",
    "https://\\x",
    "https://user:pass@example.com/",
    "https://user@example.com/",
    "https://:pass@example.com/",
    "https://example.com@evil.com/",
    "https://exa\tmple.com/",
    "https://example.com/\npath",
    "https://example.com/\u0000",
    "https://example.com/\u202Egnp.exe",
    "https://example.com/\u200B",
    "https://example .com/",
    "http s://example.com/",
    "",
    "   ",
  ])("rejects %j", (raw) => {
    expect(safeExternalUrl(raw)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ["https://example.com"], new URL("https://example.com")])(
    "rejects the non-string %#",
    (raw) => {
      expect(safeExternalUrl(raw)).toBeNull();
    },
  );

  it("accepts generated https URLs unchanged up to normalization", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["https"], withQueryParameters: true, withFragments: true }), (raw) => {
        expect(safeExternalUrl(raw)).toBe(new URL(raw).href);
      }),
    );
  });

  it("never returns anything but an https or loopback http URL", () => {
    const schemes = fc.constantFrom("https://", "http://", "javascript:", "data:", "//", "HTTP://", "https:", " ", "");
    const hosts = fc.constantFrom("example.com", "localhost", "127.0.0.1", "[::1]", "evil.com", "user:pw@x.com", "");
    const urlish = fc
      .tuple(schemes, hosts, fc.string(), fc.webUrl({ validSchemes: ["http", "https", "ftp", "javascript"] }))
      .map(([scheme, host, rest, web]) => [`${scheme}${host}${rest}`, web, `${scheme}${rest}`]);
    fc.assert(
      fc.property(urlish, fc.string({ unit: "binary" }), fc.anything(), (candidates, text, anything) => {
        for (const raw of [...candidates, text, anything]) {
          const result = safeExternalUrl(raw);
          if (result !== null) expectAllowed(result);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("fillTemplate", () => {
  it("replaces every {reference} with the encoded reference", () => {
    expect(fillTemplate("https://cal.example/{reference}?ref={reference}", "AB 12/ü?&#")).toBe(
      "https://cal.example/AB%2012%2F%C3%BC%3F%26%23?ref=AB%2012%2F%C3%BC%3F%26%23",
    );
  });

  it.each([
    ["https://cal.example/c?r={reference}", "R-123", "https://cal.example/c?r=R-123"],
    ["https://cal.example/{reference}/{reference}", "a b", "https://cal.example/a%20b/a%20b"],
    ["https://cal.example/static", "R-1", "https://cal.example/static"],
    ["https://cal.example/{reference}", "$&$'", "https://cal.example/%24%26%24'"],
    ["https://cal.example/{reference}", "@evil.com", "https://cal.example/%40evil.com"],
    ["http://localhost:3000/{reference}", "x", "http://localhost:3000/x"],
  ])("fillTemplate(%j, %j) is %j", (template, reference, expected) => {
    expect(fillTemplate(template, reference, DEV_PAGE)).toBe(expected);
  });

  it.each([
    ["javascript:alert('{reference}')", "x"],
    ["{reference}", "https://evil.com"],
    ["http://cal.example/{reference}", "x"],
    ["/calendar/{reference}", "x"],
    ["https://cal.example/{reference}", "\uD800"],
  ])("rejects fillTemplate(%j, %j)", (template, reference) => {
    expect(fillTemplate(template, reference)).toBeNull();
  });

  it("keeps any reference inside the path of the configured host", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (reference) => {
        const result = fillTemplate("https://cal.example/c/{reference}", reference);
        if (result === null) {
          // Only a reference that cannot be encoded (a lone surrogate) is refused.
          expect(() => encodeURIComponent(reference)).toThrow(URIError);
          return;
        }
        const url = new URL(result);
        expect(url.hostname).toBe("cal.example");
        expect(url.search).toBe("");
        expect(url.hash).toBe("");
        expect(decodeURIComponent(url.pathname.slice("/c/".length))).toBe(reference);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("endpointProblem (api-base, captcha-src)", () => {
  it.each([
    ["apiBase", "/api/2/union-debt", PRODUCTION_PAGE],
    ["apiBase", "api", PRODUCTION_PAGE],
    ["apiBase", "https://gateway.insurer.example/api", PRODUCTION_PAGE],
    ["apiBase", "//gateway.insurer.example/api", PRODUCTION_PAGE],
    ["apiBase", "http://localhost:4173/api", DEV_PAGE],
    ["captchaSrc", "/captcha/api.js", DEV_PAGE],
    ["captchaSrc", "https://www.insurer.example/static/recaptcha.js", PRODUCTION_PAGE],
    ["captchaSrc", "https://www.google.com/recaptcha/api.js?render=k", PRODUCTION_PAGE],
    ["captchaSrc", "https://www.google.com/recaptcha/api.js?render=k&hl=sk", PRODUCTION_PAGE],
    ["captchaSrc", "https://www.recaptcha.net/recaptcha/api.js", PRODUCTION_PAGE],
    ["captchaSrc", "https://www.google.com/recaptcha/enterprise.js?render=k", PRODUCTION_PAGE],
  ] as const)("%s %j on %j is fine", (name, value, page) => {
    expect(endpointProblem(name, value, page)).toBeNull();
  });

  it.each([
    ["apiBase", "javascript:alert(1)"],
    ["apiBase", "data:application/json,{}"],
    ["apiBase", "http://gateway.insurer.example/api"],
    ["apiBase", "ftp://gateway.insurer.example/"],
    ["apiBase", "https://user:pw@gateway.insurer.example/"],
    ["apiBase", "https://gateway.insurer.example/\u202e"],
    ["captchaSrc", "data:text/javascript,alert(1)"],
    ["captchaSrc", "javascript:alert(1)"],
    ["captchaSrc", "https://evil.example/x.js"],
    ["captchaSrc", "//evil.example/x.js"],
    ["captchaSrc", "https://www.google.com.evil.example/recaptcha/api.js"],
    // Other paths of Google's hosts answer script too (JSONP): a page's own rights for anyone.
    ["captchaSrc", "https://www.google.com/complete/search?client=chrome&q=x&jsonp=x"],
    ["captchaSrc", "https://www.recaptcha.net/complete/anything"],
    ["captchaSrc", "https://www.google.com/recaptcha/api.js?onload=alert"],
    // A path of this site with a query may be an open redirect to anywhere.
    ["captchaSrc", "/go?to=https://evil.example/x.js"],
    ["captchaSrc", "/static/recaptcha.js?v=1"],
    ["captchaSrc", "/uploads/picture.png"],
  ] as const)("%s %j on a production page: refused, naming the option", (name, value) => {
    expect(endpointProblem(name, value, PRODUCTION_PAGE)).toContain(`"${name}"`);
  });

  it("resolves a relative value against the page itself: a <base> cannot move it (the check gets no base)", () => {
    expect(endpointProblem("captchaSrc", "/captcha/api.js", PRODUCTION_PAGE)).toBeNull();
    expect(endpointProblem("captchaSrc", "/captcha/api.js", undefined)).toContain("captchaSrc");
  });
});

describe("paymentPageUrl (config paymentOrigins)", () => {
  const origins = originsOf("https://pay.provider.example  https://gp.example:8443/any/path");

  it("reads the host's list as origins; an empty list is no list", () => {
    expect(origins).toEqual(["https://pay.provider.example", "https://gp.example:8443"]);
    expect(originsOf("")).toBeNull();
    expect(originsOf("  ")).toBeNull();
    expect(originsOf(null)).toBeNull();
  });

  // The sixth security review: "pay.example" (no scheme) silently meant "any https site".
  it("a list with no usable entry allows no payment page at all; unusable entries are named", () => {
    for (const list of ["pay.example", "javascript:alert(1) http://pay.example", "ftp://pay.example"]) {
      expect(originsOf(list)).toEqual([]);
      expect(paymentPageUrl("https://pay.provider.example/checkout", originsOf(list), PRODUCTION_PAGE)).toBeNull();
    }
    expect(unusableOrigins("pay.example https://ok.example")).toEqual(["pay.example"]);
    expect(originsOf("pay.example https://ok.example")).toEqual(["https://ok.example"]);
  });

  it("with a list, only a payment page on one of its origins is followed", () => {
    expect(paymentPageUrl("https://pay.provider.example/checkout?id=1", origins, PRODUCTION_PAGE)).toBe(
      "https://pay.provider.example/checkout?id=1",
    );
    for (const elsewhere of [
      "https://pay.evil.example/checkout",
      "https://pay.provider.example.evil.example/",
      "https://gp.example/",
      "https://xn--zdravotn-poisova-ssb.example/",
      "http://pay.provider.example/",
    ])
      expect(paymentPageUrl(elsewhere, origins, PRODUCTION_PAGE), elsewhere).toBeNull();
  });

  it("without a list, any safe URL, as before", () => {
    expect(paymentPageUrl("https://pay.evil.example/checkout", null, PRODUCTION_PAGE)).toBe(
      "https://pay.evil.example/checkout",
    );
    expect(paymentPageUrl("javascript:alert(1)", null, PRODUCTION_PAGE)).toBeNull();
  });
});
