/**
 * A minimal LZMA1 ("LZMA alone") encoder that codes every byte as a literal.
 *
 * PAY by square compresses its payload with raw LZMA1 (lc=3, lp=0, pb=2, dictionary 2^17,
 * no 13-byte header, uncompressed size carried by the standard's own header). A stream made
 * only of literals is a valid LZMA stream that every decoder reads; on a payload of a hundred
 * or so bytes of mostly unique text the match finder of a full encoder gains only a few bytes,
 * while it costs about 14 KB gzip of code. This is the range coder plus the adaptive literal
 * model and nothing else: no matches, no end marker (the decoder knows the size).
 */

const PROB_INIT = 1024; // 2^11 / 2: probability 0.5
const MOVE_BITS = 5;
const TOP = 0x1000000; // 2^24
const TWO_32 = 0x100000000;
const LC = 3;
const PB = 2;

/** The LZMA properties byte for lc=3, lp=0, pb=2: (pb * 5 + lp) * 9 + lc. */
export const LZMA_PROPERTIES = (PB * 5 + 0) * 9 + LC; // 0x5d

/** LZMA1 raw stream (no header) of `input`, every byte coded as a literal. */
export function lzmaLiteralCompress(input: Uint8Array): Uint8Array {
  const out: number[] = [];
  // Range encoder state. `low` needs 33 bits: a double holds it exactly.
  let low = 0;
  let range = 0xffffffff;
  let cache = 0;
  let cacheSize = 1;

  const shiftLow = () => {
    if (low < 0xff000000 || low >= TWO_32) {
      const carry = low >= TWO_32 ? 1 : 0;
      let temp = cache;
      do {
        out.push((temp + carry) & 0xff);
        temp = 0xff;
      } while (--cacheSize !== 0);
      cache = Math.floor(low / TOP) & 0xff; // bits 24..31 of the low 32 bits
    }
    cacheSize++;
    low = (low % TOP) * 256; // (uint32)low << 8, truncated to 32 bits
  };

  const encodeBit = (probs: Uint16Array, index: number, bit: number) => {
    const p = probs[index] as number;
    const bound = (range >>> 11) * p;
    if (bit) {
      low += bound;
      range = (range - bound) >>> 0;
      probs[index] = p - (p >>> MOVE_BITS);
    } else {
      range = bound;
      probs[index] = p + ((2048 - p) >>> MOVE_BITS);
    }
    while (range < TOP) {
      range = (range * 256) >>> 0;
      shiftLow();
    }
  };

  // With only literals the state machine never leaves state 0: isMatch[0][posState].
  const isMatch = new Uint16Array(1 << PB).fill(PROB_INIT);
  const literal = new Uint16Array(0x300 << LC).fill(PROB_INIT);
  let previous = 0;
  input.forEach((byte, position) => {
    encodeBit(isMatch, position & ((1 << PB) - 1), 0);
    const base = 0x300 * (previous >> (8 - LC));
    let symbol = 1;
    for (let i = 7; i >= 0; i--) {
      const bit = (byte >> i) & 1;
      encodeBit(literal, base + symbol, bit);
      symbol = (symbol << 1) | bit;
    }
    previous = byte;
  });
  for (let i = 0; i < 5; i++) shiftLow();
  return Uint8Array.from(out);
}
