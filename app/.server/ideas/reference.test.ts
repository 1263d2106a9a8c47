import { describe, expect, it } from "vitest";
import { formatReference } from "./reference";

describe("reference numbers", () => {
  it("read IDEA-<year>-<six digits>", () => {
    expect(formatReference(42, new Date("2026-11-22T10:00:00Z"))).toBe("IDEA-2026-000042");
    expect(formatReference(1_234_567, new Date("2027-01-01T00:00:00Z"))).toBe("IDEA-2027-1234567");
  });
});
