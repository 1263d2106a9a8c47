import { viewOf } from "~/.server/content/preview";
import { listPeople } from "~/.server/content/queries";
import { personShape } from "~/.server/content/shapes";
import { dbContext } from "~/.server/context";
import { PageHero } from "~/components/page-hero";
import { PersonCard } from "~/components/person-card";
import { STUDENT_SECTIONS, termLabel } from "~/lib/content/vocabulary";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/student-team";

export async function loader(args: Route.LoaderArgs) {
  const rows = await listPeople(args.context.get(dbContext), "student", await viewOf(args));
  const students = rows.map((p) => personShape(p));
  // The spec's sections in its order (SPEC 2, Student page), each with its members in their order.
  const sections = STUDENT_SECTIONS.map((section) => ({
    title: termLabel(STUDENT_SECTIONS, section.value),
    people: students.filter((s) => s.section === section.value),
  })).filter((s) => s.people.length > 0);
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
