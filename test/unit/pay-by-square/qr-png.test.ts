import { decode } from "bysquare/pay";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { FIXTURE_IBAN, payBySquareOf } from "../../helpers/pay-by-square-fixture";
import { payBySquareSymbol, type QrSymbol } from "../../../src/domain/qr-encoder";
import { qrPngBlob } from "../../../src/ui/components/pay-by-square/qr-png";

/**
 * A 2D canvas reduced to what qrPngBlob may use (fillStyle, fillRect), painting real RGBA
 * pixels: the image the browser would encode, read back exactly as drawn.
 */
function rasterCanvas() {
  const canvas = {
    width: 0,
    height: 0,
    pixels: new Uint8ClampedArray(0),
    getContext(kind: string) {
      if (kind !== "2d") return null;
      canvas.pixels = new Uint8ClampedArray(canvas.width * canvas.height * 4);
      const context = {
        fillStyle: "",
        fillRect(x: number, y: number, w: number, h: number) {
          const value = context.fillStyle === "#fff" ? 255 : context.fillStyle === "#000" ? 0 : NaN;
          if (Number.isNaN(value)) throw new Error(`unexpected fill ${context.fillStyle}`);
          expect([x, y, w, h].every(Number.isInteger)).toBe(true);
          for (let row = Math.max(0, y); row < Math.min(canvas.height, y + h); row++) {
            for (let col = Math.max(0, x); col < Math.min(canvas.width, x + w); col++) {
              canvas.pixels.set([value, value, value, 255], (row * canvas.width + col) * 4);
            }
          }
        },
      };
      return context;
    },
    toBlob(callback: (blob: Blob | null) => void, type: string) {
      callback(new Blob([canvas.pixels.slice()], { type }));
    },
  };
  return canvas;
}

async function drawPng(symbol: QrSymbol) {
  const canvas = rasterCanvas();
  const doc = { createElement: () => canvas } as unknown as Document;
  const blob = await qrPngBlob(symbol, doc);
  return { blob, width: canvas.width, height: canvas.height, pixels: canvas.pixels };
}

/** Rows (or columns) of pure white from each edge before the first dark pixel. */
function whiteMargins(pixels: Uint8ClampedArray, side: number) {
  const dark = (x: number, y: number) => pixels[(y * side + x) * 4]! < 128;
  const firstDark = (line: (i: number, j: number) => boolean) => {
    for (let i = 0; i < side; i++) for (let j = 0; j < side; j++) if (line(i, j)) return i;
    return side;
  };
  return {
    top: firstDark((i, j) => dark(j, i)),
    bottom: firstDark((i, j) => dark(j, side - 1 - i)),
    left: firstDark((i, j) => dark(i, j)),
    right: firstDark((i, j) => dark(side - 1 - i, j)),
  };
}

describe("the saved QR code image (PNG)", () => {
  it.each([
    ["the shortest order", payBySquareOf(1, "")],
    ["a typical order", payBySquareOf(115075, "Poistné 01/2025")],
    ["a 140-character note", payBySquareOf(9999999, "ď".repeat(140))],
  ])(
    "%s: scans back to the same payment, with a 4-module quiet zone, at 8+ px a module and 500+ px",
    async (_, text) => {
      const symbol = payBySquareSymbol(text)!;
      const { blob, width, height, pixels } = await drawPng(symbol);
      expect(blob?.type).toBe("image/png");
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(500);
      const modules = symbol.size + 2 * symbol.quietZone;
      const pxPerModule = width / modules;
      expect(Number.isInteger(pxPerModule)).toBe(true);
      expect(pxPerModule).toBeGreaterThanOrEqual(8);
      // Every pixel is pure black or pure white: no grey seams a gallery import could misread.
      expect(pixels.every((value, i) => (i % 4 === 3 ? value === 255 : value === 0 || value === 255))).toBe(true);
      for (const margin of Object.values(whiteMargins(pixels, width))) {
        expect(margin).toBeGreaterThanOrEqual(4 * pxPerModule);
      }
      const scanned = jsQR(pixels, width, height)?.data;
      expect(scanned).toBe(text);
      expect(decode(scanned!).payments[0]?.bankAccounts[0]?.iban).toBe(FIXTURE_IBAN);
    },
  );

  it("is null where the browser gives no 2D canvas (no broken file)", async () => {
    const doc = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
    expect(await qrPngBlob(payBySquareSymbol(payBySquareOf(1, ""))!, doc)).toBeNull();
  });
});
