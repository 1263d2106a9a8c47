import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  answer,
  encodingFor,
  gzipped,
  PageCache,
  pageCacheKey,
  QUERY_VARIANTS_PER_PATH,
  storable,
  toCachedPage,
} from "./page-cache.ts";

const page = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      ...headers,
    },
  });

describe("which requests and answers the page cache takes", () => {
  it("keys visitors' GET and HEAD of pages by path and query", () => {
    expect(pageCacheKey(new Request("http://x/startups?sector=agri"))).toBe(
      "/startups?sector=agri",
    );
    expect(pageCacheKey(new Request("http://x/", { method: "HEAD" }))).toBe("/");
    expect(pageCacheKey(new Request("http://x/", { method: "POST" }))).toBeUndefined();
    const signedIn = new Request("http://x/", {
      headers: { cookie: "a=1; __Secure-sic.session_token=t" },
    });
    expect(pageCacheKey(signedIn)).toBeUndefined();
    for (const path of [
      "/api/login",
      "/admin",
      "/admin-dashboard/ideas",
      "/media/a/320.avif",
      "/notices/1/attachment.pdf",
      "/healthz",
    ])
      expect(pageCacheKey(new Request(`http://x${path}`)), path).toBeUndefined();
  });

  it("keeps one page per text size and contrast choice, and the plain page for everyone else", () => {
    const key = (cookie?: string) =>
      pageCacheKey(
        new Request("http://x/hi/professor?tab=2", cookie ? { headers: { cookie } } : {}),
      );
    const plain = key();
    expect(plain).toBe("/hi/professor?tab=2");
    // No choice, the default, or an unreadable one: the plain page.
    for (const cookie of ["a=1", "display=", "display=normal", "display=huge", "mydisplay=high"])
      expect(key(cookie), cookie).toBe(plain);
    // One key per normalised choice, whatever the order of words or the other cookies.
    expect(key("display=larger.high")).toBe("/hi/professor?tab=2#larger.high");
    expect(key("a=1; display=high.larger; b=2")).toBe(key("display=larger.high"));
    const choices = ["small", "large", "larger", "high", "small.high", "large.high", "larger.high"];
    const keys = choices.map((c) => key(`display=${c}`));
    expect(new Set([plain, ...keys]).size).toBe(choices.length + 1);
    // A choice never passes for another address: "#" cannot be part of a requested path.
    expect(pageCacheKey(new Request("http://x/hi/professor?tab=2%23high"))).not.toBe(
      key("display=high"),
    );
    // A session still means no cache at all.
    expect(key("display=high; __Secure-sic.session_token=t")).toBeUndefined();
  });

  it("stores only 200s for everyone: no cookie set, nothing private, text", () => {
    expect(storable(page("x"))).toBe(true);
    expect(storable(page("x", { "set-cookie": "a=1" }))).toBe(false);
    expect(storable(page("x", { "cache-control": "private, no-store" }))).toBe(false);
    expect(
      storable(new Response("x", { status: 404, headers: { "content-type": "text/html" } })),
    ).toBe(false);
    expect(storable(new Response("x", { headers: { "content-type": "image/jpeg" } }))).toBe(false);
  });
});

