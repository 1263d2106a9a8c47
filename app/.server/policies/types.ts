// The long texts of the site's standard pages (GIGW 3.0) live here on the server, one module per
// page and language, and reach the page through its loader: a page ships only its own text, never
// the other language's or the other pages'. Both languages have the same shape (sections, blocks,
// links), checked by policies.test.ts. These helpers keep the texts readable.
import type { Block, PolicyText, Rich, TextLink } from "~/lib/policy-text";

/** The centre's own facts a text names, from Settings, in the page's language. */
export type PolicyFacts = {
  centre: string;
  institute: string;
  email: string;
};

/** One page's text in one language, from the centre's facts. */
export type PolicyWriter = (facts: PolicyFacts) => PolicyText;

export const p = (...parts: (string | TextLink)[]): Block => ({
  kind: "p",
  text: parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts,
});

export const list = (...items: Rich[]): Block => ({ kind: "list", items });

export const link = (text: string, to: string): TextLink => ({ text, to });

export const mail = (email: string): TextLink => ({ text: email, to: `mailto:${email}` });
