// Named placeholders in texts staff write ("{reference}", "{centre}"): what a text uses, whether
// each is one its message has, and the text with them filled in. The e-mails' wording is checked
// with these when it is saved and filled with them when a message is sent.

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholders a text uses, each once, in order: "{reference} … {centre}" → reference, centre. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** Those a text uses that are not among `allowed`. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

/** "{reference}, {centre}": placeholders as staff type them. */
export const listPlaceholders = (names: readonly string[]) => names.map((n) => `{${n}}`).join(", ");

/**
 * The text with its placeholders filled in. A paragraph (lines between blank lines) with a
 * placeholder that has no value is left out whole, so "A message from the team:\n{message}"
 * disappears when there is no message, instead of leaving its heading alone.
 */
export function fillPlaceholders(text: string, values: Record<string, string | null | undefined>) {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .filter((paragraph) => placeholdersIn(paragraph).every((name) => values[name]))
    .map((paragraph) => paragraph.replace(PLACEHOLDER, (whole, name) => values[name] ?? whole))
    .join("\n\n");
}

/** The text with its placeholders replaced, an empty value by nothing (a page's text keeps all). */
export const replacePlaceholders = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
