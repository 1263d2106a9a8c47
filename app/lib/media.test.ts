import { describe, expect, it } from "vitest";
import {
  fallbackWidth,
  isJpgFileName,
  mediaUrl,
  parseMediaFile,
  srcSet,
  variantWidths,
} from "./media";

describe("the .jpg name rule", () => {
  it("accepts .jpg in any letter case", () => {
    for (const name of ["a.jpg", "A.JPG", "photo.Jpg", "x.y.jPg", " spaced.jpg "])
      expect(isJpgFileName(name), name).toBe(true);
  });
  it("refuses every other name, .jpeg included (the spec says .jpg)", () => {
    for (const name of ["a.png", "a.jpeg", "a.jpg.png", "jpg", "a.jpgx", "a", ""])
      expect(isJpgFileName(name), name).toBe(false);
  });
});

describe("srcset maths", () => {
  it("keeps every standard width below the original and the original itself", () => {
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1440, 1600]);
    expect(variantWidths(1440)).toEqual([320, 640, 960, 1440]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
  });
  it("writes hashed addresses with each width descriptor", () => {
    const image = { id: "abcdefghij12", width: 1000, height: 500 };
    expect(srcSet(image, "avif")).toBe(
      "/media/abcdefghij12/320.avif 320w, /media/abcdefghij12/640.avif 640w, /media/abcdefghij12/960.avif 960w, /media/abcdefghij12/1000.avif 1000w",
    );
    expect(mediaUrl("abcdefghij12", 640, "jpeg")).toBe("/media/abcdefghij12/640.jpg");
  });
  it("stops at the first width that covers maxWidth", () => {
    const image = { id: "abcdefghij12", width: 1600, height: 900 };
    expect(srcSet(image, "webp", 500)).toBe(
      "/media/abcdefghij12/320.webp 320w, /media/abcdefghij12/640.webp 640w",
    );
    expect(srcSet(image, "webp", 100)).toBe("/media/abcdefghij12/320.webp 320w");
  });
  it("picks a 640 px JPEG fallback, or the original when smaller", () => {
    expect(fallbackWidth({ id: "x", width: 1600, height: 1 })).toBe(640);
    expect(fallbackWidth({ id: "x", width: 500, height: 1 })).toBe(500);
  });
});

describe("media file names", () => {
  it("parses width and format", () => {
    expect(parseMediaFile("640.jpg")).toEqual({ width: 640, format: "jpeg" });
    expect(parseMediaFile("1440.avif")).toEqual({ width: 1440, format: "avif" });
    expect(parseMediaFile("32.webp")).toEqual({ width: 32, format: "webp" });
  });
  it("refuses anything else", () => {
    for (const f of [
      "640.png",
      "0.jpg",
      "064.jpg",
      "640.jpg/..",
      "../x",
      "640.source",
      "999999.jpg",
    ])
      expect(parseMediaFile(f), f).toBeUndefined();
  });
});
