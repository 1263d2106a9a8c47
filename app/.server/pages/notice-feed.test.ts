import { describe, expect, it } from "vitest";
import { rfc822Date } from "./notice-feed";

describe("a notice's day in the feed (RFC 822)", () => {
  it("is its midnight on the centre's clock, with the zone's offset and the right weekday", () => {
    expect(rfc822Date("2026-11-23", "Asia/Kolkata")).toBe("Mon, 23 Nov 2026 00:00:00 +0530");
    expect(rfc822Date("2024-02-29", "UTC")).toBe("Thu, 29 Feb 2024 00:00:00 +0000");
    expect(rfc822Date("2026-03-08", "America/New_York")).toBe("Sun, 08 Mar 2026 00:00:00 -0500");
    expect(rfc822Date("2026-07-01", "America/New_York")).toBe("Wed, 01 Jul 2026 00:00:00 -0400");
  });

  it("is one o'clock on a day whose midnight the zone skips", () => {
    // Chile moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    expect(rfc822Date("2026-09-06", "America/Santiago")).toBe("Sun, 06 Sep 2026 01:00:00 -0300");
  });
});
