import { describe, expect, it } from "vitest";
import { copyLine, parseCopyLine } from "./copy-text";

describe("COPY text lines", () => {
  it("round-trips text with tabs, newlines, backslashes, Hindi and NULL", () => {
    const row = ["a\tb", "line 1\nline 2\r\n", "C:\\path\\N", "इनक्यूबेशन केंद्र", null, "", "\\N"];
    const line = copyLine(row);
    expect(line).not.toMatch(/[\n\r]/);
    expect(line.split("\t")).toHaveLength(row.length);
    expect(parseCopyLine(line, row.length)).toEqual(row);
  });

  it("writes NULL as \\N and an empty string as nothing", () => {
    expect(copyLine([null, ""])).toBe("\\N\t");
  });

  it("reads bytea's hex form, escaped once for COPY", () => {
    expect(copyLine(["\\x00ff"])).toBe("\\\\x00ff");
    expect(parseCopyLine("\\\\x00ff", 1)).toEqual(["\\x00ff"]);
  });

  it("accepts the other escapes PostgreSQL writes (octal, hex, \\b \\f \\v)", () => {
    expect(parseCopyLine("\\101\\x42\\b\\f\\v", 1)).toEqual(["AB\b\f\v"]);
  });

  it("refuses a line with the wrong number of columns", () => {
    expect(() => parseCopyLine("a\tb", 3)).toThrow(/expected 3 columns, found 2/);
  });
});
