import { describe, expect, it } from "vitest";
import { needsPassword, parseUsersArgs } from "./cli-args";

describe("users CLI arguments", () => {
  it("parses add with --key value and --key=value", () => {
    expect(
      parseUsersArgs(["add", "--email", "a@b.org", "--name=Asha Rao", "--role", "admin", "--json"]),
    ).toEqual({
      ok: true,
      json: true,
      command: {
        op: "add",
        email: "a@b.org",
        name: "Asha Rao",
        role: "admin",
        password: undefined,
        username: undefined,
        phone: undefined,
      },
    });
  });

  it("takes the account positionally or by --email", () => {
    expect(parseUsersArgs(["set-role", "a@b.org", "member"])).toMatchObject({
      command: { op: "set-role", user: "a@b.org", role: "member" },
    });
    expect(parseUsersArgs(["remove", "--email", "a@b.org"])).toMatchObject({
      command: { op: "remove", user: "a@b.org" },
    });
  });

  it("asks for the password on stdin only when --password is absent", () => {
    const withPw = parseUsersArgs([
      "reset-password",
      "--email",
      "a@b.org",
      "--password",
      "pw pw pw pw",
    ]);
    const without = parseUsersArgs(["reset-password", "--email", "a@b.org"]);
    if (!withPw.ok || !without.ok || "help" in withPw || "help" in without)
      throw new Error("parse");
    expect(needsPassword(withPw.command)).toBe(false);
    expect(needsPassword(without.command)).toBe(true);
    expect(needsPassword({ op: "list" })).toBe(false);
  });

  it("refuses what it does not understand, with a reason", () => {
    expect(parseUsersArgs(["frob"])).toEqual({ ok: false, error: 'Unknown command "frob".' });
    expect(parseUsersArgs(["add", "--email", "a@b.org", "--name", "A"])).toEqual({
      ok: false,
      error: "add needs --role.",
    });
    expect(parseUsersArgs(["add", "--email", "a@b.org", "--name", "A", "--role", "owner"])).toEqual(
      {
        ok: false,
        error: "--role must be admin, editor, reviewer or member.",
      },
    );
    expect(parseUsersArgs(["list", "--email", "x"])).toEqual({
      ok: false,
      error: "Unknown option --email for list.",
    });
    expect(parseUsersArgs(["remove", "--email"])).toEqual({
      ok: false,
      error: "--email needs a value.",
    });
    expect(parseUsersArgs(["set-role", "a@b.org"])).toEqual({
      ok: false,
      error: "set-role needs --role.",
    });
  });

  it("shows help", () => {
    expect(parseUsersArgs([])).toEqual({ ok: true, help: true });
    expect(parseUsersArgs(["add", "--help"])).toEqual({ ok: true, help: true });
  });
});
