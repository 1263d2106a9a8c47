import { describe, expect, it } from "vitest";
import { textField, withoutNul } from "./text";

describe("textField", () => {
  it("drops NUL characters (PostgreSQL cannot store them) and trims", () => {
    expect(withoutNul("a\u0000b")).toBe("ab");
    expect(textField().parse("  Ad\u0000a \u0000")).toBe("Ada");
    expect(textField().min(1, "blank").safeParse("\u0000 ").success).toBe(false);
  });
});
