// The template staff download from a list page: the header row and one example row. The example
// passes the import's own check (template.test.ts), so a spreadsheet started from the template
// is right from its first line. Each importable section has a fictional example; a column added
// later gets a plain example made from its kind until someone writes a better one here.
import type { Section } from "~/.server/content/section";
import { type Column, csvColumns } from "./columns";

const EXAMPLES: Record<string, Record<string, string>> = {
  startups: {
    name: "Kosi Bamboo Works",
    name_hi: "कोसी बैम्बू वर्क्स",
    slug: "",
    founder: "Aditi Kumari and Rahul Verma",
    founder_hi: "अदिति कुमारी और राहुल वर्मा",
    sector: "Crafts",
    stage: "Prototype",
    cohort_year: "2025",
    incubation_status: "Incubating",
    founded_year: "2024",
    problem: "Bamboo growers along the Kosi sell raw poles for very little.",
    problem_hi: "कोसी के किनारे बाँस उगाने वाले कच्चे बाँस बहुत कम दाम पर बेचते हैं।",
    description: "Furniture and lamps made by village workshops, sold online.",
    description_hi: "गाँव की कार्यशालाओं में बने फ़र्नीचर और लैंप, ऑनलाइन बिक्री।",
    email: "hello@kosi-bamboo.example",
    website: "https://kosi-bamboo.example",
    social_linkedin: "https://www.linkedin.com/company/kosi-bamboo-example",
    in_flip_cards: "no",
    in_carousel: "no",
    in_cards: "yes",
  },
  people: {
    kind: "faculty",
    name: "Dr. Meera Sinha",
    name_hi: "डॉ. मीरा सिन्हा",
    post: "Associate Professor of Civil Engineering",
    post_hi: "सिविल इंजीनियरिंग की एसोसिएट प्रोफ़ेसर",
    about: "Mentors startups that work on water and rural housing.",
    about_hi: "जल और ग्रामीण आवास पर काम करने वाले स्टार्टअप की मेंटर।",
    featured: "no",
    email: "meera.sinha@institute.example",
    linkedin: "https://www.linkedin.com/in/meera-sinha-example",
  },
  students: {
    section: "Leads",
    name: "Rohit Kumar",
    name_hi: "रोहित कुमार",
    post: "Lead, Web Team",
    post_hi: "लीड, वेब टीम",
    about: "B.Tech, Computer Science, third year",
    about_hi: "बी.टेक, कंप्यूटर विज्ञान, तृतीय वर्ष",
    linkedin: "https://www.linkedin.com/in/rohit-kumar-example",
  },
};

/** A plain example for a column no example above names. */
function plainExample(column: Column): string {
  const { field } = column;
  if (column.key.endsWith("Hi")) return "उदाहरण";
  switch (field.kind) {
    case "select":
      return field.options?.[0]?.label ?? "";
    case "checkbox":
      return "no";
    case "number":
      return "2025";
    case "email":
      return "name@example.org";
    case "url":
    case "link":
    case "social":
      return "https://example.org";
    case "date":
      return "2026-03-31";
    case "datetime":
      return "2026-03-31 10:00";
    case "slug":
      return "";
    default:
      return `Example ${field.label.toLowerCase()}`;
  }
}

/** The template's header and example row. */
export function templateRows(section: Section): { header: string[]; example: string[] } {
  const columns = csvColumns(section);
  const given = EXAMPLES[section.key] ?? {};
  return {
    header: columns.map((c) => c.header),
    example: columns.map((c) => given[c.header] ?? plainExample(c)),
  };
}
