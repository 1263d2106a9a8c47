import { getListIntro } from "~/.server/content/kinds/intros";
import { studentPage } from "~/.server/pages/people-pages";
import { siteOf } from "~/.server/site-context";
import { IntroHero } from "~/components/page-hero";
import { PersonCard } from "~/components/person-card";
import { seo } from "~/lib/document/seo";
import { useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/student-team";

export async function loader(args: Route.LoaderArgs) {
  const site = await siteOf(args);
  const [page, intro] = await Promise.all([
    studentPage(site.db, site.view, site.lang),
    getListIntro(site, "students"),
  ]);
  return { ...page, intro };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, introSeo(args.loaderData.intro)) : [];

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function Student({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  const t = useT().people;
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      {sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          className={`section section--tight${i % 2 ? " section--alt" : ""}`}
          aria-labelledby={`${section.id}-title`}
        >
          <div className="container">
            <h2 id={`${section.id}-title`} className="student-section__title">
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
          <p className="container lead">{t.students.empty}</p>
        </section>
      )}
    </>
  );
}
