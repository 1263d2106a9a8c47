import { describe, expect, it } from "vitest";
import { fillLabel, LABEL_COUNT, LABEL_N, stepIndex } from "./lightbox-rules";

describe("stepIndex", () => {
  it("moves one photo either way", () => {
    expect(stepIndex(0, 1, 28)).toBe(1);
    expect(stepIndex(5, -1, 28)).toBe(4);
  });
  it("wraps at both ends", () => {
    expect(stepIndex(27, 1, 28)).toBe(0);
    expect(stepIndex(0, -1, 28)).toBe(27);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });
  it("stays at the first photo of an empty list", () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("fillLabel", () => {
  it("numbers the photo from 1, in the language's own order", () => {
    expect(fillLabel(`Photo ${LABEL_N} of ${LABEL_COUNT}`, 0, 28)).toBe("Photo 1 of 28");
    expect(fillLabel(`तस्वीर ${LABEL_N} (कुल ${LABEL_COUNT})`, 27, 28)).toBe("तस्वीर 28 (कुल 28)");
  });
});