describe("a kept page", () => {
  const csp = "default-src 'self'; script-src 'self' 'sha256-abc'";
  const text = `<p>इनक्यूबेशन केंद्र</p><script>${"x".repeat(70_000)}</script>`;
  const ask = (headers: Record<string, string> = {}, method = "GET") =>
    new Request("http://x/", { method, headers });

  it("is answered as it was kept, with its own policy and no per-request header", async () => {
    const kept = await toCachedPage(
      page(text, { "x-request-id": "r1", "set-cookie": "x", "content-security-policy": csp }),
      "/",
      0,
    );
    const res = answer(kept, ask(), true);
    expect(await res.text()).toBe(text);
    expect(res.headers.get("x-request-id")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBe(csp);
    expect(res.headers.get("etag")).toBe(kept.etag);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    const head = answer(kept, ask({}, "HEAD"), true);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    // Only the brotli is kept: the plain page is unpacked from it, and no gzip was asked for.
    expect(kept.gzip).toBeUndefined();
    expect(kept.bytes).toBe(kept.br.length);
  });

  it("is kept as brotli and gzip, each with a strong tag of its own, and 304 when unchanged", async () => {
    const kept = await toCachedPage(page(text, { "content-security-policy": csp }), "/", 0);
    const br = answer(kept, ask({ "accept-encoding": "gzip, deflate, br" }), true);
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(text);
    const brHead = answer(kept, ask({ "accept-encoding": "br" }, "HEAD"), true);
    expect(brHead.headers.get("content-length")).toBe(String(brBody.length));
    expect(kept.gzip).toBeUndefined();
    // The gzip is made the first time a client asks for it, and kept: the entry grows by it.
    const gzHead = answer(kept, ask({ "accept-encoding": "gzip, br;q=0" }, "HEAD"), true);
    expect(Number(gzHead.headers.get("content-length"))).toBe(kept.gzip?.length);
    expect(kept.bytes).toBe(kept.br.length + (kept.gzip?.length ?? 0));
    const gz = answer(kept, ask({ "accept-encoding": "gzip, br;q=0" }), true);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const tags = [br, gz, answer(kept, ask(), true)].map((r) => r.headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    // The same page rendered again is the same bytes: the same tag, on any server.
    const again = await toCachedPage(page(text, { "content-security-policy": csp }), "/", 0);
    expect(again.etag).toBe(kept.etag);
    const revalidated = answer(
      kept,
      ask({ "accept-encoding": "br", "if-none-match": tags[0] ?? "" }),
      true,
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("reads which encodings a browser takes", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(encodingFor("gzip;q=0.5")).toBe("gzip");
    expect(encodingFor("identity")).toBeUndefined();
    expect(encodingFor("brotli, xgzip")).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
  });

  it("is not stored when content changed while it was rendered, and goes when it expires", async () => {
    const cache = new PageCache({ maxBytes: 1000, maxEntryBytes: 400, ttlMs: 50 });
    const kept = await toCachedPage(page("hello"), "/", 0, 50);
    const renderedIn = cache.generation;
    cache.invalidate();
    expect(cache.set("/", kept, renderedIn)).toBe(false);
    expect(cache.set("/", kept, cache.generation)).toBe(true);
    expect(cache.get("/", 10)).toBe(kept);
    expect(cache.get("/", 60)).toBeUndefined();
  });

  it("leaves the least recently used pages when the cache is full", async () => {
    const make = async () => toCachedPage(page("x".repeat(20)), "/", 0, 1000);
    const one = (await make()).bytes;
    const cache = new PageCache({ maxBytes: 2.5 * one, maxEntryBytes: 1.5 * one, ttlMs: 1000 });
    cache.set("/a", await make(), 0);
    cache.set("/b", await make(), 0);
    cache.get("/a", 1);
    cache.set("/c", await make(), 0);
    expect(cache.get("/b", 1)).toBeUndefined();
    expect(cache.get("/a", 1)).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(2.5 * one);
    // A gzip made for a kept page is counted once the cache sees the page again.
    const a = cache.get("/a", 1);
    if (!a) throw new Error("/a is kept");
    const before = cache.size.bytes;
    gzipped(a);
    cache.get("/a", 1);
    expect(cache.size.bytes).toBe(before + (a.gzip?.length ?? 0));
    // Kept compressed: a large page is one that does not compress (random letters).
    const big = await toCachedPage(page(randomBytes(300).toString("base64")), "/", 0);
    expect(cache.set("/big", big, 0)).toBe(false);
  });

  it("keeps other pages when one path is asked for with query after query", async () => {
    const kept = await toCachedPage(page("x".repeat(20)), "/", 0, 1000);
    const cache = new PageCache({
      maxBytes: 1000 * kept.bytes,
      maxEntryBytes: 2 * kept.bytes,
      ttlMs: 1000,
    });
    cache.set("/gallery", kept, 0);
    cache.set("/gallery?page=2", kept, 0);
    for (let n = 0; n < 5 * QUERY_VARIANTS_PER_PATH; n++) cache.set(`/?x=${n}`, kept, 0);
    // The other pages stay, whatever their own queries; the path's newest addresses are kept.
    expect(cache.get("/gallery", 1)).toBe(kept);
    expect(cache.get("/gallery?page=2", 1)).toBe(kept);
    expect(cache.size.entries).toBe(2 + QUERY_VARIANTS_PER_PATH);
    expect(cache.size.bytes).toBe((2 + QUERY_VARIANTS_PER_PATH) * kept.bytes);
    expect(cache.get(`/?x=${5 * QUERY_VARIANTS_PER_PATH - 1}`, 1)).toBe(kept);
    expect(cache.get("/?x=0", 1)).toBeUndefined();
    // A display choice is the same address: its variants count with it.
    cache.set("/?x=new#large", kept, 0);
    expect(cache.size.entries).toBe(2 + QUERY_VARIANTS_PER_PATH);
    // Addresses dropped for the bound, by expiry or by a change are forgotten with their pages.
    expect(cache.get("/gallery?page=2", 2000)).toBeUndefined();
    cache.set("/gallery?page=3", kept, 0);
    expect(cache.size.entries).toBe(2 + QUERY_VARIANTS_PER_PATH);
    cache.invalidate();
    for (let n = 0; n < QUERY_VARIANTS_PER_PATH; n++) cache.set(`/?y=${n}`, kept, cache.generation);
    expect(cache.size.entries).toBe(QUERY_VARIANTS_PER_PATH);
  });
});
