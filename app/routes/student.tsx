import { listPeople, type Person } from "~/.server/content/queries";
import { getDb } from "~/.server/db/client";
import { PageHero } from "~/components/page-hero";
import { PersonCard } from "~/components/person-card";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/student";

/** The student page's sections, in the spec's order and wording (SPEC 2, Student page). */
const SECTION_ORDER = [
  "Student Coordinators",
  "Student Co-coordinators",
  "Secretary",
  "Committee Co-ordinators",
  "Leads",
  "Co-Leads",
];

export async function loader() {
  const students = await listPeople(await getDb(), "student");
  const bySection = new Map<string, Person[]>();
  for (const s of students) {
    const key = s.section ?? "Team";
    bySection.set(key, [...(bySection.get(key) ?? []), s]);
  }
  const rank = (title: string) => {
    const i = SECTION_ORDER.indexOf(title);
    return i === -1 ? SECTION_ORDER.length : i;
  };
  const sections = [...bySection.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([title, people]) => ({ title, people }));
  return { sections };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Student Team",
    description:
      "The student team that runs the incubation centre's events, design, web, media and outreach: coordinators, secretary, committee co-ordinators, leads and co-leads.",
  });

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default function Student({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Team"
        title="Student Team"
        lead="Students who organise our events, build our website, design, write and spread the word."
      />
      {sections.map((section, i) => (
        <section
          key={section.title}
          id={slug(section.title)}
          className={`section section--tight${i % 2 ? " section--alt" : ""}`}
          aria-labelledby={`${slug(section.title)}-title`}
        >
          <div className="container">
            <h2 id={`${slug(section.title)}-title`} className="student-section__title">
              {section.title}
            </h2>
            <ul className="grid student-grid">
              {section.people.map((p) => (
                <li key={p.id}>
                  <PersonCard person={p} variant="student" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      {sections.length === 0 && (
        <section className="section">
          <p className="container lead">The student team will be introduced here soon.</p>
        </section>
      )}
    </>
  );
}
