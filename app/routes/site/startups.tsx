import { href, Link, useLocation } from "react-router";
import { startups as startupKind } from "~/.server/content/kinds";
import { getListIntro } from "~/.server/content/kinds/intros";
import { startupShape } from "~/.server/content/kinds/startups";
import { inLanguage } from "~/.server/content/read";
import { isFiltered, loadDirectory } from "~/.server/pages/directory";
import { siteOf } from "~/.server/site-context";
import { DIRECTORY, DirectoryFilters, unfiltered } from "~/components/directory-filters";
import { IntroHero } from "~/components/page-hero";
import { StartupTile } from "~/components/startup-tile";
import { seo } from "~/lib/document/seo";
import { formatIndianNumber } from "~/lib/format/numbers";
import { useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/startups";

// The startup directory. It answers on /startups and on /pag, where the spec's "Litsen More"
// lands; both are one page, so /pag names /startups as its canonical address. The same in Hindi
// under /hi: names, founders and problems in Hindi where staff wrote them.
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const site = await siteOf(args);
  const { db, view, lang } = site;
  const { query, terms, total, results, facets, updatedAt } = await loadDirectory(
    db,
    url.searchParams,
    view,
    lang,
  );
  const intro = await getListIntro(site, "startups");
  return {
    intro: { ...intro, lead: intro.lead.replaceAll("{count}", formatIndianNumber(total)) },
    // A navigation with scripts asks for "/startups.data": the page's address is without it.
    path: url.pathname.replace(/\.data$/, ""),
    preview: view === "preview",
    query,
    filtered: isFiltered(query),
    total,
    facets,
    updatedAt,
    startups: results
      .map((r) => inLanguage(r, startupKind, lang))
      .map((r) => ({ ...startupShape(r, terms, lang), fallback: r.fallback }))
      .map((s) => ({
        slug: s.slug,
        name: s.name,
        founder: s.founder,
        sector: s.sector,
        problem: s.problem,
        lang: s.lang,
        image: s.image,
        imageFocus: s.imageFocus,
        ...(s.fallback ? { fallback: s.fallback } : {}),
      })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...introSeo(args.loaderData.intro), path: href("/startups") }) : [];

// Reads whole without React in the browser (decision 042): the search and filters are one GET
// form that needs no script, the tiles are links. /pag too (the same module).
export const handle = { lean: true };

export default function StartupDirectory({ loaderData }: Route.ComponentProps) {
  const { startups, total, filtered, preview } = loaderData;
  // The address the page was asked at (/pag or /startups, in its language): the form answers there.
  const path = useLocation().pathname;
  const t = useT().directory.startups;
  const shown = startups.length;
  const count = formatIndianNumber(total);
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section section--alt" aria-label={t.region} id={DIRECTORY}>
        <div className="container">
          {total === 0 ? (
            <p className="lead">{t.comingSoon}</p>
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
                {filtered ? t.matching(formatIndianNumber(shown), count) : t.showingAll(count)}
              </p>
              {shown === 0 ? (
                <div className="directory-empty">
                  <h2>{t.noneTitle}</h2>
                  <p>{t.noneHint}</p>
                  <Link to={unfiltered(path, preview)} className="btn btn--secondary">
                    {t.clearAll}
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
