/**
 * How long browsers and shared caches may keep a page (HTML, or a client navigation's data).
 * Pages change whenever staff edit something, so nobody may serve a stale copy without asking
 * (`no-cache`); a signed-in visitor's pages carry their name and controls, so they are kept by
 * nobody at all (`private, no-store`: not a proxy, not the Back button after logging out).
 * Responses that chose their own policy (media, /notices.txt, APIs) keep it.
 */
export function pageCacheControl(headers: Headers, signedIn: boolean): string | null {
  if (headers.has("Cache-Control")) return null;
  const type = headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html") && !type.startsWith("text/x-script")) return null;
  return signedIn ? "private, no-store" : "no-cache";
}
