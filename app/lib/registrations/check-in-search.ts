// The check-in page's search, shared by the server (a GET ?q= without scripts) and the browser
// (filtering as the door staff type): both must find the same people for the same words.

/** The fields a search looks in: what someone at the door says or shows. */
export type Searchable = { name: string; email: string; phone: string; institute: string };

const digitsOf = (value: string) => value.replace(/\D/g, "");

/**
 * Whether `row` matches every word of `query`, case-insensitively, in its name, e-mail, phone or
 * institute. A word of digits also matches the phone with its spaces and dashes left out
 * ("98765 43210" is found by "9876543210").
 */
export function matchesSearch(row: Searchable, query: string): boolean {
  const words = query.toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [row.name, row.email, row.phone, row.institute]
    .join("\n")
    .toLocaleLowerCase("en-IN");
  const phone = digitsOf(row.phone);
  return words.every((word) => {
    if (text.includes(word)) return true;
    const digits = digitsOf(word);
    return digits.length >= 3 && digits.length === word.replace(/[\s()+-]/g, "").length
      ? phone.includes(digits)
      : false;
  });
}

/** Sorted by name as people read a list (Hindi and English names alike), then by id. */
export function byName<T extends { name: string; id: number }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, "en-IN", { sensitivity: "base" }) || a.id - b.id;
}
