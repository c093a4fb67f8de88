/**
 * The heavy half of PAY by square: the payload encoder (CRC-32, the LZMA coder) and the QR
 * symbol (lean-qr). A debtor needs it only once the QR code is shown, so both builds load it
 * from a file of its own (dist/debt-notice.qr.js) through load-qr-encoder.ts. Pure: no DOM.
 */
import { encodePayBySquare, type PaymentOrder } from "./pay-by-square";
import { QUIET_ZONE, qrMatrix, qrPathData } from "./qr";

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Modules of light margin to leave around the symbol. */
  quietZone: number;
  /** SVG path data of the dark modules, in module units. */
  path: string;
  /** True for a dark module; false outside the symbol. */
  isDark(x: number, y: number): boolean;
}

/**
 * The QR symbol of a ready-made PAY by square text, or of a validated payment order.
 * Null when the text is not a QR alphanumeric text or does not fit in a QR code.
 */
export function payBySquareSymbol(source: string | PaymentOrder): QrSymbol | null {
  const matrix = qrMatrix(typeof source === "string" ? source : encodePayBySquare(source));
  if (!matrix) return null;
  return { size: matrix.size, quietZone: QUIET_ZONE, path: qrPathData(matrix), isDark: (x, y) => matrix.get(x, y) };
}
