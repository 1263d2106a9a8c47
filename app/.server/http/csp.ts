// The Content-Security-Policy of every page (issue 27): scripts come from the site itself, and an
// inline script runs only when its text's SHA-256 is in the policy. Hashes, not a per-request
// nonce: a page is then the same bytes for every visitor, so the page cache keeps it once,
// compressed once, with a strong ETag, and nginx may keep it too (decision 041). A hash allows
// exactly that text and nothing an attacker could add beside it, as a nonce did.
// Plain Node (no `~/` imports): the Node entry (server/http.ts) reads it as well as the app.
import { createHash } from "node:crypto";

/** The policy, with the hashes of the page's inline scripts (none for an answer without any). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** `sha256-…` of a script's text, as CSP names it. */
export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are never run, so the policy need not name them. */
const DATA_TYPE = /\btype="application\/(?:ld\+)?json"/i;

/**
 * The hashes of every inline script a document runs: those in its HTML and `added`, the texts
 * its scripts add to the page themselves (document-html.ts starts the page's modules that way).
 */
export function scriptHashesOf(html: string, added: readonly string[] = []): string[] {
  const texts: string[] = [...added];
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/i.test(attributes) || DATA_TYPE.test(attributes) || !text) continue;
    texts.push(text);
  }
  return [...new Set(texts.map(scriptHash))];
}
