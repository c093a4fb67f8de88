import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isRoutableReference,
  isValidReference,
  MAX_REFERENCE_LENGTH,
  normalizeBasePath,
  parseQuery,
  parseRoute,
  routePath,
  TOTAL_DEBT_SEGMENT,
  type Route,
} from "../../../src/domain/routes";

const home = (reference: string): Route => ({ view: "home", reference });
const total = (reference: string): Route => ({ view: "totalDebt", reference });
const notFound: Route = { view: "notFound", reference: null };

describe("normalizeBasePath", () => {
  it.each([
    ["", "/"],
    ["/", "/"],
    ["dlh", "/dlh/"],
    ["/dlh", "/dlh/"],
    ["dlh/", "/dlh/"],
    ["/dlh/", "/dlh/"],
    ["//a//b//", "/a/b/"],
    [" /sk/dlh ", "/sk/dlh/"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });
});

describe("parseRoute", () => {
  it("uses the spec's segment name", () => {
    expect(TOTAL_DEBT_SEGMENT).toBe("celkovy-dlh");
  });

  it.each<[string, string, Route]>([
    ["/", "/", notFound],
    ["", "/", notFound],
    ["/ABC123", "/", home("ABC123")],
    ["/ABC123/", "/", home("ABC123")],
    ["/ABC123/celkovy-dlh", "/", total("ABC123")],
    ["/ABC123/celkovy-dlh/", "/", total("ABC123")],
    ["/ABC123/celkovy-dlh/x", "/", notFound],
    ["/ABC123/other", "/", notFound],
    ["/ABC123/Celkovy-dlh", "/", notFound],
    ["/ABC123//", "/", notFound],
    ["//ABC123", "/", notFound],
    ["/celkovy-dlh", "/", home("celkovy-dlh")],
    ["/a.b_c~d-e", "/", home("a.b_c~d-e")],
    ["/%C5%BDiados%C5%A5", "/", home("Žiadosť")],
    ["/a%3Fb%23c", "/", home("a?b#c")],
    ["/%E0%A4%A", "/", notFound],
    ["/%", "/", notFound],
    ["/a%2Fb", "/", notFound],
    ["/a%5Cb", "/", notFound],
    ["/a%20b", "/", notFound],
    ["/a%09b", "/", notFound],
    ["/a%00b", "/", notFound],
    ["/a%C2%85b", "/", notFound],
    ["/%2E", "/", notFound],
    ["/%2E%2E", "/", notFound],
    ["/%ED%A0%80", "/", notFound],
    [`/${"x".repeat(MAX_REFERENCE_LENGTH)}`, "/", home("x".repeat(MAX_REFERENCE_LENGTH))],
    [`/${"x".repeat(MAX_REFERENCE_LENGTH + 1)}`, "/", notFound],
    ["/dlh/ABC123", "/dlh/", home("ABC123")],
    ["/dlh/ABC123", "dlh", home("ABC123")],
    ["/dlh/ABC123/celkovy-dlh", "/dlh", total("ABC123")],
    ["/dlh/", "/dlh/", notFound],
    ["/dlh", "/dlh/", notFound],
    ["/ABC123", "/dlh/", notFound],
    ["/dlhx/ABC123", "/dlh/", notFound],
    ["/DLH/ABC123", "/dlh/", notFound],
    ["relative", "/", notFound],
    // The host page's own file is never a reference (an element without one would send it).
    ["/portal.html", "/", notFound],
    ["/index.php", "/", notFound],
    ["/dlh/page.htm/", "/dlh/", notFound],
    ["/portal.html/celkovy-dlh", "/", notFound],
    ["/2024.1", "/", home("2024.1")],
  ])("parseRoute(%j, %j)", (pathname, basePath, route) => {
    expect(parseRoute(pathname, basePath)).toEqual(route);
  });
});

describe("routePath", () => {
  it.each<[string, { view: "home" | "totalDebt"; reference: string }, string]>([
    ["/", { view: "home", reference: "ABC123" }, "/ABC123"],
    ["/", { view: "totalDebt", reference: "ABC123" }, "/ABC123/celkovy-dlh"],
    ["dlh", { view: "home", reference: "ABC123" }, "/dlh/ABC123"],
    ["/dlh/", { view: "totalDebt", reference: "a b?#" }, "/dlh/a%20b%3F%23/celkovy-dlh"],
    ["/", { view: "home", reference: "Žiadosť" }, "/%C5%BDiados%C5%A5"],
    ["/", { view: "home", reference: "a/b" }, "/a%2Fb"],
    ["/", { view: "home", reference: "x\uD800" }, "/x%EF%BF%BD"],
  ])("routePath(%j, %j) is %j", (basePath, route, expected) => {
    expect(routePath(basePath, route)).toBe(expected);
  });
});

describe("isValidReference", () => {
  it.each([
    ["ABC123", true],
    ["a", true],
    ["Žiadosť-1.2_3~", true],
    ["😀", true],
    ["x".repeat(MAX_REFERENCE_LENGTH), true],
    ["", false],
    ["x".repeat(MAX_REFERENCE_LENGTH + 1), false],
    [".", false],
    ["..", false],
    ["a/b", false],
    ["a\\b", false],
    ["a b", false],
    ["a\u00A0b", false],
    ["a\nb", false],
    ["a\u0000b", false],
    ["a\u007Fb", false],
    ["a\u0085b", false],
    ["\uD800", false],
    ["\uDC00x", false],
  ])("%j -> %s", (reference, valid) => {
    expect(isValidReference(reference)).toBe(valid);
  });
});

describe("route round trip", () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
  const basePath = fc.array(segment, { maxLength: 3 }).map((parts) => parts.join("/"));
  const reference = fc
    .oneof(
      fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
      fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
    )
    .filter(isRoutableReference);

  it("parseRoute inverts routePath for every valid reference", () => {
    fc.assert(
      fc.property(basePath, reference, fc.constantFrom("home" as const, "totalDebt" as const), (base, ref, view) => {
        const path = routePath(base, { view, reference: ref });
        expect(parseRoute(path, base)).toEqual({ view, reference: ref });
        expect(parseRoute(`${path}/`, base)).toEqual({ view, reference: ref });
        // What a browser would put in location.pathname stays the same.
        expect(new URL(path, "https://host.example").pathname).toBe(path);
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws and only ever yields valid references", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.string({ unit: "binary" })), basePath, (pathname, base) => {
        const route = parseRoute(pathname, base);
        if (route.view === "notFound") expect(route.reference).toBeNull();
        else expect(isValidReference(route.reference ?? "")).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("parseQuery", () => {
  it.each([
    ["", { mobile: false, pay: false }],
    ["?", { mobile: false, pay: false }],
    ["?m=1", { mobile: true, pay: false }],
    ["m=1", { mobile: true, pay: false }],
    ["?m=0", { mobile: false, pay: false }],
    ["?m=true", { mobile: false, pay: false }],
    ["?m=", { mobile: false, pay: false }],
    ["?m=11", { mobile: false, pay: false }],
    ["?M=1", { mobile: false, pay: false }],
    ["?m=1&m=0", { mobile: true, pay: false }],
    ["?pay", { mobile: false, pay: true }],
    ["?pay=", { mobile: false, pay: true }],
    ["?pay=0", { mobile: false, pay: true }],
    ["?pay=false&m=1", { mobile: true, pay: true }],
    ["?payment=1", { mobile: false, pay: false }],
    ["?x=%E0%A4%A&pay", { mobile: false, pay: true }],
  ])("%j -> %j", (search, flags) => {
    expect(parseQuery(search)).toEqual(flags);
  });
});
