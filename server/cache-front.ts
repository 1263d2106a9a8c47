// The page cache's own door: a visitor's request for a page the cache holds is answered here,
// straight on Node's request and response, before the app's request pipeline (Hono's middleware,
// two static-file lookups on disk, a Request and a Response object, compression) sees it. That
// pipeline cost about nine tenths of a cached answer; what it does for such an answer is done here
// the same way: the request id, the security headers (the page's own CSP), the metrics and the log
// line. Anything else (a miss, a path that looks odd) goes on to the pipeline untouched, which
// answers it as before and fills the cache.
import type { IncomingMessage, ServerResponse } from "node:http";
import { requestId, requestLogLine, securityHeaderList, unservablePath } from "./http.ts";
import { answerFor, cacheKeyOf, type PageCache } from "./page-cache.ts";

export type CacheFront = {
  cache: PageCache;
  trustProxy: boolean;
  publicUrl: string;
  logRequests: boolean;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  countPageCache: (hit: boolean) => void;
};

/** A path and query of plain characters: no `..`, `//` or odd bytes for URL parsing to fold. */
const PLAIN = /^\/(?:[\w\-.~%!$&'()*+,;=:@]+\/?)*(?:\?[^#\s]*)?$/;

/** Answers `req` from the cache and returns true, or returns false having written nothing. */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, front: CacheFront) {
  const started = performance.now();
  const url = req.url ?? "";
  const path = url.split("?")[0] ?? url;
  const method = req.method ?? "GET";
  if (!PLAIN.test(url) || url.includes("..") || unservablePath(path)) return false;
  const key = cacheKeyOf(method, url, req.headers.cookie);
  const page = key ? front.cache.get(key, Date.now()) : undefined;
  if (!page) return false;
  front.countPageCache(true);

  const id = requestId(header(req, "x-request-id"), front.trustProxy);
  const { status, headers, body } = answerFor(
    page,
    {
      method,
      acceptEncoding: header(req, "accept-encoding"),
      ifNoneMatch: header(req, "if-none-match"),
    },
    true,
  );
  // The page's own policy comes back through the one list of security headers (a 304 has no type,
  // so it repeats no policy: the browser keeps the page and the policy it has).
  const named = (wanted: string) => headers.find(([name]) => name.toLowerCase() === wanted)?.[1];
  const all = [
    ...headers.filter(([name]) => name.toLowerCase() !== "content-security-policy"),
    ...securityHeaderList(named("content-type"), front.publicUrl, named("content-security-policy")),
    ["X-Request-Id", id],
  ];
  res.writeHead(status, all.flat());
  res.end(body ?? undefined);

  const ms = performance.now() - started;
  front.observeRequest(method, page.route, status, ms / 1000);
  if (front.logRequests) console.log(requestLogLine(method, path, status, ms, id));
  return true;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
