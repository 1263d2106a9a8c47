/** The element id an address's hash names (`#events` → "events"); a malformed escape names none. */
export function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}
