import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dbContext } from "./context";
import type { Db } from "./db/database";
import { siteMiddleware, siteOf } from "./site-context";

const fakeDb = {} as Db;

function args(url: string) {
  const context = new RouterContextProvider();
  context.set(dbContext, fakeDb);
  return { request: new Request(url), context, params: {}, unstable_pattern: "", pattern: "" };
}

describe("a request's reading context", () => {
  it("is set once by the middleware: every loader of the request gets the same one", async () => {
    const a = args("https://example.org/hi/startups");
    await siteMiddleware(a as never, async () => new Response());
    const first = siteOf(a);
    expect(siteOf(a)).toBe(first);
    expect(await first).toMatchObject({ db: fakeDb, view: "public", lang: "hi" });
    expect((await first).t.notices).toBeDefined();
  });

  it("is worked out on the spot for a loader called without the middleware", async () => {
    expect(await siteOf(args("https://example.org/events"))).toMatchObject({
      view: "public",
      lang: "en",
    });
  });
});
