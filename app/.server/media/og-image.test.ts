import { describe, expect, it } from "vitest";
import { ogCrop } from "./og-image";

describe("ogCrop", () => {
  it("cuts a tall picture across its height at the focal point, within the edges", () => {
    // 800×1000 → scaled ×1.5 to 1200×1500; 630 rows are kept.
    const top = ogCrop(800, 1000, 50, 0);
    expect(top).toMatchObject({ resized: { width: 1200, height: 1500 }, left: 0, top: 0 });
    expect(top.focus).toEqual({ x: 50, y: 0 });
    expect(ogCrop(800, 1000, 50, 50).top).toBe(435); // 750 − 315
    expect(ogCrop(800, 1000, 50, 100).top).toBe(870); // the bottom edge
    // Only the cut axis matters: the across focus is dropped, so those crops share one file.
    expect(ogCrop(800, 1000, 20, 30).focus).toEqual({ x: 50, y: 30 });
  });

  it("cuts a wide picture across its width, and scales small pictures up to cover", () => {
    const wide = ogCrop(1600, 400, 100, 10);
    expect(wide.resized).toEqual({ width: 2520, height: 630 });
    expect(wide.left).toBe(1320);
    expect(wide.focus).toEqual({ x: 100, y: 50 });
    const small = ogCrop(300, 200, 50, 50);
    expect(small.resized.width).toBeGreaterThanOrEqual(1200);
    expect(small.resized.height).toBeGreaterThanOrEqual(630);
  });

  it("keeps a picture of the preview's own shape whole", () => {
    expect(ogCrop(1200, 630, 0, 100)).toMatchObject({
      left: 0,
      top: 0,
      focus: { x: 50, y: 50 },
    });
  });
});
