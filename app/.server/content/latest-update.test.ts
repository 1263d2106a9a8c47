import { describe, expect, it } from "vitest";
import { latestUpdate } from "./latest-update";

describe("latestUpdate", () => {
  it("gives the latest change of the rows as ISO text", () => {
    expect(
      latestUpdate([
        { updatedAt: new Date("2026-01-02T10:00:00Z") },
        { updatedAt: "2026-03-04T05:06:07.000Z" },
        { updatedAt: new Date("2025-12-31T00:00:00Z") },
      ]),
    ).toBe("2026-03-04T05:06:07.000Z");
  });

  it("gives nothing for no rows or rows without a time", () => {
    expect(latestUpdate([])).toBeUndefined();
    expect(latestUpdate([{ updatedAt: null }, {}])).toBeUndefined();
  });
});
