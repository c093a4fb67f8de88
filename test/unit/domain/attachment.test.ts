import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attachmentTypeOf,
  bytesToBase64,
  checkAttachment,
  displayFileName,
  MAX_ATTACHMENT_BYTES,
  mimeTypeOf,
  SNIFF_BYTES,
  sniffAttachmentKind,
  toDataUrl,
  type AttachmentKind,
} from "../../../src/domain/attachment";

/** Bytes from numbers and latin-1 strings, e.g. bytes(0x89, "PNG"). */
function bytes(...parts: (number | string)[]): Uint8Array {
  const out: number[] = [];
  for (const part of parts) {
    if (typeof part === "number") out.push(part);
    else for (const char of part) out.push(char.charCodeAt(0));
  }
  return Uint8Array.from(out);
}

const u32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** An ISO BMFF ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[] = []): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return bytes(...u32(size), "ftyp", major, 0, 0, 0, 0, ...compatible, ...u32(0x100), "meta");
}

const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IHDR");
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF", 0);
const GIF87 = bytes("GIF87a", 1, 0, 1, 0);
const GIF89 = bytes("GIF89a", 1, 0, 1, 0);
const WEBP = bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ");
const PDF = bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");

const KINDS: AttachmentKind[] = ["png", "jpeg", "gif", "webp", "heic", "pdf"];

