import type { QrSymbol } from "../../../domain/qr-encoder";

/** Pixels a module in the saved image: large enough for any banking app's gallery import. */
const PNG_SCALE = 8;
export const QR_FILE_NAME = "platba-qr.png";

/** The QR symbol with its quiet zone as a PNG, black on white; null where no canvas can draw. */
export function qrPngBlob(symbol: QrSymbol, doc: Document = document): Promise<Blob | null> {
  const { size, quietZone } = symbol;
  const side = (size + 2 * quietZone) * PNG_SCALE;
  const canvas = doc.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.fillStyle = "#fff";
  context.fillRect(0, 0, side, side);
  context.fillStyle = "#000";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (symbol.isDark(x, y)) {
        context.fillRect((x + quietZone) * PNG_SCALE, (y + quietZone) * PNG_SCALE, PNG_SCALE, PNG_SCALE);
      }
    }
  }
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

/** Saves a file through a blob: URL (no data: URL, no inline image: fine under a strict CSP). */
export function saveFile(blob: Blob, fileName: string, host: Element): void {
  const url = URL.createObjectURL(blob);
  const link = host.ownerDocument.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
