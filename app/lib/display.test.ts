import { describe, expect, it } from "vitest";
import {
  changeDisplay,
  DEFAULT_DISPLAY,
  type Display,
  displayAttributes,
  displayCookie,
  displayOfCookies,
  displayValue,
  parseDisplay,
  safeReturnPath,
} from "./display";

describe("the display cookie", () => {
  it("reads the visitor's choice, in any order, as one canonical value", () => {
    expect(displayOfCookies("a=1; display=larger.high; b=2")).toEqual({
      size: "larger",
      contrast: true,
    });
    expect(displayValue(parseDisplay("high.larger"))).toBe("larger.high");
    expect(displayValue(parseDisplay("small"))).toBe("small");
    expect(displayValue(parseDisplay("high"))).toBe("high");
    expect(displayOfCookies("display=large")).toEqual({ size: "large", contrast: false });
  });

  it("reads anything else as the default: no cookie, an empty or unknown value, a look-alike name", () => {
    for (const header of [
      undefined,
      null,
      "",
      "display=",
      "display=huge",
      "display=normal",
      "display=LARGER",
      "mydisplay=larger",
      "display_x=high",
      `display=${"x".repeat(5000)}larger`,
    ])
      expect(displayOfCookies(header), String(header)).toEqual(DEFAULT_DISPLAY);
  });

  it("takes the first display cookie when there are several", () => {
    expect(displayOfCookies("display=high; display=larger")).toEqual({
      size: "normal",
      contrast: true,
    });
  });

  it("is long-lived, site-wide and SameSite=Lax; the default clears it", () => {
    const cookie = displayCookie({ size: "larger", contrast: false }, true);
    expect(cookie).toBe("display=larger; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(displayCookie(DEFAULT_DISPLAY, false)).toBe("display=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("puts attributes on <html> only for a choice other than the default", () => {
    expect(displayAttributes({ size: "large", contrast: true })).toEqual({
      "data-text-size": "large",
      "data-contrast": "high",
    });
    expect(Object.values(displayAttributes(DEFAULT_DISPLAY)).filter(Boolean)).toEqual([]);
  });
});

describe("pressing a control", () => {
  const at = (size: Display["size"], contrast = false): Display => ({ size, contrast });

  it("steps the size one at a time within small…larger; A resets it; contrast is kept", () => {
    expect(changeDisplay(at("normal"), "size", "larger")).toEqual(at("large"));
    expect(changeDisplay(at("large", true), "size", "larger")).toEqual(at("larger", true));
    expect(changeDisplay(at("larger"), "size", "larger")).toEqual(at("larger"));
    expect(changeDisplay(at("normal"), "size", "smaller")).toEqual(at("small"));
    expect(changeDisplay(at("small"), "size", "smaller")).toEqual(at("small"));
    expect(changeDisplay(at("larger", true), "size", "normal")).toEqual(at("normal", true));
  });

  it("turns high contrast on and off, keeping the size", () => {
    expect(changeDisplay(at("large"), "contrast", "high")).toEqual(at("large", true));
    expect(changeDisplay(at("large", true), "contrast", "normal")).toEqual(at("large"));
  });

  it("refuses anything else", () => {
    for (const [name, value] of [
      ["size", "huge"],
      ["size", ""],
      ["size", "constructor"],
      ["contrast", "low"],
      ["colour", "high"],
      ["", ""],
    ] as const)
      expect(changeDisplay(at("normal"), name, value), `${name}=${value}`).toBeUndefined();
  });
});

describe("the return address after a choice", () => {
  it("accepts a path of this site, with its query", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/hi/gallery?album=2")).toBe("/hi/gallery?album=2");
    expect(safeReturnPath("/events/demo-day")).toBe("/events/demo-day");
    expect(safeReturnPath("/search?q=%E0%A4%95")).toBe("/search?q=%E0%A4%95");
    // Dot segments resolve within the site.
    expect(safeReturnPath("/a/../professor")).toBe("/professor");
  });

  it("refuses dot segments that resolve to another host (security review L1)", () => {
    for (const back of [
      "/.//evil.example",
      "/..//evil.example/x",
      "/%2e//evil.example",
      "/a/..//evil.example?x=1",
      "/./%2e//evil.example",
    ]) {
      expect(safeReturnPath(back), back).toBeUndefined();
    }
  });

  it("refuses other sites, schemes and anything odd: never an open redirect", () => {
    for (const back of [
      undefined,
      null,
      42,
      "",
      "professor",
      "//evil.example/",
      "///evil.example/",
      "/\\evil.example/",
      "\\\\evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/%0d%0aSet-Cookie:x=1".replace("%0d%0a", "\r\n"),
      "/ space",
      `/${"a".repeat(2001)}`,
    ])
      expect(safeReturnPath(back), String(back)).toBeUndefined();
  });
});
