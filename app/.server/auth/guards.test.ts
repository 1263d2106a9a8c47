import { describe, expect, it } from "vitest";
import { loginRedirect } from "./guards";

describe("loginRedirect", () => {
  it("names the page, not React Router's data address", () => {
    const at = (url: string) => loginRedirect(new Request(url));
    expect(at("http://x/Notice")).toBe("/login?next=%2FNotice");
    expect(at("http://x/Notice.data")).toBe("/login?next=%2FNotice");
    expect(at("http://x/admin-dashboard/users.data?_routes=routes%2Fadmin%2Fusers")).toBe(
      "/login?next=%2Fadmin-dashboard%2Fusers",
    );
    expect(at("http://x/_root.data")).toBe("/login?next=%2F");
    expect(at("http://x/admin-dashboard/audit?page=2")).toBe(
      "/login?next=%2Fadmin-dashboard%2Faudit%3Fpage%3D2",
    );
  });
});
