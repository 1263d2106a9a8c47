import { describe, expect, it } from "vitest";
import { startupName } from "./startups";

describe("startupName", () => {
  it("uses the stored name, or the slug in title case when the name is blank", () => {
    expect(startupName({ name: " Krishi Mitra ", slug: "krishi-mitra" })).toBe("Krishi Mitra");
    expect(startupName({ name: "", slug: "agri-drone-labs" })).toBe("Agri Drone Labs");
  });
});
