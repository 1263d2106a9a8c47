// The text rules of the site search: what a query's words are, when a text holds them, and the
// excerpt that shows where. English and Hindi alike: case and Latin accents do not matter
// ("Bihar" finds "bihār"); Devanagari is compared as written (its vowel signs are letters, not
// accents, so they are never stripped).

/** Parts of a text, those that matched marked. */
export type Highlighted = { text: string; mark: boolean }[];

const MAX_QUERY = 100;
const MAX_TERMS = 8;

/** One character (code point) as search compares it: lower case, Latin accents removed. */
function foldChar(ch: string): string {
  return ch
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The folded text and, for each of its UTF-16 units, where it came from in the original. */
function fold(text: string): { folded: string; from: number[] } {
  let folded = "";
  const from: number[] = [];
  let at = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i++) from.push(at);
    folded += f;
    at += ch.length;
  }
  from.push(at);
  return { folded, from };
}

/** The words of a query, folded, at most eight, each searched for on its own. */
export function searchTerms(q: string): string[] {
  const words = fold(q.slice(0, MAX_QUERY).replace(/[\p{Cc}]/gu, " "))
    .folded.split(/[\s,;:!?()"“”]+/u)
    .map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, ""))
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Whether `text` holds every term. */
export function matchesAll(text: string, terms: string[]): boolean {
  const { folded } = fold(text);
  return terms.every((t) => folded.includes(t));
}

/**
 * An excerpt of at most about `length` characters around the first match, with every match in it
 * marked; the start of the text when nothing matches.
 */
export function highlight(text: string, terms: string[], length: number): Highlighted {
  const flat = text.replace(/\s+/g, " ").trim();
  const { folded, from } = fold(flat);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let i = folded.indexOf(term); i >= 0; i = folded.indexOf(term, i + term.length))
      ranges.push([from[i], from[i + term.length]]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  const end = Math.min(flat.length, start + length);
  const parts: Highlighted = [];
  let at = start;
  for (const [a, b] of ranges) {
    if (b <= at || a >= end) continue;
    const s = Math.max(a, at);
    if (s > at) parts.push({ text: flat.slice(at, s), mark: false });
    parts.push({ text: flat.slice(s, Math.min(b, end)), mark: true });
    at = Math.min(b, end);
  }
  if (at < end) parts.push({ text: flat.slice(at, end), mark: false });
  if (start > 0) parts.unshift({ text: "… ", mark: false });
  if (end < flat.length) parts.push({ text: " …", mark: false });
  return parts;
}
