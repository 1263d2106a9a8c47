import { describe, expect, it } from "vitest";
import { pageAddresses } from "./pager";

describe("the addresses of a list's pages", () => {
  it("keep the filters that are set, and say the page from the second on", () => {
    const to = pageAddresses("/admin-dashboard/ideas", { q: "solar pump", status: "" });
    expect(to(1)).toBe("/admin-dashboard/ideas?q=solar+pump");
    expect(to(3)).toBe("/admin-dashboard/ideas?q=solar+pump&page=3");
    expect(pageAddresses("/admin-dashboard/feedback", { status: "" })(1)).toBe(
      "/admin-dashboard/feedback",
    );
  });
});
