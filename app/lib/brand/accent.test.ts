import { describe, expect, it } from "vitest";
import {
  AA,
  accentProblem,
  accentShades,
  accentStyle,
  BUTTON_TEXT,
  contrast,
  DARK_SECTION,
  DEFAULT_ACCENT,
  normaliseHex,
  WHITE,
} from "./accent";

describe("contrast", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrast("#000000", WHITE)).toBeCloseTo(21, 5);
    expect(contrast("#f59e0b", "#f59e0b")).toBe(1);
  });

  it("matches known reference pairs", () => {
    // The lightest grey that passes AA on white: #767676, 4.54:1.
    expect(contrast("#767676", WHITE)).toBeCloseTo(4.54, 2);
  });
});

describe("the accent colour's rule", () => {
  it("accepts the design's saffron and lighter or brighter colours", () => {
    for (const ok of [DEFAULT_ACCENT, "#ffd400", "#2ec4b6", "#ff0000", "#F59E0B"])
      expect(accentProblem(ok), ok).toBeUndefined();
  });

  it("refuses a colour the buttons' dark text cannot be read on, naming the ratio", () => {
    const message = accentProblem("#1e3a75");
    expect(message).toMatch(/#1e3a75 is too dark/);
    expect(message).toMatch(/contrast of 1\.\d\d:1/);
    expect(message).toMatch(/at least 4\.5:1/);
    expect(accentProblem("#800000")).toMatch(/contrast of \d\.\d\d:1/);
  });

  it("never rounds a failing ratio up to 4.5:1", () => {
    // A grey whose ratio with the button text is just under 4.5.
    let grey = 0;
    for (let v = 0; v < 256; v++) {
      const hex = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
      if (contrast(BUTTON_TEXT, hex) >= AA) break;
      grey = v;
    }
    const hex = `#${grey.toString(16).padStart(2, "0").repeat(3)}`;
    expect(accentProblem(hex)).toMatch(/contrast of 4\.4\d:1/);
  });

  it("refuses what is not #rrggbb", () => {
    for (const bad of ["f59e0b", "#fff", "orange", "#f59e0g", ""])
      expect(accentProblem(bad)).toMatch(/six hexadecimal digits/);
    expect(normaliseHex(" #ABCDEF ")).toBe("#abcdef");
  });
});

describe("the accent's shades", () => {
  it("are the design's own for its saffron (a fresh site looks as before)", () => {
    expect(accentShades(DEFAULT_ACCENT)).toEqual({
      s500: "#f59e0b",
      s400: "#fbb13c",
      s100: "#fff1d6",
      s700: "#a34a04",
    });
    expect(accentStyle(DEFAULT_ACCENT)).toBeUndefined();
  });

  it("keep every pair the site draws readable for any accepted colour", () => {
    for (const accent of ["#ffd400", "#2ec4b6", "#ff0000", "#e4e4e4", "#ff66cc", "#7fdb00"]) {
      expect(accentProblem(accent)).toBeUndefined();
      const s = accentShades(accent);
      expect(s.s500).toBe(accent);
      expect(contrast(s.s700, WHITE), `${accent} -700 on white`).toBeGreaterThanOrEqual(AA);
      expect(contrast(BUTTON_TEXT, s.s500)).toBeGreaterThanOrEqual(AA);
      expect(contrast(BUTTON_TEXT, s.s400), `${accent} hover`).toBeGreaterThanOrEqual(AA);
      expect(contrast(s.s400, DARK_SECTION)).toBeGreaterThanOrEqual(AA);
      // Lighter, lightest, darker: in that order of luminance.
      expect(contrast(s.s100, "#000000")).toBeGreaterThan(contrast(s.s400, "#000000"));
      expect(contrast(s.s400, "#000000")).toBeGreaterThanOrEqual(contrast(s.s500, "#000000"));
      expect(contrast(s.s700, "#000000")).toBeLessThan(contrast(s.s500, "#000000"));
    }
  });

  it("go into the stylesheet's custom properties", () => {
    expect(accentStyle("#2ec4b6")).toMatch(
      /^:root\{--saffron-500:#2ec4b6;--saffron-400:#[0-9a-f]{6};--saffron-100:#[0-9a-f]{6};--saffron-700:#[0-9a-f]{6}\}$/,
    );
  });
});
