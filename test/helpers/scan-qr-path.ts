import jsQR from "jsqr";

/**
 * Reads a drawn QR code back like a camera would: the `<svg>`'s viewBox and path (one
 * `M{x} {y}h{run}v1h-{run}z` per run of dark modules) -> pixels, 4 px a module -> jsQR.
 * The text it holds, or undefined when nothing scans.
 */
export function scanQrPath(viewBox: string, path: string): string | undefined {
  const [offset = 0, , side = 0] = viewBox.split(" ").map(Number);
  const scale = 4;
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let module = 0; module < Number(run); module++) {
      const left = (Number(x) + module - offset) * scale;
      const top = (Number(y) - offset) * scale;
      for (let py = top; py < top + scale; py++) data.fill(0, (py * width + left) * 4, (py * width + left + scale) * 4);
    }
  }
  // Opaque black: restore alpha where fill(0) cleared it.
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return jsQR(data, width, width)?.data;
}
