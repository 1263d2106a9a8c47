// The page cache and the visitor's text size and contrast (issue 13): a page rendered for one
// choice is kept for that choice only, through the app's pipeline (a miss renders and keeps it)
// and the cache's own door (a hit), so nobody gets a page made for another choice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({});
});
afterAll(() => server?.stop());

async function visit(path: string, choice?: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: choice === undefined ? {} : { cookie: `other=1; display=${choice}` },
  });
  const html = await res.text();
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? "";
  return { cache: res.headers.get("x-page-cache"), tag };
}

describe("the page cache keeps one page per text size and contrast", () => {
  it("never gives a visitor a page made for another choice", async () => {
    const plain = '<html lang="en">';
    const chosen = '<html lang="en" data-text-size="larger" data-contrast="high">';
    expect(await visit("/professor")).toEqual({ cache: "miss", tag: plain });
    expect(await visit("/professor")).toEqual({ cache: "hit", tag: plain });
    // The plain page is kept, but this visitor chose otherwise: rendered for them, then kept.
    expect(await visit("/professor", "larger.high")).toEqual({ cache: "miss", tag: chosen });
    expect(await visit("/professor", "high.larger")).toEqual({ cache: "hit", tag: chosen });
    // Everyone without a choice still gets the plain page, from the cache.
    for (const choice of [undefined, "", "normal", "nonsense"])
      expect(await visit("/professor", choice), String(choice)).toEqual({
        cache: "hit",
        tag: plain,
      });
    // A third choice is a third page.
    expect(await visit("/professor", "high")).toEqual({
      cache: "miss",
      tag: '<html lang="en" data-contrast="high">',
    });
    expect(await visit("/professor", "larger.high")).toEqual({ cache: "hit", tag: chosen });
    // Hindi pages likewise.
    expect((await visit("/hi/professor", "small")).tag).toBe(
      '<html lang="hi" data-text-size="small">',
    );
    expect((await visit("/hi/professor")).tag).toBe('<html lang="hi">');
  });
});
