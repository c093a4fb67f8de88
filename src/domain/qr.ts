/** The QR symbol for a PAY by square text, as a module matrix and as SVG path data. Pure: no DOM. */
import { correction, generate, mode } from "lean-qr";

/** Modules of light margin around the symbol, as ISO/IEC 18004 requires. */
export const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** True for a dark module; false outside the symbol. */
  get(x: number, y: number): boolean;
}

/**
 * Encodes base32hex text (PAY by square uses only 0-9 and A-V) in alphanumeric mode, which
 * packs 2 characters in 11 bits: a smaller symbol than byte mode, with no ECI header.
 * Error correction is at least M; the encoder raises it when that costs no extra size.
 * Returns null when the text does not fit in a QR code or is not alphanumeric.
 */
export function qrMatrix(text: string): QrMatrix | null {
  if (!/^[0-9A-Z $%*+\-./:]+$/.test(text)) return null;
  try {
    return generate(mode.alphaNumeric(text), { minCorrectionLevel: correction.M });
  } catch {
    return null;
  }
}

/** SVG path data for the dark modules, one rectangle per horizontal run, in module units. */
export function qrPathData(matrix: QrMatrix): string {
  let path = "";
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.get(x, y)) continue;
      let run = 1;
      while (matrix.get(x + run, y)) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return path;
}
