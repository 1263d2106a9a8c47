// Compression of the app's own answers (the page cache's come compressed already). A page rendered
// for one request (signed-in staff, or a page the cache may not keep) is gzipped at level 1, as
// nginx does by default for what it compresses on the fly: gzip at 6 (hono's `compress`, the
// zlib default) took about a third of a signed-in render of the 220 KB home page (by hand on one
// core: 70 renders a second with it, 97 with none, 79–85 at level 1), for 13% fewer bytes (43 KB
// against 48.5). The page is whole when the app hands it over (entry.server.tsx waits for all of
// it), so it is compressed as one buffer. Other answers, which may be streams (the ideas' CSV
// export), still go through hono's `compress`.
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";
import { bytesOf, takes } from "./page-cache.ts";

const gzipAsync = promisify(gzip);
const HTML = /^text\/html/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** Below this, compression saves less than it costs (hono's own threshold). */
const THRESHOLD = 1024;

export function compressAnswers(): MiddlewareHandler {
  const streams = compress({
    contentTypeFilter: (type) => !HTML.test(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
  });
  return async (c, next) => {
    await streams(c, next);
    const res = c.res;
    if (!HTML.test(res.headers.get("Content-Type") ?? "") || !res.body) return;
    if (c.req.method === "HEAD" || res.status === 206) return;
    if (res.headers.has("Content-Encoding") || res.headers.has("Transfer-Encoding")) return;
    if (NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")) return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !/accept-encoding/i.test(vary ?? ""))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // gzip only: brotli, even at its lowest levels, costs more for this one request.
    if (!takes(c.req.header("Accept-Encoding"), "gzip")) return;
    const plain = new Uint8Array(await res.arrayBuffer());
    if (plain.length < THRESHOLD) {
      c.res = new Response(plain, res);
      return;
    }
    const body = await gzipAsync(plain, { level: 1 });
    const headers = new Headers(res.headers);
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(body.length));
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    c.res = new Response(bytesOf(body), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
