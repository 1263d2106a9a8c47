/**
 * Whether a link stored with content really goes somewhere: the old site kept "#" and empty
 * strings as placeholders, and a button to nowhere is worse than no button.
 */
export function isRealLink(url: string | null | undefined): url is string {
  if (!url) return false;
  const value = url.trim();
  if (!value || value.startsWith("#")) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol === "mailto:") return /.+@.+\..+/.test(parsed.pathname);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  // A bare network home page ("https://linkedin.com/") is a placeholder, not a profile.
  return parsed.pathname.replace(/\/+$/, "") !== "" || parsed.search !== "";
}

/** A plausible e-mail address (for mailto: buttons); placeholders and blanks give false. */
export function isRealEmail(email: string | null | undefined): email is string {
  return Boolean(email && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim()));
}

/** "https://www.example.com/path/" → "example.com/path": what a visitor reads on a link. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}
