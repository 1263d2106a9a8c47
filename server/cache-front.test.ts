import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFromCache, type CacheFront } from "./cache-front.ts";
import { PageCache, toCachedPage } from "./page-cache.ts";

// A real Node server: the front answers what the cache holds, anything else reaches "the
// pipeline", which here says so. Requests through node:http, so headers are exactly as sent.
const observed: { route: string; status: number }[] = [];
const counted: boolean[] = [];
const cache = new PageCache();
const front: CacheFront = {
  cache,
  trustProxy: false,
  publicUrl: "https://incubator.example.org",
  logRequests: false,
  observeRequest: (_method, route, status) => observed.push({ route, status }),
  countPageCache: (hit) => counted.push(hit),
};
const server = http.createServer((req, res) => {
  if (!answerFromCache(req, res, front)) res.end("pipeline");
});
let port = 0;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    // A path option, not a URL: a URL would be normalised before it is sent (`/x/../a` → `/a`).
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
const gzip = { "accept-encoding": "gzip, deflate" };
const csp = "default-src 'self'; script-src 'self' 'sha256-abc'";
const text = '<p>स्वागत</p><script>go("R1")</script>';

beforeAll(async () => {
  const rendered = new Response(text, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "content-security-policy": csp,
    },
  });
  cache.set("/professor?tab=2", await toCachedPage(rendered, "/professor", Date.now()), 0);
  // The same page made for a visitor who chose the largest text in high contrast (issue 13).
  const chosen = new Response('<html data-text-size="larger" data-contrast="high">', {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
  cache.set("/hi#larger.high", await toCachedPage(chosen, "hi/home", Date.now()), 0);
  const plain = new Response("<html>", { headers: { "content-type": "text/html; charset=utf-8" } });
  cache.set("/hi", await toCachedPage(plain, "hi/home", Date.now()), 0);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("answers from the page cache before the app's pipeline", () => {
  it("sends the kept page with its own policy and the security headers, as the pipeline would", async () => {
    const [a, b] = [await get("/professor?tab=2", gzip), await get("/professor?tab=2", gzip)];
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.headers["x-page-cache"]).toBe("hit");
      expect(res.headers["x-request-id"]).toMatch(/^[\w-]{12}$/);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toBe(csp);
      expect(gunzipSync(res.body).toString()).toBe(text);
    }
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
    const br = await get("/professor?tab=2", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const plain = await get("/professor?tab=2");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    expect(observed.at(-1)).toEqual({ route: "/professor", status: 200 });
  });

  it("answers 304 to the browser's own copy, without a policy; HEAD without a body", async () => {
    const first = await get("/professor?tab=2", gzip);
    const again = await get("/professor?tab=2", {
      ...gzip,
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.body.length).toBe(0);
    const head = await get("/professor?tab=2", gzip, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("gives each text size and contrast choice its own page, never another's", async () => {
    const page = async (cookie?: string) => {
      const res = await get("/hi", cookie ? { ...gzip, cookie } : gzip);
      return res.body.toString() === "pipeline" ? "pipeline" : gunzipSync(res.body).toString();
    };
    const chosen = '<html data-text-size="larger" data-contrast="high">';
    expect(await page("display=larger.high")).toBe(chosen);
    expect(await page("a=1; display=high.larger")).toBe(chosen);
    // Without the cookie, with the default or with an unreadable value: the plain page.
    for (const cookie of [undefined, "a=1", "display=", "display=normal", "display=x"])
      expect(await page(cookie), String(cookie)).toBe("<html>");
    // Another choice has no page yet: the pipeline renders it, rather than serve either.
    for (const cookie of ["display=larger", "display=high", "display=large.high"])
      expect(await page(cookie), cookie).toBe("pipeline");
  });

  it("leaves everything else to the pipeline untouched", async () => {
    const before = counted.length;
    const others: [string, Record<string, string>, string?][] = [
      ["/professor?tab=1", gzip],
      ["/professor?tab=2", { ...gzip, cookie: "__Secure-sic.session_token=abc" }],
      ["/x/../professor?tab=2", gzip],
      ["/professor?tab=2", gzip, "POST"],
    ];
    for (const [path, headers, method] of others) {
      const res = await get(path, headers, method);
      expect(res.body.toString(), `${method ?? "GET"} ${path} ${JSON.stringify(headers)}`).toBe(
        "pipeline",
      );
    }
    // A miss is counted by the pipeline, which looks again; the front counts only its hits.
    expect(counted.slice(before)).toEqual([]);
  });
});
