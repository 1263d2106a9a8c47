// The standard pages' first version (GIGW 3.0), one module per page and language, typed:
// first-version.ts writes them as the Markdown staff then edit in the back office. Both languages
// have the same shape (sections, blocks, links), checked by policies.test.ts. These helpers keep
// the texts readable.

/** A link inside a text: a site path (shown in the page's language), a mailto: or an https: address. */
export type TextLink = { text: string; to: string };

/** Running text: plain, or plain parts and links. */
export type Rich = string | (string | TextLink)[];

export type Block =
  | { kind: "p"; text: Rich }
  | { kind: "list"; items: Rich[] }
  | { kind: "table"; caption: string; head: string[]; rows: Rich[][] };

export type Section = {
  /** The section's anchor, the same in both languages. */
  id: string;
  heading: string;
  blocks: Block[];
};

export type PolicyText = {
  /** When the text was last written (ISO date): the page's "last updated". */
  updatedAt: string;
  /** The page's meta description. */
  description: string;
  lead: string;
  sections: Section[];
};

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
