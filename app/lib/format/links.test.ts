import { describe, expect, it } from "vitest";
import { displayUrl, isRealEmail, isRealLink } from "./links";

describe("isRealLink", () => {
  it.each([
    ["https://www.linkedin.com/in/asha-verma", true],
    ["http://example.org/team?id=4", true],
    ["mailto:someone@example.edu", true],
  ])("accepts %s", (url, expected) => expect(isRealLink(url)).toBe(expected));

  it.each([
    null,
    undefined,
    "",
    "   ",
    "#",
    "#top",
    "javascript:alert(1)",
    "linkedin",
    "https://linkedin.com/",
    "https://www.linkedin.com",
    "mailto:",
  ])("rejects the placeholder %s", (url) => expect(isRealLink(url)).toBe(false));
});

describe("isRealEmail", () => {
  it("accepts an address and rejects blanks and placeholders", () => {
    expect(isRealEmail("mentor@example.edu")).toBe(true);
    expect(isRealEmail("")).toBe(false);
    expect(isRealEmail(null)).toBe(false);
    expect(isRealEmail("#")).toBe(false);
    expect(isRealEmail("name@")).toBe(false);
  });
});

describe("displayUrl", () => {
  it("drops scheme, www and trailing slashes", () => {
    expect(displayUrl("https://www.example.com/a/")).toBe("example.com/a");
  });
});
