/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as PAY by square prefixes its payload with. */

let table: Uint32Array | undefined;

function crcTable(): Uint32Array {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c;
    }
  }
  return table;
}

/** CRC-32 of the bytes, as an unsigned 32-bit integer. */
export function crc32(bytes: Uint8Array): number {
  const t = crcTable();
  let crc = -1;
  for (const byte of bytes) crc = (crc >>> 8) ^ (t[(crc ^ byte) & 0xff] as number);
  return (crc ^ -1) >>> 0;
}
