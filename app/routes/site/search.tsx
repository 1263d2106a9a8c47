// /search?q= — one box over the site: startups, events, notices, people and pages, in English and
// Hindi, grouped by kind, matches marked. A GET form: results have shareable addresses and the
// page works without JavaScript. /hi/search shows titles and groups in Hindi.

import { searchSite } from "~/.server/pages/search";
import { siteOf } from "~/.server/site-context";
import { PageHero } from "~/components/page-hero";
import { SearchForm, SearchResults } from "~/components/search-results";
import { seo } from "~/lib/document/seo";
import { messagesAt } from "~/lib/i18n/catalogue";
import { useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/search";

export async function loader(args: Route.LoaderArgs) {
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 100);
  const { db, view, lang, t } = await siteOf(args);
  const groups = await searchSite(db, q, view, lang, t.notices);
  return { q, groups };
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location).notices.search;
  const q = args.loaderData?.q;
  return seo(args, {
    title: q ? t.metaTitleQuery(q) : t.metaTitle,
    description: t.metaDescription,
    // The page itself may be found; its results are not a page for search engines to keep.
    noindex: Boolean(q),
    path: "/search",
  });
};

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, groups } = loaderData;
  const t = useT().notices.search;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <section className="section">
        <div className="container search">
          <SearchForm q={q} />
          <SearchResults q={q} groups={groups} />
        </div>
      </section>
    </>
  );
}
