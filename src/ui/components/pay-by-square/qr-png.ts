import { QR_FILE_NAME } from "../../../domain/pay-by-square";
import type { QrSymbol } from "../../../domain/qr-encoder";

/** Pixels a module in the saved image at least: sharp edges for any banking app's gallery import. */
const MIN_MODULE_PX = 8;
/** Side of the saved image at least: gallery imports scale small images down into a blur. */
const MIN_SIDE_PX = 512;

/** The QR symbol with its quiet zone as a PNG, black on white; null where no canvas can draw. */
export function qrPngBlob(symbol: QrSymbol, doc: Document = document): Promise<Blob | null> {
  const { size, quietZone } = symbol;
  const modules = size + 2 * quietZone;
  // Whole pixels a module: a module never straddles a pixel edge (no grey seams).
  const scale = Math.max(MIN_MODULE_PX, Math.ceil(MIN_SIDE_PX / modules));
  const side = modules * scale;
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
        context.fillRect((x + quietZone) * scale, (y + quietZone) * scale, scale, scale);
      }
    }
  }
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}

const pngFiles = new WeakMap<QrSymbol, Promise<File | null>>();

/** The PNG as a named file (for the share sheet), made once per symbol. */
export function qrPngFile(symbol: QrSymbol): Promise<File | null> {
  let file = pngFiles.get(symbol);
  if (!file) {
    file = qrPngBlob(symbol).then((blob) => blob && new File([blob], QR_FILE_NAME, { type: "image/png" }));
    pngFiles.set(symbol, file);
  }
  return file;
}
