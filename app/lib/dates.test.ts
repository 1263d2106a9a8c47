import { describe, expect, it } from "vitest";
import { formatDateRange, formatIndianDate, formatLongDate } from "./dates";

describe("dates", () => {
  it("formats dates the Indian way", () => {
    expect(formatIndianDate("2023-09-21")).toBe("21/09/2023");
    expect(formatLongDate("2024-02-09")).toBe("9 Feb 2024");
  });
  it("formats a range and a single day", () => {
    expect(formatDateRange("2023-11-24", "2023-12-18")).toBe("24/11/2023 – 18/12/2023");
    expect(formatDateRange("2024-02-09", null)).toBe("09/02/2024");
    expect(formatDateRange("2024-02-09", "2024-02-09")).toBe("09/02/2024");
  });
  it("refuses text that is not a date", () => {
    expect(() => formatIndianDate("tomorrow")).toThrow();
  });
});
