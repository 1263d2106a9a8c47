// /search?q= — one box over the site: startups, events, notices, people and pages, in English and
// Hindi, grouped by kind, matches marked. A GET form: results have shareable addresses and the
// page works without JavaScript.

import { viewOf } from "~/.server/content/preview";
import { searchSite } from "~/.server/content/search";
import { dbContext } from "~/.server/context";
import { PageHero } from "~/components/page-hero";
import { SearchForm, SearchResults } from "~/components/search-results";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/search";

export async function loader(args: Route.LoaderArgs) {
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 100);
  const groups = await searchSite(args.context.get(dbContext), q, await viewOf(args));
  return { q, groups };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.q ? `Search: ${args.loaderData.q}` : "Search",
    description: "Search the startups, events, notices, people and pages of the incubation centre.",
    // The page itself may be found; its results are not a page for search engines to keep.
    noindex: Boolean(args.loaderData?.q),
    path: "/search",
  });

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, groups } = loaderData;
  return (
    <>
      <PageHero eyebrow="Search" title="Search the site" />
      <section className="section">
        <div className="container search">
          <SearchForm q={q} />
          <SearchResults q={q} groups={groups} />
        </div>
      </section>
    </>
  );
}
