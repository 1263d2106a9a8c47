import { describe, expect, it } from "vitest";
import { noticeBoardSchema, noticeDashboardSchema } from "./notice-schema";

describe("the board's form", () => {
  it("adds a text and deletes, nothing else", () => {
    expect(noticeBoardSchema.parse({ intent: "add", notice: " Lab closed " })).toEqual({
      intent: "add",
      notice: "Lab closed",
    });
    expect(noticeBoardSchema.parse({ intent: "delete", id: "3" })).toEqual({
      intent: "delete",
      id: 3,
    });
    for (const intent of ["update", "create", "bogus"]) {
      const parsed = noticeBoardSchema.safeParse({
        intent,
        id: "1",
        title: "Applications moved",
        url: "https://phish.example/apply",
        date: "2030-01-01",
      });
      expect(parsed.success, intent).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(
        "The notice board only adds and deletes notices.",
      );
    }
  });

  it("gives an added notice no link and no date, whatever else is sent", () => {
    expect(
      noticeBoardSchema.parse({
        intent: "add",
        notice: "Pinned",
        url: "https://phish.example",
        date: "2099-01-01",
      }),
    ).toEqual({ intent: "add", notice: "Pinned" });
  });
});

describe("the dashboard's links", () => {
  const link = (url: string) =>
    noticeDashboardSchema.safeParse({ intent: "create", title: "T", url, date: "2026-01-01" })
      .success;

  it("accepts full addresses and pages of this site", () => {
    for (const url of [
      "",
      "https://example.org/a?b=c",
      "HTTP://example.org",
      "/",
      "/timeline",
      "/#idea",
    ])
      expect(link(url), url).toBe(true);
  });

  it("refuses other schemes and addresses that leave the site while looking relative", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "mailto:a@b.c",
      "//evil.example/path",
      "/\\evil.example",
      "timeline",
      "https://",
      "/has space",
    ])
      expect(link(url), url).toBe(false);
  });
});

describe("the dashboard's quick form", () => {
  const base = { intent: "create", title: "Fees due", url: "", date: "2026-01-01" };

  it("takes an optional Hindi title and a Pinned tick", () => {
    expect(noticeDashboardSchema.parse(base)).toMatchObject({ titleHi: null, pinned: false });
    expect(
      noticeDashboardSchema.parse({ ...base, titleHi: " शुल्क देय ", pinned: "on" }),
    ).toMatchObject({ titleHi: "शुल्क देय", pinned: true });
    const long = noticeDashboardSchema.safeParse({ ...base, titleHi: "क".repeat(501) });
    expect(long.error?.issues[0].message).toBe("Titles in Hindi may have at most 500 characters.");
  });

  it("restores a deleted notice by its id (the Undo after a delete)", () => {
    expect(noticeDashboardSchema.parse({ intent: "restore", id: "7", section: "notices" })).toEqual(
      { intent: "restore", id: 7 },
    );
    expect(noticeDashboardSchema.safeParse({ intent: "restore", id: "x" }).success).toBe(false);
    expect(noticeBoardSchema.safeParse({ intent: "restore", id: "7" }).success).toBe(false);
  });
});
