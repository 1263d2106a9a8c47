import { describe, expect, it } from "vitest";
import { checkDimensions, formatBytes, sniffJpeg, sniffPicture, tooLargeMessage } from "./rules";

describe("JPEG sniffing", () => {
  it("recognises the SOI marker followed by a marker", () => {
    expect(sniffJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(true);
    expect(sniffJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34]))).toBe(true);
  });
  it("refuses text, PNG, empty and too-short input", () => {
    expect(sniffJpeg(Buffer.from("hello, I am a .jpg"))).toBe(false);
    expect(sniffJpeg(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      false,
    );
    expect(sniffJpeg(new Uint8Array())).toBe(false);
    expect(sniffJpeg(Uint8Array.from([0xff, 0xd8, 0xff]))).toBe(false);
  });
});

describe("dimension rules", () => {
  it("accepts ordinary photos", () => {
    expect(checkDimensions(4032, 3024)).toBeUndefined();
    expect(checkDimensions(16, 16)).toBeUndefined();
    expect(checkDimensions(12000, 5000)).toBeUndefined();
  });
  it("refuses tiny, huge, degenerate and strip-shaped images", () => {
    expect(checkDimensions(0, 100)).toMatch(/no readable dimensions/);
    expect(checkDimensions(15, 400)).toMatch(/too small/);
    expect(checkDimensions(12001, 100)).toMatch(/too large/);
    expect(checkDimensions(9000, 9000)).toMatch(/too large/);
    expect(checkDimensions(4200, 200)).toMatch(/too narrow/);
  });
});

describe("size messages", () => {
  it("says the limit as people write it", () => {
    expect(formatBytes(15 * 1024 * 1024)).toBe("15 MB");
    expect(formatBytes(1536 * 1024)).toBe("1.5 MB");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(tooLargeMessage(15 * 1024 * 1024)).toBe("the file is larger than 15 MB.");
  });
});

describe("sniffPicture", () => {
  it("knows JPEG, PNG and WebP by their first bytes, and nothing else", () => {
    expect(sniffPicture(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpeg");
    expect(sniffPicture(Buffer.from("\x89PNG\r\n\x1a\n", "latin1"))).toBe("png");
    expect(sniffPicture(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))).toBe("webp");
    expect(sniffPicture(Buffer.from("GIF89a......", "latin1"))).toBeUndefined();
    expect(sniffPicture(Buffer.from("<svg xmlns=", "latin1"))).toBeUndefined();
    expect(sniffPicture(new Uint8Array())).toBeUndefined();
  });
});
