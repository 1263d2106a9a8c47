import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholdersIn, unknownPlaceholders } from "./placeholders";

describe("placeholders in staff's texts", () => {
  it("are named once each, in order", () => {
    expect(placeholdersIn("{reference} at {centre}, again {reference}")).toEqual([
      "reference",
      "centre",
    ]);
    expect(placeholdersIn("no braces, {not one}, {}")).toEqual([]);
  });

  it("tell the ones a message does not have", () => {
    expect(unknownPlaceholders("Dear {name}, {reference}", ["reference", "centre"])).toEqual([
      "name",
    ]);
  });

  it("are filled in, and a paragraph whose placeholder is empty is left out whole", () => {
    const text = "Hello,\n\nA message from the team:\n{message}\n\n{centre}";
    expect(fillPlaceholders(text, { message: "See you Friday.", centre: "SIC" })).toBe(
      "Hello,\n\nA message from the team:\nSee you Friday.\n\nSIC",
    );
    expect(fillPlaceholders(text, { message: null, centre: "SIC" })).toBe("Hello,\n\nSIC");
  });

  it("fill a value once: braces in a value are not read again", () => {
    expect(fillPlaceholders("{event}", { event: "{centre} night", centre: "SIC" })).toBe(
      "{centre} night",
    );
  });
});
