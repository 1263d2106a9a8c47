// A website as staff type it. People write "krishimitra.in" far more often than the full
// address, so a missing scheme is taken to mean https:// (the web's default now); a scheme they
// did type, http:// included, is kept as typed. What is still not a web address after that is
// refused by the caller with its own words.

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host people can reach: labels of letters, digits and hyphens, with a dot and a real ending. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/i;

/** "krishimitra.in" → "https://krishimitra.in"; null for text that is not then an http(s) address. */
export function webAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const full = SCHEME.test(text) ? text : `https://${text.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(full);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || !HOST.test(url.hostname)) return null;
  return full;
}

/** The words of the refusal, said once for the form, the import and the server. */
export const webAddressRule = (label: string) =>
  `${label} is a website's address, such as krishimitra.in or https://krishimitra.in/about.`;
