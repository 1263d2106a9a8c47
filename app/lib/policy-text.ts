// The shape of a standard page's text (accessibility statement, help, terms...), as its loader
// sends it. The texts themselves are server-only (app/.server/policies), one module per page and
// language; this module holds only their types, shared with the page that renders them.

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
