// Rendered pages kept for visitors without a session (issue 14), shared by every request of this
// server. A page is stored as its text split at the render's CSP nonce, so each answer carries a
// fresh nonce of its own. Every change to what pages show empties the cache at once (the app
// signals it through the database, so every server hears of a change made on any of them); a page
// whose render began before a change is not stored. Entries also expire after a short time, for
// what changes by the clock alone (scheduled publishing, registration closing).
import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { displayOfCookies, displayValue } from "../app/lib/display.ts";
import { extend, type KnownPiece, knownPiece } from "./crc32-shift.ts";

export type CachedPage = {
  /** The page's bytes, cut where the nonce was. */
  parts: Buffer[];
  /** Each part compressed on its own (raw deflate ending on a byte boundary, not final). */
  deflated: Buffer[];
  /** Each part's CRC-32 and shift, for gzip's trailer (crc32-shift.ts). */
  known: KnownPiece[];
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
  const parts = (nonce ? text.split(nonce) : [text]).map((part) => Buffer.from(part));
  const deflated = parts.map((part) =>
    deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const known = parts.map(knownPiece);
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name.toLowerCase()));
  // Strong: two answers with this tag differ only in their nonce, and a 304 never sends a new
  // Content-Security-Policy, so a browser's kept page and its kept policy stay a pair.
  const hash = createHash("sha256").update(parts.join("\u0000")).digest("base64url");
  return {
    parts,
    deflated,
    known,
    headers,
    etag: `"${hash.slice(0, 27)}"`,
    route,
    bytes: parts.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, p) => n + p.length, 0),
    expires: now + ttlMs,
  };
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

/**
 * An answer from the cache, before it becomes a Response or is written to a Node socket. The body
 * is the pieces it is joined from, mostly the page's own kept buffers: written one after another
 * they cost no copy, and a busy server allocates a few bytes per answer instead of the page's size
 * (each allocation of that size brought V8's full garbage collections closer).
 */
export type CacheAnswer = {
  status: 200 | 304;
  headers: [string, string][];
  body: Buffer[] | null;
  length: number;
};

/**
 * The answer for one request: the page with this request's nonce, gzip-compressed when the
 * browser takes it (spliced, see splicedGzip), or 304 when the browser's copy is this page. The
 * tag names the page and its encoding (a compressed answer is other bytes than a plain one), so
 * it can stay strong.
 */
export function answerFor(
  page: CachedPage,
  request: CacheRequest,
  nonce: string,
  hit: boolean,
): CacheAnswer {
  const gzip = /\bgzip\b/.test(request.acceptEncoding ?? "");
  const etag = gzip ? `${page.etag.slice(0, -1)}-gz"` : page.etag;
  const headers: [string, string][] = [
    ...page.headers,
    ["ETag", etag],
    ["Vary", "Accept-Encoding"],
    ["X-Page-Cache", hit ? "hit" : "miss"],
  ];
  if (notModified(request.ifNoneMatch, etag)) {
    // No Content-Type: the server's security headers then add no new CSP (see toCachedPage).
    const without = headers.filter(([n]) => n !== "content-type");
    return { status: 304, headers: without, body: null, length: 0 };
  }
  if (gzip) headers.push(["Content-Encoding", "gzip"]);
  if (request.method === "HEAD") return { status: 200, headers, body: null, length: 0 };
  const nonceBytes = Buffer.from(nonce);
  const body = gzip
    ? splicedGzip(page, nonceBytes)
    : page.parts.flatMap((part, i) => (i ? [nonceBytes, part] : [part]));
  return { status: 200, headers, body, length: body.reduce((n, b) => n + b.length, 0) };
}

/** answerFor as a Response, for the app's request pipeline. */
export function answer(page: CachedPage, request: Request, nonce: string, hit: boolean): Response {
  const { status, headers, body } = answerFor(
    page,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
      ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    },
    nonce,
    hit,
  );
  return new Response(body && bytesOf(Buffer.concat(body)), { status, headers });
}

/** A Buffer as the plain bytes a Response takes, without a copy. */
const bytesOf = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman codes): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** The nonce as a stored (uncompressed) deflate block; the stream is on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0; // not last, stored
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The page gzip-compressed with this request's nonce, without compressing it again: the parts
 * were compressed once, each on its own, so they join into one deflate stream with the nonce as a
 * stored block between them (RFC 1951). The checksum comes from each part's own (crc32-shift.ts).
 */
function splicedGzip(page: CachedPage, nonce: Buffer): Buffer[] {
  const stored = storedBlock(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, i) => {
    if (i) {
      pieces.push(stored);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    pieces.push(page.deflated[i] as Buffer);
    crc = extend(crc, page.known[i] as KnownPiece);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return pieces;
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
