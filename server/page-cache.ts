// Rendered pages kept for visitors without a session (issue 14), shared by every request of this
// server. A page is stored as its text split at the render's CSP nonce, so each answer carries a
// fresh nonce of its own. Every change to what pages show empties the cache at once (the app
// signals it through the database, so every server hears of a change made on any of them); a page
// whose render began before a change is not stored. Entries also expire after a short time, for
// what changes by the clock alone (scheduled publishing, registration closing).
import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";

export type CachedPage = {
  /** The page's bytes, cut where the nonce was. */
  parts: Buffer[];
  /** Each part compressed on its own (raw deflate ending on a byte boundary, not final). */
  deflated: Buffer[];
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
  const parts = (nonce ? text.split(nonce) : [text]).map((part) => Buffer.from(part));
  const deflated = parts.map((part) =>
    deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name.toLowerCase()));
  // Strong: two answers with this tag differ only in their nonce, and a 304 never sends a new
  // Content-Security-Policy, so a browser's kept page and its kept policy stay a pair.
  const hash = createHash("sha256").update(parts.join("\u0000")).digest("base64url");
  return {
    parts,
    deflated,
    headers,
    etag: `"${hash.slice(0, 27)}"`,
    route,
    bytes: parts.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, p) => n + p.length, 0),
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
 * browser takes it (spliced, see splicedGzip), or 304 when the browser's copy is this page. The tag names the page and its
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
  const nonceBytes = Buffer.from(nonce);
  if (!gzip) {
    const body = page.parts.flatMap((part, i) => (i ? [nonceBytes, part] : [part]));
    return new Response(bytesOf(Buffer.concat(body)), { status: 200, headers });
  }
  headers.set("Content-Encoding", "gzip");
  return new Response(bytesOf(splicedGzip(page, nonceBytes)), { status: 200, headers });
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
 * stored block between them (RFC 1951). Only the checksum is computed per answer.
 */
function splicedGzip(page: CachedPage, nonce: Buffer): Buffer {
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
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
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
