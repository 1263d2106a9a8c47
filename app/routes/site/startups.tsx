import { viewOf } from "~/.server/content/preview";
import { listStartups } from "~/.server/content/queries";
import { startupShape } from "~/.server/content/shapes";
import { dbContext } from "~/.server/context";
import { PageHero } from "~/components/page-hero";
import { StartupTile } from "~/components/startup-tile";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/startups";

export async function loader(args: Route.LoaderArgs) {
  const rows = await listStartups(args.context.get(dbContext), await viewOf(args));
  return {
    startups: rows
      .map((r) => startupShape(r))
      .map((s) => ({
        slug: s.slug,
        name: s.name,
        founder: s.founder,
        sector: s.sector,
        problem: s.problem,
        lang: s.lang,
        image: s.image,
        imageFocus: s.imageFocus,
      })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Our Startups",
    description:
      "All startups incubated at the centre: what problem each one solves, who founded it and how to reach them.",
  });

export default function Pag({ loaderData }: Route.ComponentProps) {
  const { startups } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Incubations"
        title="Our Startups"
        lead={`${startups.length} startups incubated at the centre. Open any of them to read what it does, who founded it and how to get in touch.`}
      />
      <section className="section section--alt" aria-label="Startups directory">
        <div className="container">
          {startups.length === 0 ? (
            <p className="lead">Our startups will be listed here soon.</p>
          ) : (
            <ul className="grid grid--3">
              {startups.map((s) => (
                <li key={s.slug}>
                  <StartupTile s={s} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
