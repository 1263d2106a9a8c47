// Rendered pages kept for visitors without a session (issue 14), shared by every request of this
// server. A page is stored as its text split at the render's CSP nonce, so each answer carries a
// fresh nonce of its own. Every change to what pages show empties the cache at once (the app
// signals it through the database, so every server hears of a change made on any of them); a page
// whose render began before a change is not stored. Entries also expire after a short time, for
// what changes by the clock alone (scheduled publishing, registration closing).
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

export type CachedPage = {
  /** The page's text, cut where the nonce was. */
  parts: string[];
  headers: [string, string][];
  etag: string;
  /** The route pattern, for /metrics. */
  route: string;
  bytes: number;
  expires: number;
};

export type PageCacheLimits = { maxBytes: number; maxEntryBytes: number; ttlMs: number };

const DEFAULT_LIMITS: PageCacheLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  ttlMs: 30_000,
};

/** Addresses that are never pages: uploads, files, the API, the back office, probes. */
const NOT_PAGES = /^\/(?:api|admin|admin-dashboard|account|media|og|healthz|metrics)(?:[/.]|$)/i;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?sic\./;
const TEXT = /^(?:text\/|application\/(?:xml|rss\+xml|atom\+xml|json))/;

/**
 * The cache key of a request that may be answered from the cache, else undefined: GET or HEAD of
 * a public page by someone without a session. Keyed by path and query (the language is part of
 * the path).
 */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return undefined;
  const url = new URL(request.url);
  if (NOT_PAGES.test(url.pathname) || url.pathname.endsWith(".pdf")) return undefined;
  return `${url.pathname}${url.search}`;
}

/** Whether an answer may be kept for everyone: a page for visitors, the same for all of them. */
export function storable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/private|no-store/.test(cacheControl) &&
    TEXT.test(response.headers.get("content-type") ?? "")
  );
}

/** Headers of the answer that belong to the request, not to the page. */
const PER_REQUEST = new Set([
  "set-cookie",
  "date",
  "content-length",
  "content-security-policy",
  "x-request-id",
  "etag",
]);

/** Turns a rendered answer into a cache entry; `nonce` is the one the render used. */
export async function toCachedPage(
  response: Response,
  nonce: string,
  route: string,
  now: number,
  ttlMs = DEFAULT_LIMITS.ttlMs,
): Promise<CachedPage> {
  const text = await response.text();
  const parts = nonce ? text.split(nonce) : [text];
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name.toLowerCase()));
  // Strong: two answers with this tag differ only in their nonce, and a 304 never sends a new
  // Content-Security-Policy, so a browser's kept page and its kept policy stay a pair.
  const hash = createHash("sha256").update(parts.join("\u0000")).digest("base64url");
  return {
    parts,
    headers,
    etag: `"${hash.slice(0, 27)}"`,
    route,
    bytes: text.length * 2,
    expires: now + ttlMs,
  };
}

/** Whether the browser's If-None-Match names this page. */
export function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

/**
 * The answer for one request: the page with this request's nonce, gzip-compressed when the
 * browser takes it, or 304 when the browser's copy is this page. The tag names the page and its
 * encoding (a compressed answer is other bytes than a plain one), so it can stay strong.
 */
export function answer(page: CachedPage, request: Request, nonce: string, hit: boolean): Response {
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  const etag = gzip ? `${page.etag.slice(0, -1)}-gz"` : page.etag;
  const headers = new Headers(page.headers);
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  headers.set("X-Page-Cache", hit ? "hit" : "miss");
  if (notModified(request, etag)) {
    // No Content-Type: the server's security headers then add no new CSP (see toCachedPage).
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const text = page.parts.join(nonce);
  if (!gzip) return new Response(text, { status: 200, headers });
  headers.set("Content-Encoding", "gzip");
  return new Response(gzipSync(text, { level: 4 }), { status: 200, headers });
}

export class PageCache {
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  /** Counts changes: a render that began in an older generation is not stored. */
  generation = 0;

  readonly limits: PageCacheLimits;

  constructor(limits: PageCacheLimits = DEFAULT_LIMITS) {
    this.limits = limits;
  }

  /** Something a page shows changed: forget every page. */
  invalidate() {
    this.generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  get(key: string, now: number): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#entries.delete(key);
    if (page.expires <= now) {
      this.#bytes -= page.bytes;
      return undefined;
    }
    this.#entries.set(key, page); // most recently used last
    return page;
  }

  /** Keeps `page` unless content changed since its render began, or it is too large. */
  set(key: string, page: CachedPage, renderedIn: number): boolean {
    if (renderedIn !== this.generation || page.bytes > this.limits.maxEntryBytes) return false;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.bytes;
      this.#entries.delete(key);
    }
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes + page.bytes <= this.limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    this.#entries.set(key, page);
    this.#bytes += page.bytes;
    return true;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}
