import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it.each([
    '=HYPERLINK("http://evil.example","x")',
    "+91 98765 43210",
    "-2+3",
    "@SUM(A1:A2)",
    "\tcmd",
    "\r=1",
    "  =1+1",
  ])("defuses a formula: %j", (text) => {
    expect(csvCell(text).startsWith(`"'`)).toBe(true);
  });

  it("leaves ordinary text alone, Hindi included", () => {
    expect(csvCell("सौर ऊर्जा से ठंडा भंडारण")).toBe('"सौर ऊर्जा से ठंडा भंडारण"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes a byte-order mark and CRLF lines", () => {
    expect(toCsv(["a", "b"], [[1, "=x"]])).toBe('\uFEFF"a","b"\r\n"1","\'=x"\r\n');
  });
});
