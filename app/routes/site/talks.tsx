import { talksPage } from "~/.server/pages/people-pages";
import { IntroHero } from "~/components/page-hero";
import { TestimonialCard } from "~/components/testimonial-card";
import { seo } from "~/lib/document/seo";
import { useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/talks";
import "./talks.css";
import { getListIntro } from "~/.server/content/kinds/intros";
import { siteOf } from "~/.server/site-context";

export async function loader(args: Route.LoaderArgs) {
  const site = await siteOf(args);
  const [page, intro] = await Promise.all([
    talksPage(site.db, site.view, site.lang),
    getListIntro(site, "talks"),
  ]);
  return { ...page, intro };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, introSeo(args.loaderData.intro)) : [];

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function TalksMore({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  const t = useT().people.talks;
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section section--alt" aria-label={t.testimonials}>
        <div className="container">
          {testimonials.length === 0 ? (
            <p className="lead">{t.empty}</p>
          ) : (
            <ul className="grid grid--3">
              {testimonials.map((item) => (
                <li key={item.id}>
                  <TestimonialCard t={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
