import { describe, expect, it } from "vitest";
import { tabAfterKey } from "./tab-keys";

describe("support tabs' keys", () => {
  it("step by the arrows, wrapping at either end", () => {
    expect(tabAfterKey("ArrowRight", 1, 4)).toBe(2);
    expect(tabAfterKey("ArrowDown", 3, 4)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 4)).toBe(3);
    expect(tabAfterKey("ArrowUp", 2, 4)).toBe(1);
  });

  it("jump to the first and last by Home and End", () => {
    expect(tabAfterKey("Home", 2, 4)).toBe(0);
    expect(tabAfterKey("End", 0, 4)).toBe(3);
  });

  it("leave other keys alone", () => {
    expect(tabAfterKey("Enter", 1, 4)).toBeNull();
    expect(tabAfterKey("a", 1, 4)).toBeNull();
    expect(tabAfterKey("Home", 0, 0)).toBeNull();
  });
});
