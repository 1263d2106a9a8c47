import { describe, expect, it } from "vitest";
import { latest, latestUpdate } from "./latest-update";

describe("the latest update", () => {
  it("gives the latest change of the rows as ISO text", () => {
    expect(
      latestUpdate([
        { updatedAt: new Date("2026-01-02T10:00:00Z") },
        { updatedAt: "2026-03-04T05:06:07.000Z" },
        { updatedAt: new Date("2025-12-31T00:00:00Z") },
      ]),
    ).toBe("2026-03-04T05:06:07.000Z");
  });

  it("gives null for no rows, rows without a time, or invalid times", () => {
    expect(latestUpdate([])).toBeNull();
    expect(latestUpdate([{ updatedAt: null }, {}])).toBeNull();
    expect(latest([])).toBeNull();
    expect(
      latest([new Date("2026-01-02T00:00:00Z"), new Date("2026-03-04T05:06:07Z"), new Date("x")]),
    ).toBe("2026-03-04T05:06:07.000Z");
  });
});
