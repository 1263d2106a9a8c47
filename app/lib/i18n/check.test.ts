import { describe, expect, it } from "vitest";
import { differences } from "./check";
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";

describe("catalogues", () => {
  it("Hindi has every English key, of the same kind", () => {
    expect(differences(en, hi)).toEqual([]);
  });

  it("names what is missing, extra or of another kind", () => {
    const reference = { a: "x", b: { c: (n: number) => `${n}` }, d: "y" };
    const other = { a: "x", b: { c: "z" }, e: "y" };
    expect(differences(reference, other)).toEqual([
      "b.c: function/1 in English, string here",
      "d: missing",
      "e: not in English",
    ]);
  });
});
