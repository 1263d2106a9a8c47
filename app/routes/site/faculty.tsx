import { viewOf } from "~/.server/content/preview";
import { listPeople } from "~/.server/content/queries";
import { personShape } from "~/.server/content/shapes";
import { dbContext } from "~/.server/context";
import { PageHero } from "~/components/page-hero";
import { PersonCard } from "~/components/person-card";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/faculty";

export async function loader(args: Route.LoaderArgs) {
  const rows = await listPeople(args.context.get(dbContext), "faculty", await viewOf(args));
  const faculty = rows.map((p) => personShape(p));
  // One featured mentor leads the page (the one marked featured, else the first), then the rest.
  const featured = faculty.find((p) => p.featured) ?? faculty[0] ?? null;
  return { featured, others: faculty.filter((p) => p !== featured) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Faculty Mentors",
    description:
      "Meet the faculty mentors of the incubation centre: professors who guide our startups on technology, business and research.",
  });

export default function Professor({ loaderData }: Route.ComponentProps) {
  const { featured, others } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Team"
        title="Our Team"
        lead="Professors who give their time to founders: technical depth, research links and honest advice at every stage."
      />
      <section className="section" aria-labelledby="faculty-title">
        <div className="container">
          <div className="section-header">
            <h2 id="faculty-title" className="section-title">
              Faculty Mentors
            </h2>
            <p className="lead">
              Our mentors review ideas, open their labs and connect startups with industry.
            </p>
          </div>
          {featured && (
            <div className="professor-featured">
              <PersonCard person={featured} variant="featured" />
            </div>
          )}
          {others.length > 0 && (
            <ul className="grid grid--3 professor-grid">
              {others.map((p) => (
                <li key={p.id}>
                  <PersonCard person={p} variant="professor" />
                </li>
              ))}
            </ul>
          )}
          {!featured && <p className="lead">The mentors' profiles will appear here soon.</p>}
        </div>
      </section>
    </>
  );
}
