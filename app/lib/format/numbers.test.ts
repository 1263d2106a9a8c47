import { describe, expect, it } from "vitest";
import { formatIndianNumber } from "./numbers";

describe("formatIndianNumber", () => {
  it("groups in lakhs and crores", () => {
    expect(formatIndianNumber(0)).toBe("0");
    expect(formatIndianNumber(999)).toBe("999");
    expect(formatIndianNumber(1000)).toBe("1,000");
    expect(formatIndianNumber(100000)).toBe("1,00,000");
    expect(formatIndianNumber(1000000)).toBe("10,00,000");
    expect(formatIndianNumber(123456789)).toBe("12,34,56,789");
  });
  it("keeps signs and fractions", () => {
    expect(formatIndianNumber(-12000)).toBe("-12,000");
    expect(formatIndianNumber(1234.5)).toBe("1,234.5");
  });
  it("matches Intl's en-IN grouping", () => {
    for (const n of [7, 12345, 987654, 50000000])
      expect(formatIndianNumber(n)).toBe(n.toLocaleString("en-IN"));
  });
});
