// What the back office's forms are made of: each content section (startups, events, people...)
// lists its fields once (app/.server/content/kinds/), the server checks them with a schema made
// from the list, and the form draws them from the same list, sent as plain data. Nothing here
// runs code on a visitor's page.

export type FieldKind =
  | "text"
  | "textarea"
  /** Paragraphs, links and lists (Markdown), rendered on the server. */
  | "markdown"
  /** The item's address: lower-case letters, digits and hyphens, made from another field. */
  | "slug"
  | "email"
  /** A full https:// address. */
  | "url"
  /** A full address or a page of this site ("/timeline", "/#idea"). */
  | "link"
  | "select"
  /** One item of another section (an album's event, a photo's album), or none. */
  | "reference"
  | "checkbox"
  | "number"
  | "date"
  /** A date and a time, in the centre's time zone. */
  | "datetime"
  /** An image with its description in both languages and the point a crop must keep. */
  | "image"
  /** One PDF (a notice's), kept as `attachmentId`; sent as `attachmentFile`, dropped with `attachmentRemove`. */
  | "pdf"
  /** Links to the item's social media profiles. */
  | "social"
  /** Figures of an event: "1000+" and what they count, in both languages. */
  | "stats"
  /** The three vision statements of the home page. */
  | "vision"
  /** An event's own registration questions (lib/content/questions.ts). */
  | "questions"
  /** A round's criteria with weights, which reviewers score (lib/content/rubric.ts). */
  | "rubric";

export type FieldOption = { value: string; label: string };

export type FieldDef = {
  /** The row's key; a bilingual field's Hindi twin is `${name}Hi`. */
  name: string;
  label: string;
  kind: FieldKind;
  /** Stored in English (required when `required`) and Hindi (optional). */
  bilingual?: boolean;
  required?: boolean;
  max?: number;
  hint?: string;
  options?: readonly FieldOption[];
  /** For a reference: the section whose items are the choices (filled in when a form is made). */
  to?: string;
  /**
   * For a select whose choices are staff's terms (a startup's sector): the section that keeps
   * them ("sectors"); its published terms are filled in as the choices when a form is made.
   */
  vocabulary?: string;
  /** For a slug: the field it is made from when left blank. */
  from?: string;
  /** For a textarea or markdown field: its height in lines. */
  rows?: number;
  /** A bilingual name whose English box is labelled plainly ("Name", then "Name (Hindi)"). */
  plainEnglish?: boolean;
  /** Drawn with the fields next to it that share it, under this legend ("Registration"). */
  group?: string;
  /** The only {placeholders} the text may use (an e-mail's wording), checked when it is saved. */
  placeholders?: readonly string[];
  /** Filled in by the form's loader: which placeholders the saved text uses and their values. */
  placeholderNote?: string;
  /** A choice the site search finds by its label (a startup's sector); texts are searched anyway. */
  searched?: boolean;
};

/** The fields in order, those next to each other with the same group gathered into one run. */
export function fieldRuns(
  fields: readonly FieldDef[],
): Array<{ group?: string; fields: FieldDef[] }> {
  const runs: Array<{ group?: string; fields: FieldDef[] }> = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && field.group && last.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return runs;
}

/** What a link field accepts, said once for the form's hint and the server's refusal. */
export const linkRule = (label: string) =>
  `${label} starts with https://, http://, / (a page of this site) or mailto: (an e-mail address).`;

/**
 * The keys an image field is kept and sent under, from its name: the usual field "image" in
 * imageId, imageAlt, imageAltHi, imageFocusX, imageFocusY (its file comes as imageFile, its removal
 * as imageRemove); a kind with several images names each ("logo": logoId, logoAlt...).
 */
export function imageKeys(name: string) {
  return {
    id: `${name}Id`,
    alt: `${name}Alt`,
    altHi: `${name}AltHi`,
    focusX: `${name}FocusX`,
    focusY: `${name}FocusY`,
    file: `${name}File`,
    remove: `${name}Remove`,
  };
}

/** A form's image fields (most kinds have one, named "image"; the brand has three). */
export const imageFields = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.filter((f) => f.kind === "image");

/** The row's keys of an image field, in the form's order. */
export function imageValueKeys(name: string): string[] {
  const k = imageKeys(name);
  return [k.id, k.alt, k.altHi, k.focusX, k.focusY];
}

/** The Hindi twin of a bilingual field. */
export const hindi = (name: string) => `${name}Hi`;

/**
 * A vision statement's parts (the home page's three): a word and a sentence, each in English and
 * Hindi. The form, the check and the home page read them from here.
 */
export const VISION_PARTS: FieldDef[] = [
  { name: "word", label: "word", kind: "text", bilingual: true, max: 40 },
  { name: "text", label: "sentence", kind: "text", bilingual: true, max: 300 },
];

/** The keys a vision statement is stored under: word, wordHi, text, textHi. */
export const VISION_KEYS = VISION_PARTS.flatMap((p) => [p.name, hindi(p.name)]);

/** A field's visible label in one of its languages: "Description (English)", "Name (Hindi)". */
export function labelOf(field: FieldDef, lang: "en" | "hi" = "en"): string {
  if (!field.bilingual) return field.label;
  if (lang === "hi") return `${field.label} (Hindi)`;
  return field.plainEnglish ? field.label : `${field.label} (English)`;
}

/** The social profiles a startup or the centre may link to, in the order they are shown. */
export const SOCIAL_NETWORKS = [
  { value: "linkedin", label: "LinkedIn" },
  { value: "x", label: "X" },
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "youtube", label: "YouTube" },
] as const;

export type PublishState = {
  status: "draft" | "published";
  /** A published item with saved changes that are not public yet. */
  changed: boolean;
  publishFrom: string | null;
  unpublishAt: string | null;
};

/** How the back office names an item's state, e.g. "Published · unpublished changes". */
export function stateLabel(state: PublishState, now = new Date()): string {
  if (state.status === "draft") return "Draft";
  const from = state.publishFrom ? new Date(state.publishFrom) : null;
  const until = state.unpublishAt ? new Date(state.unpublishAt) : null;
  let label = "Published";
  if (from && from > now) label = "Scheduled";
  else if (until && until <= now) label = "Expired";
  return state.changed ? `${label} · unpublished changes` : label;
}
