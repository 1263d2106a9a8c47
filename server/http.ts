// Request and response rules of the Node entry, kept apart so unit tests can reach them.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { contentSecurityPolicy } from "../app/.server/http/csp.ts";
import { logLine, roundMs } from "../app/.server/log.ts";

/**
 * The id that ties a request's log line to what staff quote: the proxy's X-Request-Id behind a
 * proxy we trust (so its log and ours agree), when it is a plain token; else a new one.
 */
export function requestId(given: string | undefined, trustProxy: boolean): string {
  if (trustProxy && given && /^[\w.-]{1,64}$/.test(given)) return given;
  return randomText(9, "base64url");
}

// Random bytes drawn 4 KB at a time from the system's generator and each handed out once (as
// crypto.randomUUID does): one call to the generator per page answer cost more than the rest of
// answering from the page cache.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;
function randomText(bytes: number, encoding: "base64" | "base64url"): string {
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const text = pool.toString(encoding, used, used + bytes);
  used += bytes;
  return text;
}

/** One request as one line of JSON (app/.server/log.ts): the path without its query, nothing personal. */
export function requestLogLine(
  method: string,
  path: string,
  status: number,
  ms: number,
  id: string,
  now = new Date(),
): string {
  return logLine("request", { method, path, status, ms: roundMs(ms), id }, now);
}

/**
 * A plain-text refusal the Node entry gives itself (a path no page can have, a body too large):
 * its message as before, then the request id, so that whoever quotes the answer quotes the id.
 */
export function plainRefusal(message: string, id: string): string {
  return `${message}\n\nRequest id: ${id}\n`;
}

/**
 * Who may read /metrics: a request with `Authorization: Bearer <METRICS_TOKEN>` when a token is
 * set, or one made on this machine: the TCP peer is loopback and no proxy header says it came
 * through a proxy (a reverse proxy on loopback makes every visitor's request look local; nginx
 * adds X-Forwarded-For, and we refuse such requests whatever TRUST_PROXY says).
 */
export function metricsAllowed(
  headers: Headers,
  socketAddress: string | undefined,
  token: string | undefined,
): boolean {
  const bearer = /^Bearer +(\S+) *$/i.exec(headers.get("authorization") ?? "")?.[1];
  if (token && bearer) return sameSecret(bearer, token);
  const peer = normaliseIp(socketAddress ?? "");
  const loopback = peer === "::1" || /^127\.\d+\.\d+\.\d+$/.test(peer);
  const proxied = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"].some((h) =>
    headers.has(h),
  );
  return loopback && !proxied;
}

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The client's address: the socket's peer, or, behind a trusted reverse proxy, the address that
 * proxy appended last to X-Forwarded-For (earlier entries are whatever the client claimed).
 */
export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return normaliseIp(last);
  }
  return normaliseIp(socketAddress ?? "unknown");
}

function normaliseIp(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

/**
 * The request as the app sees it: X-Forwarded-For replaced by the one address we trust (better-auth
 * reads it for rate limits), and behind a trusted proxy the public scheme and host, so that
 * origin checks compare like with like.
 */
export function withForwarding(request: Request, clientIp: string, trustProxy: boolean): Request {
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", clientIp);
  let url = request.url;
  if (trustProxy) {
    const target = new URL(request.url);
    const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "https" || proto === "http") target.protocol = `${proto}:`;
    // Assigning `host` keeps the old port when the new host names none: the public address is
    // the forwarded host with its own port (none: the scheme's default).
    if (host) {
      try {
        const forwarded = new URL(`${target.protocol}//${host}`);
        target.hostname = forwarded.hostname;
        target.port = forwarded.port;
      } catch {
        // Not a host name: the request keeps the address it came with.
      }
    }
    url = target.href;
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM types lack it.
    duplex: hasBody ? "half" : undefined,
  });
}

/**
 * Whether a request's path names something this site can never serve: one with an encoded control
 * character (%00 to %1F, %7F) or a malformed escape. Such a path would reach a route parameter and
 * then a query (PostgreSQL refuses NUL); it gets a plain 404 here instead.
 */
export function unservablePath(rawPath: string): boolean {
  if (/%(?:[01][0-9a-f]|7f)/i.test(rawPath)) return true;
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

/** Adds the security headers to an answer; a page's own policy (its script hashes) is kept. */
export function securityHeaders(headers: Headers, publicUrl: string) {
  const own = headers.get("content-security-policy") ?? undefined;
  for (const [name, value] of securityHeaderList(headers.get("content-type"), publicUrl, own))
    headers.set(name, value);
}

/**
 * The headers every answer carries; a page (HTML) also its Content-Security-Policy: `csp`, the
 * one its render wrote (entry.server.tsx), else the policy that allows no inline script at all.
 */
export function securityHeaderList(
  contentType: string | null | undefined,
  publicUrl: string,
  csp?: string,
): [string, string][] {
  const list: [string, string][] = [...ALWAYS];
  if ((contentType ?? "").startsWith("text/html")) {
    list.push(["Content-Security-Policy", csp ?? contentSecurityPolicy()]);
  }
  if (publicUrl.startsWith("https:")) {
    list.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return list;
}

const ALWAYS: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/** The back office's content file import (a zip of the whole site's content): its own, larger cap. */
export function takesContentFile(path: string): boolean {
  return /^\/admin-dashboard\/content-file(\.data)?$/.test(path);
}

/**
 * The gallery's batch of photos posted without JavaScript (issue 25): many pictures in one body,
 * read one at a time (multipart-stream.ts), so its cap is a count of pictures, not memory.
 */
export function takesPhotoBatch(path: string): boolean {
  return path === "/admin-dashboard/gallery/upload";
}

/**
 * A founder's application to an open round (issue 26) carries its PDF (a pitch deck, at most
 * PDF_MAX_BYTES) from the public /idea page, in English or Hindi.
 */
export function takesApplication(path: string): boolean {
  return /^(\/hi)?\/idea(\.data)?$/.test(path);
}

/**
 * Paths that take a picture in their body, up to MEDIA_MAX_BYTES: the gallery's replacement,
 * the back office's picture upload and its content forms (an image field sends the file with the
 * form when the page runs without JavaScript); a spreadsheet of items (its own cap is lower). Every other path takes a few hundred KB at most.
 */
export function takesUploads(path: string): boolean {
  return /^\/(api\/gallery\/|api\/gallery-photos$|api\/media$|admin-dashboard\/[^/]+\/(new|import|\d+)(\.data)?$|admin-dashboard\/(home|settings)(\.data)?$)/.test(
    path,
  );
}

/**
 * Whether a request renders a page, and so takes its turn among the renders (server/index.ts): a
 * GET of a page or of its client navigation data (`<path>.data`). Files are not pages: every
 * picture, feed, download and icon has an extension in its last segment (a picture's first
 * request waits on the image encoder, which must not hold a page's turn), and a page never does.
 */
export function rendersAPage(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  // The health check answers at once, so a proxy never takes a busy server for a dead one.
  if (path === "/healthz") return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".") || last.endsWith(".data");
}
