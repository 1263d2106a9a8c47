import { describe, expect, it } from "vitest";
import { pageCacheControl } from "./cache-control";

const headers = (init: Record<string, string>) => new Headers(init);

describe("pageCacheControl", () => {
  it("makes visitors' pages revalidate and signed-in pages unstorable", () => {
    const html = headers({ "Content-Type": "text/html; charset=utf-8" });
    expect(pageCacheControl(html, false)).toBe("no-cache");
    expect(pageCacheControl(html, true)).toBe("private, no-store");
    expect(pageCacheControl(headers({ "Content-Type": "text/x-script" }), true)).toBe(
      "private, no-store",
    );
  });

  it("leaves other responses and responses with their own policy alone", () => {
    expect(pageCacheControl(headers({ "Content-Type": "image/avif" }), true)).toBeNull();
    expect(pageCacheControl(headers({ "Content-Type": "application/json" }), false)).toBeNull();
    expect(
      pageCacheControl(
        headers({ "Content-Type": "text/html", "Cache-Control": "public, max-age=60" }),
        true,
      ),
    ).toBeNull();
  });
});
