// CRC-32 of joined pieces without reading the pieces again (zlib's crc32_combine, split in two).
// The page cache sends each page with a fresh nonce between its cached parts, and gzip's trailer
// needs the CRC of the whole text. Reading 100–200 KB per answer for it cost more than the rest
// of the answer; instead each part's CRC and a 32-number "shift" are kept with the page, and an
// answer costs 32 steps per part.
//
// CRC-32 is linear over GF(2): crc32(B, c) = shift_len(B)(c) XOR crc32(B, 0), where shift_n is
// the effect of n zero bytes on the register, a 32×32 bit matrix (one column per input bit).
import { crc32 } from "node:zlib";

/** A 32×32 matrix over GF(2): entry n is the image of the bit 1 << n. */
export type Shift = Uint32Array;

function times(matrix: Shift, vector: number): number {
  let sum = 0;
  let v = vector >>> 0;
  for (let n = 0; v !== 0; n += 1, v >>>= 1) if (v & 1) sum ^= matrix[n] as number;
  return sum >>> 0;
}

/** a ∘ b: first b, then a. */
function compose(a: Shift, b: Shift): Shift {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) out[n] = times(a, b[n] as number);
  return out;
}

/** The shift of one zero bit: the CRC-32 polynomial's step (reflected, 0xedb88320). */
function oneBit(): Shift {
  const m = new Uint32Array(32);
  m[0] = 0xedb88320;
  for (let n = 1; n < 32; n += 1) m[n] = 1 << (n - 1);
  return m;
}

/** The shift of `bytes` zero bytes, by repeated squaring (about 20 compositions for 100 KB). */
export function shiftOf(bytes: number): Shift {
  let result: Shift | undefined;
  let power = oneBit();
  for (let bits = bytes * 8; bits > 0; bits = Math.floor(bits / 2)) {
    if (bits % 2 === 1) result = result ? compose(power, result) : power;
    if (bits > 1) power = compose(power, power);
  }
  return result ?? identity();
}

function identity(): Shift {
  const m = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) m[n] = (1 << n) >>> 0;
  return m;
}

/** A piece known ahead: its own CRC and its shift. */
export type KnownPiece = { crc: number; shift: Shift };

export function knownPiece(bytes: Uint8Array): KnownPiece {
  return { crc: crc32(bytes), shift: shiftOf(bytes.length) };
}

/** crc32(piece, crc) without reading the piece. */
export function extend(crc: number, piece: KnownPiece): number {
  return (times(piece.shift, crc) ^ piece.crc) >>> 0;
}
