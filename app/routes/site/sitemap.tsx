import { Link, useRouteLoaderData } from "react-router";
import { events as eventKind, startups as startupKind } from "~/.server/content/kinds";
import { listEvents } from "~/.server/content/kinds/events";
import { listStartups } from "~/.server/content/kinds/startups";
import { inLanguage } from "~/.server/content/read";
import { PageHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import type { Frame } from "~/lib/frame";
import { labelOf, type SitemapEntry, sitemapGroups } from "~/lib/html-sitemap";
import { messagesAt } from "~/lib/i18n/catalogue";
import { fallbackLang } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/sitemap";
import "./sitemap.css";
import { siteOf } from "~/.server/site-context";

/** When the sitemap's own text last changed; its lists follow the content. */
const WRITTEN = "2026-11-24";

/** A startup's or event's page; `lang: "en"` where a Hindi page shows its English name. */
type ContentLink = { to: string; label: string; lang?: "en" };

// The HTML sitemap (GIGW 3.0): every page of the site, from the menus' data and the content.
export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  const [startups, events] = await Promise.all([listStartups(db, view), listEvents(db, view)]);
  const updated = [...startups, ...events].map((r) => r.updatedAt.toISOString());
  return {
    startups: startups
      .map((s) => inLanguage(s, startupKind, lang))
      .map((s) => ({
        to: `/startups/${encodeURIComponent(s.slug)}`,
        label: s.name,
        ...fallbackLang(s, "name"),
      })),
    events: events
      .map((e) => inLanguage(e, eventKind, lang))
      .map((e) => ({
        to: `/events/${encodeURIComponent(e.slug)}`,
        label: e.title,
        ...fallbackLang(e, "title"),
      })),
    updatedAt: [WRITTEN, ...updated].sort().at(-1) as string,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesAt(args.location);
  return seo(args, { title: t.gigw.pages.sitemap, description: t.gigw.sitemap.description });
};

function ContentList({ links }: { links: ContentLink[] }) {
  const to = useLocalize();
  if (links.length === 0) return null;
  return (
    <ul className="sitemap__content">
      {links.map((l) => (
        <li key={l.to}>
          <Link to={to(l.to)} lang={l.lang}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Entry({
  entry,
  content,
}: {
  entry: SitemapEntry;
  content: Record<"startups" | "events", ContentLink[]>;
}) {
  const t = useT();
  const to = useLocalize();
  const label = labelOf(entry, t);
  const lang = entry.en ? "en" : undefined;
  return (
    <li>
      {entry.to ? (
        <Link to={to(entry.to)} lang={lang}>
          {label}
        </Link>
      ) : (
        <span lang={lang}>{label}</span>
      )}
      {entry.items && (
        <ul>
          {entry.items.map((item) => (
            <Entry key={item.to ?? labelOf(item, t)} entry={item} content={content} />
          ))}
        </ul>
      )}
      {entry.content && <ContentList links={content[entry.content]} />}
    </li>
  );
}

// Text and links only: read whole without React in the browser (decision 042).
export const handle = { lean: true };

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const content = { startups: loaderData.startups, events: loaderData.events };
  // The menu staff keep, as the header draws it (the root's data, in the page's language).
  const root = useRouteLoaderData("root") as { frame: Frame } | undefined;
  return (
    <>
      <PageHero
        eyebrow={t.gigw.policy.eyebrow}
        title={t.gigw.pages.sitemap}
        lead={t.gigw.sitemap.lead}
      />
      <div className="section">
        <div className="container sitemap">
          {sitemapGroups(root?.frame.menu ?? [], root?.frame.pages).map((group) => (
            <section
              key={group.id}
              className="sitemap__group"
              aria-labelledby={`sitemap-${group.id}`}
            >
              <h2 id={`sitemap-${group.id}`}>{group.title(t)}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <Entry key={entry.to ?? labelOf(entry, t)} entry={entry} content={content} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
