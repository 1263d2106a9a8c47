import { getListIntro } from "~/.server/content/kinds/intros";
import { facultyPage } from "~/.server/pages/people-pages";
import { siteOf } from "~/.server/site-context";
import { IntroHero } from "~/components/page-hero";
import { PersonCard } from "~/components/person-card";
import { seo } from "~/lib/document/seo";
import { useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/faculty";

export async function loader(args: Route.LoaderArgs) {
  const site = await siteOf(args);
  const [page, intro] = await Promise.all([
    facultyPage(site.db, site.view, site.lang),
    getListIntro(site, "faculty"),
  ]);
  return { ...page, intro };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, introSeo(args.loaderData.intro)) : [];

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function Professor({ loaderData }: Route.ComponentProps) {
  const { featured, others } = loaderData;
  const t = useT().people;
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section" aria-labelledby="faculty-title">
        <div className="container">
          <div className="section-header">
            <h2 id="faculty-title" className="section-title">
              {t.faculty.heading}
            </h2>
            <p className="lead">{t.faculty.sectionLead}</p>
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
          {!featured && <p className="lead">{t.faculty.empty}</p>}
        </div>
      </section>
    </>
  );
}
