// Rendered pages kept for visitors without a session (issue 14), shared by every request of this
// server. A page is the same bytes for every visitor (its CSP names its scripts' hashes, not a
// per-request nonce: decision 041), so it is kept as it was rendered and compressed once, as
// brotli (gzip when a client asks for it), and answered as it is kept, with a strong ETag. Every
// change to what pages show empties the cache at once (the app signals it through the database,
// so every server hears of a change made on any of them); a page whose render began before a
// change is not stored.
// Entries also expire after a short time, for what changes by the clock alone (scheduled
// publishing, registration closing).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import { displayOfCookies, displayValue } from "../app/lib/display.ts";

export type CachedPage = {
  /**
   * The page as brotli, made when it is rendered. The rendered bytes are not kept: an entry is an
   * eighth of their size (`/`: 32 KB, not 200), so the cache holds eight times the pages.
   */
  br: Buffer;
  /**
   * The page as gzip, made from the brotli the first time a client asks for gzip and not brotli
   * (`gzipped`). Browsers take brotli over HTTPS, and nginx passes their Accept-Encoding on, so
   * most pages never need one: making it for every render cost 2.6 ms of the home page's miss.
   */
  gzip?: Buffer;
  /** The rendered page's length, for a HEAD request's Content-Length. */
  plainLength: number;
  /** The answer's headers that belong to the page (its Content-Security-Policy among them). */
  headers: [string, string][];
  /** Strong: the hash of the plain bytes; each encoding adds its own suffix. */
  etag: string;
  /** The route pattern, for /metrics. */
  route: string;
  /** What the entry holds in memory: its brotli, and its gzip once made. */
  bytes: number;
  expires: number;
};

export type PageCacheLimits = { maxBytes: number; maxEntryBytes: number; ttlMs: number };

const DEFAULT_LIMITS: PageCacheLimits = {
  // Twice the pages 32 MB held when entries kept the rendered bytes too (CachedPage).
  maxBytes: 16 * 1024 * 1024,
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
 * the path) and the visitor's text size and contrast (the `display` cookie, issue 13): the page
 * renders them on <html>, so each choice is a page of its own. The choice is normalised the way
 * the page reads it (app/lib/display.ts), so a handful of variants at most, and none for the
 * default: a visitor without the cookie, or with an unreadable one, shares the plain page.
 */
export function pageCacheKey(request: Request): string | undefined {
  return cacheKeyOf(request.method, request.url, request.headers.get("cookie") ?? undefined);
}

/** pageCacheKey from the raw request line: `url` is a path (`/a?b`) or a whole address. */
export function cacheKeyOf(
  method: string | undefined,
  url: string,
  cookie: string | undefined,
): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  if (cookie && SESSION_COOKIE.test(cookie)) return undefined;
  const { pathname, search } = new URL(url, "http://page.cache");
  if (NOT_PAGES.test(pathname) || pathname.endsWith(".pdf")) return undefined;
  // "#" never occurs in a parsed path and query: the variant cannot pass for another address.
  const variant = cookie ? displayValue(displayOfCookies(cookie)) : "";
  return variant ? `${pathname}${search}#${variant}` : `${pathname}${search}`;
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
const PER_REQUEST = new Set(["set-cookie", "date", "content-length", "x-request-id", "etag"]);

const brotliAsync = promisify(brotliCompress);

/**
 * Turns a rendered answer into a cache entry. Compressed on libuv's threads, not the event loop:
 * a page is compressed once per change, and visitors meanwhile keep being answered. Brotli at 5:
 * on the 200 KB home page, with the start script's allocator settings on one core, quality 9 took
 * 137 ms of the core, 7 took 35, 6 took 13 and 5 took 8.6, for 31.8, 31.9, 32.1 and 32.5 KB. Every
 * miss and every page after a staff change pays it (decision 019). Gzip waits until asked for.
 */
export async function toCachedPage(
  response: Response,
  route: string,
  now: number,
  ttlMs = DEFAULT_LIMITS.ttlMs,
): Promise<CachedPage> {
  const plain = Buffer.from(await response.arrayBuffer());
  const br = await brotliAsync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name.toLowerCase()));
  const hash = createHash("sha256").update(plain).digest("base64url");
  return {
    br,
    plainLength: plain.length,
    headers,
    etag: `"${hash.slice(0, 27)}"`,
    route,
    bytes: br.length,
    expires: now + ttlMs,
  };
}

/**
 * The page's gzip, made from its brotli on first use (on this thread: answers are synchronous,
 * and it happens once per page and change). Gzip at 6: on the home page 2.6 ms against 9's 3.3
 * (Hindi 4.6 against 6.7) for 0.5% more bytes (decision 041). The entry grows by it; the cache
 * counts it the next time it hands the page out (PageCache.get).
 */
export function gzipped(page: CachedPage): Buffer {
  if (!page.gzip) {
    page.gzip = gzipSync(brotliDecompressSync(page.br), { level: 6 });
    page.bytes += page.gzip.length;
  }
  return page.gzip;
}

/** Whether the browser's If-None-Match names this page. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

/** What of a request decides its answer from the cache. */
export type CacheRequest = {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
};

