import { describe, expect, it } from "vitest";
import { attachmentLabel, noticeIdOf, sizeLabel } from "./attachments";

describe("a PDF's size as visitors read it", () => {
  it("is whole kilobytes below a megabyte, never zero", () => {
    expect(sizeLabel(0)).toBe("1 KB");
    expect(sizeLabel(300)).toBe("1 KB");
    expect(sizeLabel(1024)).toBe("1 KB");
    expect(sizeLabel(1536)).toBe("2 KB");
    expect(sizeLabel(240 * 1024)).toBe("240 KB");
    expect(sizeLabel(240 * 1024 + 400)).toBe("240 KB");
    expect(sizeLabel(1024 * 1024 - 1)).toBe("1024 KB");
  });

  it("is megabytes with one decimal up to ten, whole ones above", () => {
    expect(sizeLabel(1024 * 1024)).toBe("1 MB");
    expect(sizeLabel(1.44 * 1024 * 1024)).toBe("1.4 MB");
    expect(sizeLabel(2.96 * 1024 * 1024)).toBe("3 MB");
    expect(sizeLabel(9.94 * 1024 * 1024)).toBe("9.9 MB");
    expect(sizeLabel(10 * 1024 * 1024)).toBe("10 MB");
    expect(sizeLabel(12.6 * 1024 * 1024)).toBe("13 MB");
  });

  it("says the kind first", () => {
    expect(attachmentLabel({ size: 240 * 1024 })).toBe("PDF, 240 KB");
  });
});

describe("a notice's id in its address", () => {
  it("is a plain positive number, nothing else", () => {
    expect(noticeIdOf("5")).toBe(5);
    expect(noticeIdOf("123456789")).toBe(123456789);
    for (const bad of ["0", "05", "5abc", "1e3", "-1", "", "1234567890", undefined])
      expect(noticeIdOf(bad), String(bad)).toBeNull();
  });
});
