import { describe, expect, it } from "vitest";
import { formatNoticesText, parseNoticesText } from "./notices";

describe("notices text format", () => {
  it("writes blocks of key: value lines separated by blank lines", () => {
    const text = formatNoticesText([
      { title: "Holiday tomorrow", url: null, date: "2026-11-21" },
      { title: "Pitch day", url: "https://example.org/pitch", date: "2026-11-20" },
    ]);
    expect(text).toBe(
      "title: Holiday tomorrow\nurl: \ndate: 2026-11-21\n\ntitle: Pitch day\nurl: https://example.org/pitch\ndate: 2026-11-20\n",
    );
  });

  it("reads values that contain colons and ignores blocks without a title", () => {
    expect(
      parseNoticesText("title: A: B\nurl: https://x.org/a?b=c\ndate: 2026-01-01\n\n\nurl: x"),
    ).toEqual([{ title: "A: B", url: "https://x.org/a?b=c", date: "2026-01-01" }]);
  });
});
