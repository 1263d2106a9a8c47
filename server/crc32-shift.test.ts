import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { extend, knownPiece } from "./crc32-shift.ts";

describe("CRC-32 of joined pieces from each piece's own CRC", () => {
  it("equals the CRC of the whole, for pieces of every size", () => {
    for (const size of [0, 1, 2, 3, 7, 8, 100, 4096, 65_537, 180_001]) {
      const first = randomBytes(37);
      const piece = randomBytes(size);
      const whole = crc32(Buffer.concat([first, piece]));
      expect(extend(crc32(first), knownPiece(piece)), `size ${size}`).toBe(whole);
    }
  });

  it("chains: nonce, part, nonce, part, as the page cache joins them", () => {
    const parts = [randomBytes(5000), randomBytes(12_000), randomBytes(300)];
    const nonce = Buffer.from("bm9uY2Utb2YtdGhpcy1yZXE=");
    const known = parts.map(knownPiece);
    let crc = known[0]?.crc ?? 0;
    for (const piece of known.slice(1)) crc = extend(crc32(nonce, crc), piece);
    const whole = Buffer.concat([parts[0], nonce, parts[1], nonce, parts[2]] as Buffer[]);
    expect(crc).toBe(crc32(whole));
  });
});
