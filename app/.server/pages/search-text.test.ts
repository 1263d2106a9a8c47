import { describe, expect, it } from "vitest";
import { highlight, matchesAll, searchTerms } from "./search-text";

const marked = (parts: { text: string; mark: boolean }[]) =>
  parts.filter((p) => p.mark).map((p) => p.text);

describe("site search text rules", () => {
  it("splits a query into folded words, without repeats, control characters or quotes", () => {
    expect(searchTerms('  Soil  "PROBE", soil\u0000Bihār ')).toEqual(["soil", "probe", "bihar"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("needs every word, in any case or accent, and keeps Devanagari as written", () => {
    expect(matchesAll("KhetiSense makes a soil probe in Nālanda", ["soil", "nalanda"])).toBe(true);
    expect(matchesAll("KhetiSense makes a soil probe", ["soil", "drone"])).toBe(false);
    expect(matchesAll("मिट्टी की जाँच करने वाला प्रोब", ["मिट्टी"])).toBe(true);
    // A vowel sign is part of the word: "मिट" is not "मिट्टी" with its signs dropped.
    expect(matchesAll("मटका", ["मिट"])).toBe(false);
  });

  it("marks every match in the excerpt, on the original text's characters", () => {
    const parts = highlight(
      "Pilots in Nālanda cut pumping by a fifth. Nalanda farmers",
      ["nalanda"],
      200,
    );
    expect(marked(parts)).toEqual(["Nālanda", "Nalanda"]);
    expect(parts.map((p) => p.text).join("")).toBe(
      "Pilots in Nālanda cut pumping by a fifth. Nalanda farmers",
    );
  });

  it("cuts a long text around the first match, saying so", () => {
    const text = `${"word ".repeat(100)}probe ${"tail ".repeat(100)}`;
    const parts = highlight(text, ["probe"], 60);
    const joined = parts.map((p) => p.text).join("");
    expect(joined.startsWith("… ")).toBe(true);
    expect(joined.endsWith(" …")).toBe(true);
    expect(marked(parts)).toEqual(["probe"]);
    expect(joined.length).toBeLessThan(70);
  });
});
