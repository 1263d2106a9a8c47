import { describe, expect, it } from "vitest";
import { langAttr } from "./lang";

describe("langAttr", () => {
  it("marks Hindi content from the stored language or from Devanagari text", () => {
    expect(langAttr("Some text", "hi")).toBe("hi");
    expect(langAttr("किसानों के लिए ऐप")).toBe("hi");
    expect(langAttr("किसान", "en")).toBe("hi");
  });
  it("leaves English unmarked", () => {
    expect(langAttr("Farmers' app", "en")).toBeUndefined();
    expect(langAttr(null)).toBeUndefined();
  });
});
