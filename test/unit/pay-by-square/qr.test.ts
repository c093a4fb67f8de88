import { decode } from "bysquare/pay";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { payBySquareOf } from "../../helpers/pay-by-square-fixture";
import { QUIET_ZONE, qrMatrix, qrPathData, type QrMatrix } from "../../../src/domain/qr";

const SCALE = 4;

/** The matrix as RGBA pixels: black modules on white, with the quiet zone, SCALE px per module. */
function toPixels(matrix: QrMatrix): { data: Uint8ClampedArray; width: number } {
  const width = (matrix.size + 2 * QUIET_ZONE) * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const dark = matrix.get(Math.floor(px / SCALE) - QUIET_ZONE, Math.floor(py / SCALE) - QUIET_ZONE);
      if (dark) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width };
}

function scan(matrix: QrMatrix): string | undefined {
  const { data, width } = toPixels(matrix);
  return jsQR(data, width, width)?.data;
}

describe("QR code of a PAY by square text", () => {
  it.each([
    ["a typical order", payBySquareOf(115075, "Poistné 01/2025")],
    ["the shortest order", payBySquareOf(1, "")],
    ["a 140-character note", payBySquareOf(9999999, "ď".repeat(140))],
  ])("%s scans back to the same text, and that text to the payment", (_name, text) => {
    const matrix = qrMatrix(text);
    expect(matrix).not.toBeNull();
    expect(scan(matrix!)).toBe(text);
    expect(decode(scan(matrix!)!).payments[0]?.bankAccounts[0]?.iban).toBe("SK3112000000198742637541");
  });

  it("stays small: a typical order fits in version 8 (49 modules) or less", () => {
    expect(qrMatrix(payBySquareOf(115075, "Poistné 01/2025"))!.size).toBeLessThanOrEqual(49);
  });

  it("refuses text that is not alphanumeric or does not fit", () => {
    expect(qrMatrix("abc")).toBeNull();
    expect(qrMatrix("")).toBeNull();
    expect(qrMatrix("A".repeat(5000))).toBeNull();
  });

  it("draws one path rectangle per horizontal run of dark modules", () => {
    const matrix: QrMatrix = { size: 3, get: (x, y) => x >= 0 && x < 3 && y === 1 && x !== 1 };
    expect(qrPathData(matrix)).toBe("M0 1h1v1h-1zM2 1h1v1h-1z");
    const full: QrMatrix = { size: 2, get: (x, y) => x >= 0 && x < 2 && y >= 0 && y < 2 };
    expect(qrPathData(full)).toBe("M0 0h2v1h-2zM0 1h2v1h-2z");
  });
});
