import { href, Link } from "react-router";
import { isFiltered, loadDirectory } from "~/.server/content/directory";
import { viewOf } from "~/.server/content/preview";
import { startupShape } from "~/.server/content/shapes";
import { dbContext } from "~/.server/context";
import { DirectoryFilters } from "~/components/directory-filters";
import { PageHero } from "~/components/page-hero";
import { StartupTile } from "~/components/startup-tile";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/startups";

// The startup directory. It answers on /startups and on /pag, where the spec's "Litsen More"
// lands; both are one page, so /pag names /startups as its canonical address.
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const view = await viewOf(args);
  const { query, total, results, facets } = await loadDirectory(
    args.context.get(dbContext),
    url.searchParams,
    view,
  );
  return {
    path: url.pathname,
    preview: view === "preview",
    query,
    filtered: isFiltered(query),
    total,
    facets,
    startups: results
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
      "All startups incubated at the centre: search them by name, founder or idea, and filter by sector, stage, cohort and status.",
    path: href("/startups"),
  });

export default function StartupDirectory({ loaderData }: Route.ComponentProps) {
  const { startups, total, filtered, path, preview } = loaderData;
  const shown = startups.length;
  return (
    <>
      <PageHero
        eyebrow="Incubations"
        title="Our Startups"
        lead={`${total} startups incubated at the centre. Open any of them to read what it does, who founded it and how to get in touch.`}
      />
      <section className="section section--alt" aria-label="Startups directory">
        <div className="container">
          {total === 0 ? (
            <p className="lead">Our startups will be listed here soon.</p>
          ) : (
            <>
              <DirectoryFilters
                path={path}
                query={loaderData.query}
                facets={loaderData.facets}
                filtered={filtered}
                preview={preview}
              />
              <p className="directory-status" role="status">
                {filtered
                  ? `${shown} of ${total} startups match.`
                  : `Showing all ${total} startups.`}
              </p>
              {shown === 0 ? (
                <div className="directory-empty">
                  <h2>No startups match</h2>
                  <p>Try other words, or fewer filters.</p>
                  <Link to={preview ? `${path}?preview` : path} className="btn btn--secondary">
                    Clear the search and filters
                  </Link>
                </div>
              ) : (
                <ul className="grid grid--3">
                  {startups.map((s) => (
                    <li key={s.slug}>
                      <StartupTile s={s} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