describe("sniffAttachmentKind", () => {
  it.each<[string, Uint8Array, AttachmentKind]>([
    ["PNG", PNG, "png"],
    ["JPEG (JFIF)", JPEG, "jpeg"],
    ["JPEG (Exif)", bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0, "Exif"), "jpeg"],
    ["GIF87a", GIF87, "gif"],
    ["GIF89a", GIF89, "gif"],
    ["WebP", WEBP, "webp"],
    ["HEIC (major heic)", ftyp("heic", ["mif1", "heic"]), "heic"],
    ["HEIC (major heix)", ftyp("heix"), "heic"],
    ["HEIC (major hevc)", ftyp("hevc"), "heic"],
    ["HEIC (major hevx)", ftyp("hevx"), "heic"],
    ["HEIC (major heim)", ftyp("heim"), "heic"],
    ["HEIC (major heis)", ftyp("heis"), "heic"],
    ["HEIF (major mif1)", ftyp("mif1", ["mif1"]), "heic"],
    ["HEIF (major msf1)", ftyp("msf1"), "heic"],
    ["HEIF (mif1 with compatible heic)", ftyp("mif1", ["mif1", "heic"]), "heic"],
    ["PDF", PDF, "pdf"],
    ["PDF after a UTF-8 BOM", bytes(0xef, 0xbb, 0xbf, "%PDF-1.4"), "pdf"],
    ["PDF after whitespace", bytes("\r\n \t%PDF-1.4"), "pdf"],
  ])("recognises %s", (_label, head, kind) => {
    expect(sniffAttachmentKind(head)).toBe(kind);
  });

  it.each<[string, Uint8Array]>([
    ["empty", new Uint8Array(0)],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["SVG with XML prolog", bytes('<?xml version="1.0"?><svg>')],
    ["HTML", bytes("<!DOCTYPE html><html><script>alert(1)</script>")],
    ["plain text", bytes("hello world, this is a text file")],
    ["ZIP", bytes("PK", 3, 4, 20, 0, 0, 0)],
    ["EXE", bytes("MZ", 0x90, 0, 3, 0, 0, 0)],
    ["ELF", bytes(0x7f, "ELF", 2, 1, 1)],
    ["truncated PNG signature", PNG.subarray(0, 7)],
    ["PNG signature off by one byte", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0b)],
    ["JPEG start without third byte", bytes(0xff, 0xd8)],
    ["GIF88a", bytes("GIF88a")],
    ["RIFF WAVE", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt ")],
    ["AVIF", ftyp("avif", ["avif", "mif1", "miaf"])],
    ["mif1 that is really AVIF", ftyp("mif1", ["mif1", "avif"])],
    ["MP4", ftyp("isom", ["isom", "iso2", "mp41"])],
    ["QuickTime", ftyp("qt  ")],
    ["ftyp too short for a brand", bytes(0, 0, 0, 16, "ftyp", "he")],
    ["%PDF without dash", bytes("%PDF1.4")],
    ["PDF marker later in text", bytes("hello %PDF-1.4")],
    ["PDF marker after a non-whitespace byte", bytes(0, "%PDF-1.4")],
  ])("rejects %s", (_label, head) => {
    expect(sniffAttachmentKind(head)).toBeNull();
  });

  it("ignores compatible brands beyond the ftyp box", () => {
    // The box says 16 bytes (no compatible brands); "heic" follows in the next box.
    const head = bytes(...u32(16), "ftyp", "isom", 0, 0, 0, 0, ...u32(12), "heic");
    expect(sniffAttachmentKind(head)).toBeNull();
  });

  it("decides from the first SNIFF_BYTES bytes alone", () => {
    const heads = fc.constantFrom(PNG, JPEG, GIF89, WEBP, PDF, ftyp("heic", ["mif1", "heic"]), bytes("<svg>"));
    fc.assert(
      fc.property(heads, fc.uint8Array({ maxLength: 200 }), (head, tail) => {
        const file = new Uint8Array([...head, ...tail]);
        expect(sniffAttachmentKind(file.subarray(0, SNIFF_BYTES))).toBe(sniffAttachmentKind(file));
        expect(sniffAttachmentKind(file)).toBe(sniffAttachmentKind(head));
      }),
    );
  });

  it("never throws on random bytes, and random bytes rarely pass", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 128 }), (head) => {
        const kind = sniffAttachmentKind(head);
        expect(kind === null || KINDS.includes(kind)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("media types", () => {
  it.each<[AttachmentKind, string, string]>([
    ["png", "image/png", "png"],
    ["jpeg", "image/jpeg", "jpeg"],
    ["gif", "image/gif", "gif"],
    ["webp", "image/webp", "webp"],
    ["heic", "image/heic", "heic"],
    ["pdf", "application/pdf", "pdf"],
  ])("%s is %s, sent as %s", (kind, mime, wire) => {
    expect(mimeTypeOf(kind)).toBe(mime);
    expect(attachmentTypeOf(kind)).toBe(wire);
  });
});

describe("checkAttachment", () => {
  it("accepts a sniffable file up to and including 10 MiB", () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(checkAttachment(1, PNG)).toEqual({ ok: true, kind: "png" });
    expect(checkAttachment(MAX_ATTACHMENT_BYTES, PDF)).toEqual({ ok: true, kind: "pdf" });
  });

  it.each<[string, number, Uint8Array, "empty" | "tooLarge" | "unsupportedType"]>([
    ["zero bytes", 0, new Uint8Array(0), "empty"],
    ["zero bytes with a head", 0, PNG, "empty"],
    ["negative size", -1, PNG, "empty"],
    ["NaN size", NaN, PNG, "empty"],
    ["one byte over 10 MiB", MAX_ATTACHMENT_BYTES + 1, PNG, "tooLarge"],
    ["infinite size", Infinity, PNG, "tooLarge"],
    ["too large and unsupported", MAX_ATTACHMENT_BYTES + 1, bytes("<svg>"), "tooLarge"],
    ["SVG", 100, bytes("<svg>"), "unsupportedType"],
    ["HTML", 100, bytes("<html>"), "unsupportedType"],
  ])("rejects %s", (_label, size, head, error) => {
    expect(checkAttachment(size, head)).toEqual({ ok: false, error });
  });
});

describe("bytesToBase64 and toDataUrl", () => {
  it.each([
    [[], ""],
    [[0x66], "Zg=="],
    [[0x66, 0x6f], "Zm8="],
    [[0x66, 0x6f, 0x6f], "Zm9v"],
    [[0xff, 0xfe, 0x00, 0x80], "//4AgA=="],
  ])("%j -> %j", (input, expected) => {
    expect(bytesToBase64(Uint8Array.from(input))).toBe(expected);
  });

  it("matches Node's encoder for any bytes, including across chunk boundaries", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70000 }), (input) => {
        expect(bytesToBase64(input)).toBe(Buffer.from(input).toString("base64"));
      }),
      { numRuns: 30 },
    );
    for (const size of [0x7fff, 0x8000, 0x8001, 0x10000 + 3]) {
      const input = Uint8Array.from({ length: size }, (_, i) => (i * 31) & 0xff);
      expect(bytesToBase64(input)).toBe(Buffer.from(input).toString("base64"));
    }
  });

  // A CPU-heavy loop: under a loaded machine it outlives the default 5 s.
  it("encodes a full 10 MiB attachment", { timeout: 30_000 }, () => {
    const input = new Uint8Array(MAX_ATTACHMENT_BYTES);
    for (let i = 0; i < input.length; i += 1) input[i] = (i * 7 + (i >> 11)) & 0xff;
    expect(bytesToBase64(input)).toBe(Buffer.from(input).toString("base64"));
  });

  it("builds a data URL that decodes back to the bytes", () => {
    const url = toDataUrl("pdf", PDF);
    expect(url.startsWith("data:application/pdf;base64,")).toBe(true);
    const decoded = Buffer.from(url.slice("data:application/pdf;base64,".length), "base64");
    expect(new Uint8Array(decoded)).toEqual(PDF);
    expect(toDataUrl("png", PNG)).toBe(`data:image/png;base64,${Buffer.from(PNG).toString("base64")}`);
  });
});

