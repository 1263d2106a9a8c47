// The words of the content's fixed choices (a startup's sector, stage and status, the student
// team's sections), in both languages. Stored as keys; shown by these labels.

type Term = { value: string; label: string; hi: string };

export const SECTORS: readonly Term[] = [
  { value: "agritech", label: "Agritech", hi: "कृषि तकनीक" },
  { value: "edtech", label: "Edtech", hi: "शिक्षा तकनीक" },
  { value: "health", label: "Health", hi: "स्वास्थ्य" },
  { value: "fintech", label: "Fintech", hi: "वित्तीय तकनीक" },
  { value: "cleantech", label: "Clean energy", hi: "स्वच्छ ऊर्जा" },
  { value: "crafts", label: "Crafts", hi: "हस्तशिल्प" },
  { value: "logistics", label: "Logistics", hi: "लॉजिस्टिक्स" },
  { value: "water", label: "Water", hi: "जल" },
  { value: "ai", label: "AI", hi: "कृत्रिम बुद्धिमत्ता" },
  { value: "food", label: "Food", hi: "खाद्य" },
];

export const STAGES: readonly Term[] = [
  { value: "idea", label: "Idea", hi: "विचार" },
  { value: "prototype", label: "Prototype", hi: "प्रोटोटाइप" },
  { value: "early-revenue", label: "Early revenue", hi: "शुरुआती कमाई" },
  { value: "growth", label: "Growth", hi: "विस्तार" },
];

export const INCUBATION_STATUSES: readonly Term[] = [
  { value: "incubating", label: "Incubating", hi: "इन्क्यूबेशन में" },
  { value: "graduated", label: "Graduated", hi: "ग्रेजुएट" },
  { value: "alumni", label: "Alumni", hi: "पूर्व स्टार्टअप" },
];

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

/** A term's label in a language; the stored key itself when it is not (or no longer) a term. */
export function termLabel(
  terms: readonly Term[],
  value: string | null | undefined,
  lang: "en" | "hi" = "en",
) {
  const term = terms.find((t) => t.value === value);
  return term ? (lang === "hi" ? term.hi : term.label) : (value ?? "");
}

/** The choices of a select field. */
export const optionsOf = (terms: readonly Term[]) =>
  terms.map(({ value, label }) => ({ value, label }));
