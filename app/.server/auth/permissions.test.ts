import { describe, expect, it } from "vitest";
import { newUserSchema } from "~/.server/users/rules";
import { looksLikePhone, normalisePhone } from "./identity";
import { can, landingPath, reviewerMayOpen, safeNext, toRole } from "./permissions";

describe("permissions", () => {
  it("gives admins everything and members only the notice board", () => {
    const admin = { role: "admin" as const };
    const member = { role: "member" as const };
    for (const p of [
      "notices:edit",
      "dashboard:open",
      "users:manage",
      "audit:read",
      "gallery:manage",
      "ideas:manage",
    ] as const) {
      expect(can(admin, p)).toBe(true);
      expect(can(member, p)).toBe(p === "notices:edit");
      expect(can(null, p)).toBe(false);
    }
  });

  it("lets a reviewer score their assignments and do nothing else (issue 26)", () => {
    const reviewer = { role: "reviewer" as const };
    expect(can(reviewer, "reviews:score")).toBe(true);
    for (const p of [
      "notices:edit",
      "dashboard:open",
      "content:edit",
      "users:manage",
      "audit:read",
      "ideas:manage",
      "gallery:manage",
    ] as const)
      expect(can(reviewer, p)).toBe(false);
    expect(landingPath("reviewer")).toBe("/admin-dashboard/reviews");
    expect(can({ role: "member" }, "reviews:score")).toBe(false);
    for (const open of [
      "/admin-dashboard/reviews",
      "/admin-dashboard/reviews.data",
      "/admin-dashboard/reviews/12",
      "/admin-dashboard/reviews/12.data",
      "/admin-dashboard/ideas/12/pdf",
    ])
      expect(reviewerMayOpen(open)).toBe(true);
    for (const shut of [
      "/admin-dashboard",
      "/admin-dashboard/ideas",
      "/admin-dashboard/ideas/12",
      "/admin-dashboard/ideas/panel",
      "/admin-dashboard/reviews/12/x",
      "/admin-dashboard/account",
    ])
      expect(reviewerMayOpen(shut)).toBe(false);
  });

  it("makes an admin only of the exact stored value", () => {
    expect(toRole("admin")).toBe("admin");
    for (const v of ["Admin", "ADMIN", " admin", "member", null, undefined, "", "true"]) {
      expect(toRole(v)).toBe("member");
    }
  });

  it("lands admins on the dashboard and members on the board", () => {
    expect(landingPath("admin")).toBe("/admin-dashboard");
    expect(landingPath("member")).toBe("/Notice");
  });

  it("follows only same-site `next` paths", () => {
    expect(safeNext("/admin-dashboard/users")).toBe("/admin-dashboard/users");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "evil",
      null,
      "/a\r\nb",
      "/\t/evil.example",
      "/ /evil.example",
      "/a\u3000b",
      "/a\u000bb",
      "/a\u0000b",
    ]) {
      expect(safeNext(bad)).toBeUndefined();
    }
  });
});

describe("account fields", () => {
  it("normalises phone numbers so any spelling logs in", () => {
    expect(normalisePhone("+91 98765-43210")).toBe("+919876543210");
    expect(normalisePhone("(0612) 234 567")).toBe("0612234567");
    expect(looksLikePhone("+91 98765 43210")).toBe(true);
    expect(looksLikePhone("mira")).toBe(false);
    expect(looksLikePhone("12")).toBe(false);
  });

  it("validates new accounts with clear messages", () => {
    const ok = newUserSchema.safeParse({
      email: " Mira@Example.org ",
      name: "Mira",
      role: "member",
      password: "long enough",
      username: "",
      phone: "+91 98765 43210",
    });
    expect(ok.success && ok.data).toMatchObject({
      email: "mira@example.org",
      username: undefined,
      phone: "+919876543210",
    });
    const short = newUserSchema.safeParse({
      email: "a@b.org",
      name: "A",
      role: "member",
      password: "short",
    });
    expect(short.success ? "" : short.error.issues[0].message).toBe(
      "Passwords need at least 8 characters.",
    );
    const role = newUserSchema.safeParse({
      email: "a@b.org",
      name: "A",
      role: "owner",
      password: "long enough",
    });
    expect(role.success ? "" : role.error.issues[0].message).toBe(
      "Role must be admin, editor, reviewer or member.",
    );
  });
});