describe("displayFileName", () => {
  it.each([
    ["invoice.pdf", "invoice.pdf"],
    ["  my   scan\t\n2024.pdf ", "my scan 2024.pdf"],
    ["a\u0000b\u0007c\u001b.pdf", "abc.pdf"],
    ["a\u0080b\u009f.png", "ab.png"],
    ["line\u0085break\u2028.png", "line break .png"],
    ["del\u007f.png", "del.png"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["\u200Eleft\u200Fright\u061C\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069.jpg", "leftright.jpg"],
    ["zero\u200Bwidth\uFEFF.gif", "zerowidth.gif"],
    ["", "attachment"],
    ["   ", "attachment"],
    ["\u0000\u202E\u200F", "attachment"],
    ["Žiadosť o splátkový kalendár.pdf", "Žiadosť o splátkový kalendár.pdf"],
  ])("%j -> %j", (name, expected) => {
    expect(displayFileName(name)).toBe(expected);
  });

  it("shortens long names in the middle and keeps the extension", () => {
    const name = `${"a".repeat(50)}MIDDLE${"z".repeat(50)}.pdf`;
    const shown = displayFileName(name);
    expect(Array.from(shown)).toHaveLength(60);
    expect(shown.endsWith("z.pdf")).toBe(true);
    expect(shown.startsWith("aaaa")).toBe(true);
    expect(shown).toContain("…");
    expect(shown).not.toContain("MIDDLE");
  });

  it("respects a custom maxLength, down to one character", () => {
    expect(displayFileName("abcdefghijklmnopqrstuvwxyz.jpeg", 12)).toMatch(/^a.*….*\.jpeg$/);
    expect(Array.from(displayFileName("abcdefghijklmnopqrstuvwxyz.jpeg", 12))).toHaveLength(12);
    expect(displayFileName("abcdefghij", 1)).toBe("…");
    expect(displayFileName("abcdefghij", 4)).toBe("ab…j");
    expect(displayFileName("abcdefghij", 10)).toBe("abcdefghij");
  });

  it("does not split surrogate pairs", () => {
    const shown = displayFileName(`${"😀".repeat(100)}.png`, 20);
    expect(Array.from(shown)).toHaveLength(20);
    expect(shown.endsWith(".png")).toBe(true);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("always returns a short, clean, non-empty name", () => {
    const bidi = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    const isUnsafe = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f) || bidi.includes(code);
    const nameChars = fc.constantFrom("a", "Ž", " ", "\t", ".", "\u202E", "\u0000", "\u0085", "😀", "\u2067", "x");
    const names = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 120 }),
      fc.string({ unit: nameChars, maxLength: 120 }),
    );
    fc.assert(
      fc.property(names, fc.integer({ min: 1, max: 80 }), (name, max) => {
        const shown = displayFileName(name, max);
        expect(shown.length).toBeGreaterThan(0);
        expect(Array.from(shown).length).toBeLessThanOrEqual(Math.max(max, "attachment".length));
        expect(Array.from(shown).filter((char) => isUnsafe(char.codePointAt(0) ?? 0))).toEqual([]);
        expect(shown).toBe(shown.trim());
        expect(shown).not.toMatch(/\s{2}|[\t\n\r]/);
      }),
      { numRuns: 1000 },
    );
  });
});
