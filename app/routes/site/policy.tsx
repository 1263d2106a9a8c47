import { getBranding } from "~/.server/branding";
import { getOwnPage, getStandardPage } from "~/.server/content/kinds/pages";
import { notFoundOrMoved } from "~/.server/content/redirects";
import { factsOf } from "~/.server/policies";
import { siteOf } from "~/.server/site-context";
import { Markdown } from "~/components/markdown";
import { PageHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import { basePath } from "~/lib/i18n/lang";
import { useT } from "~/lib/i18n/use-t";
import { policyOfPath } from "~/lib/policy-pages";
import type { Route } from "./+types/policy";
import "./policy.css";

// The site's text pages, written in the back office (content/kinds/pages.ts): the standard pages
// of GIGW 3.0 at their fixed addresses (terms, privacy, accessibility statement…) and the
// centre's own at /pages/<address>. One module, registered once per address. The centre's names
// in a text come from Settings, in the page's language.
export async function loader(args: Route.LoaderArgs) {
  const site = await siteOf(args);
  const facts = factsOf(await getBranding(site.db, site.view), site.lang);
  // args.url, not request.url: a client navigation asks for "/terms.data".
  const name = policyOfPath(basePath(args.url.pathname));
  const page = name
    ? await getStandardPage(site, name, facts)
    : args.params.slug && (await getOwnPage(site, args.params.slug, facts));
  if (!page) return notFoundOrMoved(site.db, args.url, new Response("Not found", { status: 404 }));
  // The day staff last reviewed the text is the page's last update (GIGW), where it is set.
  return { ...page, ...(page.reviewedOn && { updatedAt: page.reviewedOn }) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  return seo(args, {
    title: args.loaderData.title,
    description: args.loaderData.description || args.loaderData.lead,
  });
};

// Text and links only: read whole without React in the browser (decision 042).
export const handle = { lean: true };

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { title, lead, html, sections, fallback } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t.gigw.policy.eyebrow} title={title} lead={lead || undefined} />
      <div className="section">
        <div className={`container policy${sections.length > 3 ? " policy--toc" : ""}`}>
          {sections.length > 3 && (
            <nav className="policy__toc" aria-labelledby="policy-toc">
              <h2 id="policy-toc">{t.gigw.policy.onThisPage}</h2>
              <ul>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.heading}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Markdown
            html={html}
            className="prose"
            lang={fallback?.includes("body") ? "en" : undefined}
          />
        </div>
      </div>
    </>
  );
}
