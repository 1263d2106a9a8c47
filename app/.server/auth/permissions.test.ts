import { describe, expect, it } from "vitest";
import { newUserSchema } from "~/.server/users/rules";
import { looksLikePhone, normalisePhone } from "./identity";
import { can, landingPath, safeNext, toRole } from "./permissions";

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
      "Role must be admin, editor or member.",
    );
  });
});
