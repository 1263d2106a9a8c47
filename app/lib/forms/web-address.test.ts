import { describe, expect, it } from "vitest";
import { webAddress } from "./web-address";

describe("webAddress", () => {
  it("adds https:// when no scheme is typed", () => {
    expect(webAddress("krishimitra.in")).toBe("https://krishimitra.in");
    expect(webAddress("  www.krishimitra.in/about?x=1 ")).toBe(
      "https://www.krishimitra.in/about?x=1",
    );
    expect(webAddress("//krishimitra.in")).toBe("https://krishimitra.in");
  });

  it("keeps a typed http:// or https:// as it is", () => {
    expect(webAddress("http://krishimitra.in")).toBe("http://krishimitra.in");
    expect(webAddress("HTTPS://Krishimitra.in/Path")).toBe("HTTPS://Krishimitra.in/Path");
  });

  it("refuses what is not then a web address", () => {
    for (const bad of [
      "",
      "krishimitra",
      "krishi mitra.in",
      "ftp://krishimitra.in",
      "javascript:alert(1)",
      "mailto:a@b.in",
      "https://",
      "https://user:pw@krishimitra.in",
      "https://krishimitra.1",
      "https://-bad-.in",
    ])
      expect(webAddress(bad), bad).toBeNull();
  });
});
