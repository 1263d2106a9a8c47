import { describe, expect, it } from "vitest";
import { defaultOgKey, ogImagePath, parseFocus, parseOgFile } from "./og-image";

describe("link preview addresses", () => {
  it("reads a focal point and rounds it to tens, centre when unreadable", () => {
    expect(parseFocus("33% 71%")).toEqual([30, 70]);
    expect(parseFocus("100% 0%")).toEqual([100, 0]);
    expect(parseFocus("left top")).toEqual([50, 50]);
    expect(parseFocus(undefined)).toEqual([50, 50]);
  });

  it("serves only rounded focal points within 0–100", () => {
    expect(parseOgFile("og-30-70.jpg")).toEqual({ x: 30, y: 70 });
    expect(parseOgFile("og-100-0.jpg")).toEqual({ x: 100, y: 0 });
    for (const bad of ["og-33-70.jpg", "og-110-50.jpg", "og.jpg", "og-50-50.png", "960.jpg"])
      expect(parseOgFile(bad), bad).toBeUndefined();
    expect(parseOgFile(ogImagePath({ id: "x", focus: "42% 58%" }).split("/")[3])).toEqual({
      x: 40,
      y: 60,
    });
  });

  it("keys the default preview on every text it shows", () => {
    const text = {
      centreName: "Sankalp Incubation Centre",
      centreNameHi: null,
      instituteName: "Ganga Institute of Technology",
      publicUrl: "https://incubation.example.edu",
    };
    const key = defaultOgKey(text);
    expect(key).toMatch(/^[0-9a-z]{7}$/);
    expect(defaultOgKey({ ...text })).toBe(key);
    expect(defaultOgKey({ ...text, centreNameHi: "संकल्प" })).not.toBe(key);
    expect(defaultOgKey({ ...text, instituteName: "Other" })).not.toBe(key);
    expect(defaultOgKey({ ...text, publicUrl: "https://other.example" })).not.toBe(key);
  });
});
