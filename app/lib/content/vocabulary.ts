// The words of a choice content stores by its key, in both languages. The student team's
// sections and the kinds of people are the spec's and fixed here; a startup's sector, stage and
// status and the feedback topics are staff's terms (content/kinds/vocabularies.ts), read from
// the database in the same shape.

export type Term = { value: string; label: string; hi: string };

/** SPEC 2, Student page: the sections in the spec's order and wording. */
export const STUDENT_SECTIONS: readonly Term[] = [
  { value: "Student Coordinators", label: "Student Coordinators", hi: "छात्र समन्वयक" },
  { value: "Student Co-coordinators", label: "Student Co-coordinators", hi: "छात्र सह-समन्वयक" },
  { value: "Secretary", label: "Secretary", hi: "सचिव" },
  { value: "Committee Co-ordinators", label: "Committee Co-ordinators", hi: "समिति समन्वयक" },
  { value: "Leads", label: "Leads", hi: "लीड" },
  { value: "Co-Leads", label: "Co-Leads", hi: "को-लीड" },
];

export const PERSON_KINDS: readonly Term[] = [
  { value: "director", label: "Director's desk", hi: "निदेशक की ओर से" },
  { value: "faculty", label: "Faculty mentor", hi: "फ़ैकल्टी मेंटर" },
];

/** A term's words in a language. */
export const termWords = (term: Term, lang: "en" | "hi" = "en") =>
  lang === "hi" ? term.hi : term.label;

/** A term's label in a language; the stored key itself when it is not (or no longer) a term. */
export function termLabel(
  terms: readonly Term[],
  value: string | null | undefined,
  lang: "en" | "hi" = "en",
) {
  const term = terms.find((t) => t.value === value);
  return term ? termWords(term, lang) : (value ?? "");
}

/** The choices of a select field. */
export const optionsOf = (terms: readonly Term[]) =>
  terms.map(({ value, label }) => ({ value, label }));
