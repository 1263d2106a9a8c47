// Text size and contrast a visitor chose (GIGW 3.0, issue 13). The choice lives in one cookie,
// `display`, read by the server so the first paint is already right (root.tsx puts it on
// <html>), and by the page cache, which keeps one page per choice (server/page-cache.ts). The
// browser's script writes the same cookie with the same function. No dependencies: the Node
// server imports this file directly.

export const DISPLAY_COOKIE = "display";

/** Root font sizes: A− steps down, A resets, A+ steps up (the CSS sizes everything in rem). */
export const TEXT_SIZES = ["small", "normal", "large", "larger"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export type Display = { size: TextSize; contrast: boolean };

export const DEFAULT_DISPLAY: Display = { size: "normal", contrast: false };

/** One year: the choice is remembered until the visitor changes it. */
const MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The canonical cookie value: the choices that differ from the default, joined by "."
 * ("larger", "high", "larger.high"); "" for the default.
 */
export function displayValue(d: Display): string {
  const parts: string[] = [];
  if (d.size !== "normal") parts.push(d.size);
  if (d.contrast) parts.push("high");
  return parts.join(".");
}

/** A cookie value as a choice: unknown words are ignored, so anything odd reads as the default. */
export function parseDisplay(value: string | undefined): Display {
  const words = (value ?? "").slice(0, 64).split(".");
  const size = TEXT_SIZES.find((s) => s !== "normal" && words.includes(s)) ?? "normal";
  return { size, contrast: words.includes("high") };
}

/** The choice a request's Cookie header carries (the first `display` cookie). */
export function displayOfCookies(header: string | null | undefined): Display {
  const match = /(?:^|;\s*)display=([^;]*)/.exec(header ?? "");
  return parseDisplay(match?.[1]?.trim());
}

/**
 * The choice after pressing a control: `size` is "smaller", "normal" or "larger" (one step, kept
 * within the sizes), `contrast` is "high" or "normal". Undefined for anything else.
 */
export function changeDisplay(current: Display, name: string, value: string): Display | undefined {
  if (name === "contrast" && (value === "high" || value === "normal"))
    return { ...current, contrast: value === "high" };
  if (name !== "size") return undefined;
  const step = ["smaller", "normal", "larger"].indexOf(value) - 1;
  if (step < -1) return undefined;
  const at = TEXT_SIZES.indexOf(current.size);
  const index = step ? Math.min(Math.max(at + step, 0), TEXT_SIZES.length - 1) : 1;
  return { ...current, size: TEXT_SIZES[index] as TextSize };
}

/** The Set-Cookie value (also what the browser's script assigns to document.cookie). */
export function displayCookie(d: Display, secure: boolean): string {
  const value = displayValue(d);
  return `${DISPLAY_COOKIE}=${value}; Path=/; Max-Age=${value ? MAX_AGE : 0}; SameSite=Lax${
    secure ? "; Secure" : ""
  }`;
}

/** The attributes of <html> for a choice; none for the default. */
export function displayAttributes(d: Display): {
  "data-text-size"?: string;
  "data-contrast"?: string;
} {
  return {
    "data-text-size": d.size === "normal" ? undefined : d.size,
    "data-contrast": d.contrast ? "high" : undefined,
  };
}

/**
 * In the browser: shows a choice at once, as the server would render it on <html>, and writes the
 * cookie the server reads (the text size buttons of the app and of the shell's script).
 */
export function applyDisplay(next: Display): void {
  const html = document.documentElement;
  for (const [name, value] of Object.entries(displayAttributes(next)))
    value ? html.setAttribute(name, value) : html.removeAttribute(name);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves.
  document.cookie = displayCookie(next, location.protocol === "https:");
}

/**
 * Where to go back to after a choice: a path of this site ("/hi/gallery?album=2"), else
 * undefined. Not "//host" or "/\host" (browsers read both as another site), no scheme, no control
 * characters or spaces, and at most 2,000 characters.
 */
export function safeReturnPath(back: unknown): string | undefined {
  if (typeof back !== "string" || back.length > 2000) return undefined;
  if (!back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u0020\u007f\\]/.test(back)) return undefined;
  const base = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(back, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // Dot segments are resolved before the check: `/.//evil.example` becomes `//evil.example`,
  // which a browser reads as another host (security review, L1).
  if (url.pathname.startsWith("//")) return undefined;
  return url.pathname + url.search;
}