/** An answer from the cache, before it becomes a Response or is written to a Node socket. */
export type CacheAnswer = {
  status: 200 | 304;
  headers: [string, string][];
  /** One of the page's kept buffers, sent as it is: no copy, no per-answer allocation. */
  body: Buffer | null;
};

const CODING = {
  br: /(?:^|,)\s*br\s*(?:;\s*q=([\d.]+))?\s*(?=,|$)/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q=([\d.]+))?\s*(?=,|$)/i,
};

/** Whether the client takes this encoding (`;q=0` refuses one). */
export function takes(acceptEncoding: string | undefined, coding: keyof typeof CODING): boolean {
  const match = CODING[coding].exec(acceptEncoding ?? "");
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/** The encoding to send: brotli, else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  return takes(acceptEncoding, "br") ? "br" : takes(acceptEncoding, "gzip") ? "gzip" : undefined;
}

/**
 * The answer for one request: the page in the best encoding the browser takes, or 304 when the
 * browser's copy is this page. The tag names the page and its encoding (each encoding is other
 * bytes), so it can stay strong.
 */
export function answerFor(page: CachedPage, request: CacheRequest, hit: boolean): CacheAnswer {
  const encoding = encodingFor(request.acceptEncoding);
  const suffix = encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : "";
  const etag = `${page.etag.slice(0, -1)}${suffix}"`;
  const headers: [string, string][] = [
    ...page.headers,
    ["ETag", etag],
    ["Vary", "Accept-Encoding"],
    ["X-Page-Cache", hit ? "hit" : "miss"],
  ];
  if (notModified(request.ifNoneMatch, etag)) {
    // A 304 sends neither the type nor the policy: the browser keeps the pair it has.
    const kept = headers.filter(([n]) => !/^content-(?:type|security-policy)$/i.test(n));
    return { status: 304, headers: kept, body: null };
  }
  if (encoding) headers.push(["Content-Encoding", encoding]);
  // A client that takes neither (rare: curl, a few bots) gets the brotli unpacked (0.5 ms for `/`),
  // but not for a HEAD: the rendered length is kept. A gzip is made for its length too.
  const body = request.method === "HEAD" && !encoding ? null : bodyFor(page, encoding);
  headers.push(["Content-Length", String(body?.length ?? page.plainLength)]);
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

function bodyFor(page: CachedPage, encoding: "br" | "gzip" | undefined): Buffer {
  if (encoding === "br") return page.br;
  return encoding === "gzip" ? gzipped(page) : brotliDecompressSync(page.br);
}

/** answerFor as a Response, for the app's request pipeline. */
export function answer(page: CachedPage, request: Request, hit: boolean): Response {
  const { status, headers, body } = answerFor(
    page,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
      ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    },
    hit,
  );
  return new Response(body && bytesOf(body), { status, headers });
}

/** A Buffer as the plain bytes a Response takes, without a copy. */
export const bytesOf = (b: Buffer) =>
  new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);

/**
 * The most addresses one path may hold that differ only in their query (`/?utm_source=…`,
 * `/gallery?page=2`). Any query makes a page of its own, so without a bound one visitor asking for
 * `/?x=1`, `/?x=2`… would push every other page out of the cache, and the next visitors of those
 * would all wait for renders. Past the bound, a path's oldest such address makes room.
 */
export const QUERY_VARIANTS_PER_PATH = 32;

/** The path of a key with a query, else undefined (`/gallery?page=2#large` → `/gallery`). */
function pathWithQuery(key: string): string | undefined {
  const query = key.indexOf("?");
  return query < 0 ? undefined : key.slice(0, query);
}

export class PageCache {
  /** Each page with the bytes the cache counted for it (a gzip made later adds to the page). */
  #entries = new Map<string, { page: CachedPage; counted: number }>();
  /** The keys with a query, by path, oldest first. */
  #withQuery = new Map<string, Set<string>>();
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
    this.#withQuery.clear();
    this.#bytes = 0;
  }

  #drop(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.counted;
    const path = pathWithQuery(key);
    if (path === undefined) return;
    const keys = this.#withQuery.get(path);
    keys?.delete(key);
    if (keys?.size === 0) this.#withQuery.delete(path);
  }

  get(key: string, now: number): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.page.expires <= now) {
      this.#drop(key);
      return undefined;
    }
    // Most recent last, and counted again as it is now: a gzip made since is in its bytes.
    this.#entries.delete(key);
    this.#bytes -= entry.counted;
    this.#entries.set(key, { page: entry.page, counted: entry.page.bytes });
    this.#bytes += entry.page.bytes;
    return entry.page;
  }

  /** Keeps `page` unless content changed since its render began, or it is too large. */
  set(key: string, page: CachedPage, renderedIn: number): boolean {
    if (renderedIn !== this.generation || page.bytes > this.limits.maxEntryBytes) return false;
    this.#drop(key);
    const path = pathWithQuery(key);
    if (path !== undefined) {
      const keys = this.#withQuery.get(path) ?? new Set<string>();
      for (const oldest of keys) {
        if (keys.size < QUERY_VARIANTS_PER_PATH) break;
        this.#drop(oldest);
      }
      keys.add(key);
      this.#withQuery.set(path, keys);
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes + page.bytes <= this.limits.maxBytes) break;
      this.#drop(oldest);
    }
    this.#entries.set(key, { page, counted: page.bytes });
    this.#bytes += page.bytes;
    return true;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}
