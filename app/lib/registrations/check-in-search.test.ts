import { describe, expect, it } from "vitest";
import { byName, matchesSearch } from "./check-in-search";

const ravi = {
  name: "Ravi Ranjan",
  email: "Ravi.R@Example.co.in",
  phone: "+91 98765-43210",
  institute: "Government Polytechnic, Gaya",
};

describe("the check-in search", () => {
  it("finds by name, e-mail, phone or institute, whatever the case", () => {
    for (const q of ["", "  ", "ravi", "RANJAN", "ravi.r@example", "polytechnic gaya", "98765"])
      expect(matchesSearch(ravi, q), q).toBe(true);
  });

  it("finds a phone typed without its spaces and dashes", () => {
    expect(matchesSearch(ravi, "9876543210")).toBe(true);
    expect(matchesSearch(ravi, "98765 43210")).toBe(true);
  });

  it("needs every word to match", () => {
    for (const q of ["ravi kumar", "sunita", "12345", "gaya patna"])
      expect(matchesSearch(ravi, q), q).toBe(false);
  });

  it("sorts by name without regard to case, then by arrival", () => {
    const rows = [
      { id: 3, name: "sunita" },
      { id: 2, name: "Aman" },
      { id: 1, name: "aman" },
    ];
    expect(rows.sort(byName).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
