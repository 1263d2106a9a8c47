import { describe, expect, it } from "vitest";
import { isoDate, rowIdOf, textField, withoutNul } from "./fields";

describe("textField", () => {
  it("drops NUL characters (PostgreSQL cannot store them) and trims", () => {
    expect(withoutNul("a\u0000b")).toBe("ab");
    expect(textField().parse("  Ad\u0000a \u0000")).toBe("Ada");
    expect(textField().min(1, "blank").safeParse("\u0000 ").success).toBe(false);
  });
});

describe("isoDate", () => {
  it("accepts days that exist and refuses the rest with a message, never an exception", () => {
    expect(isoDate().safeParse("2028-02-29").success).toBe(true);
    for (const bad of ["2026-02-31", "soon", "2026-13-01", "", "2026-1-1"]) {
      const parsed = isoDate().safeParse(bad);
      expect(parsed.success, bad).toBe(false);
    }
  });
});

describe("rowIdOf", () => {
  it("takes a positive whole number that fits PostgreSQL's integer, else null", () => {
    expect(rowIdOf("42")).toBe(42);
    for (const bad of ["0", "-1", "1e0", "0x1", "1.0", "2147483648", "", "abc", undefined])
      expect(rowIdOf(bad), String(bad)).toBeNull();
  });
});
