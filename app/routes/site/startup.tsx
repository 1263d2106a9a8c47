import { data, Link } from "react-router";
import { startups as startupKind } from "~/.server/content/kinds";
import { getStartup, startupShape } from "~/.server/content/kinds/startups";
import { getTerms } from "~/.server/content/kinds/vocabularies";
import { inLanguage } from "~/.server/content/read";
import { cohortEvents, eventPhotos, organizationJsonLd } from "~/.server/pages/startup-page";
import { ArrowLeftIcon, MailIcon } from "~/components/icons";
import { Initials } from "~/components/initials";
import { PageHero } from "~/components/page-hero";
import { Phrase } from "~/components/phrase";
import { Picture } from "~/components/picture";
import { StartupCohort } from "~/components/startup-cohort";
import { excerpt, seo } from "~/lib/document/seo";
import { langAttr } from "~/lib/format/lang";
import { displayUrl, isRealEmail, isRealLink } from "~/lib/format/links";
import { socialLinks } from "~/lib/format/social";
import { startupName } from "~/lib/format/startups";
import { fallbackLang } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/startup";
import "./startup.css";
import { notFoundOrMoved } from "~/.server/content/redirects";
import { siteOf } from "~/.server/site-context";
import { ExternalLink } from "~/components/external-link";
import { Markdown } from "~/components/markdown";

export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  const [row, terms] = await Promise.all([
    getStartup(db, args.params.slug, view),
    getTerms(db, view),
  ]);
  if (!row) return notFoundOrMoved(db, args.url, data(null, { status: 404 }));
  const local = inLanguage(row, startupKind, lang);
  const startup = { ...startupShape(local, terms, lang), fallback: local.fallback };
  const events = await cohortEvents(db, startup.cohortYear, view, lang);
  const { photos, album } = await eventPhotos(
    db,
    events.map((e) => e.id),
    view,
    lang,
  );
  return {
    startup,
    events: events.map(({ id: _, ...e }) => e),
    photos,
    album,
    updatedAt: row.updatedAt.toISOString(),
    // Data for machines, in English on both pages (the English page is the canonical one).
    jsonLd: organizationJsonLd(startupShape(row, terms)),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const s = args.loaderData?.startup;
  if (!s) return []; // unknown slug: the root's error meta titles the 404
  return [
    ...seo(args, {
      title: startupName(s),
      description: excerpt(`${startupName(s)} (${s.sector}): ${s.problem}`),
      type: "article",
      image: s.image && { id: s.image.id, alt: s.imageAlt, focus: s.imageFocus },
    }),
    // schema.org Organization, in the head (data: the CSP need not name it).
    { "script:ld+json": args.loaderData.jsonLd },
  ];
};

// Reads whole without React in the browser: the shell's script, and the lightbox's island for the
// cohort's photos (islands/widgets/lightbox.ts, decision 042).
export const handle = { lean: true };

export default function StartupPage({ loaderData }: Route.ComponentProps) {
  const { startup: s, events, photos, album } = loaderData;
  const t = useT().directory.startup;
  const to = useLocalize();
  const name = startupName(s);
  /** A content field's language: English where a Hindi page fell back to it. */
  const textLang = (field: string, text: string | null, stored?: "en" | "hi") =>
    fallbackLang(s, field).lang ?? langAttr(text, stored);
  const email = isRealEmail(s.email) ? s.email.trim() : null;
  const website = isRealLink(s.website) ? s.website.trim() : null;
  return (
    <>
      <PageHero
        crumbs={
          <Link to={to("/pag")}>
            <ArrowLeftIcon className="startup__back-icon" />
            {t.back}
          </Link>
        }
        eyebrow={s.sector}
        title={<span lang={textLang("name", name)}>{name}</span>}
        lead={
          s.founder ? (
            fallbackLang(s, "founder").lang ? (
              <Phrase message={t.foundedBy} value={s.founder} lang="en" />
            ) : (
              <span lang={langAttr(s.founder)}>{t.foundedBy(s.founder)}</span>
            )
          ) : undefined
        }
      />
      <section className="section">
        <div className="container startup">
          <div className="startup__media">
            {s.image ? (
              <Picture
                image={s.image}
                alt={s.imageAlt}
                focus={s.imageFocus}
                sizes="(min-width: 64rem) 30rem, 100vw"
                priority
              />
            ) : (
              <Initials name={name} />
            )}
          </div>
          <div className="startup__main">
            <h2>{t.problem}</h2>
            <p className="startup__problem" lang={textLang("problem", s.problem, s.lang)}>
              {s.problem}
            </p>
            <h2>
              <Phrase message={t.about} value={name} lang={fallbackLang(s, "name").lang} />
            </h2>
            <Markdown
              className="rich-text"
              lang={textLang("description", s.description, s.lang)}
              html={s.descriptionHtml}
            />
          </div>
          <aside className="card startup__facts" aria-labelledby="startup-facts">
            <h2 id="startup-facts" className="startup__facts-title">
              {t.facts}
            </h2>
            <dl>
              <div>
                <dt>{t.sector}</dt>
                <dd>{s.sector}</dd>
              </div>
              {s.founder && (
                <div>
                  <dt>{t.founder}</dt>
                  <dd lang={textLang("founder", s.founder)}>{s.founder}</dd>
                </div>
              )}
              {s.stage && (
                <div>
                  <dt>{t.stage}</dt>
                  <dd>{s.stage}</dd>
                </div>
              )}
              {s.incubationStatus && (
                <div>
                  <dt>{t.status}</dt>
                  <dd>
                    {s.incubationStatus}
                    {s.cohortYear ? t.cohort(String(s.cohortYear)) : ""}
                  </dd>
                </div>
              )}
              {s.foundedYear && (
                <div>
                  <dt>{t.founded}</dt>
                  <dd>{s.foundedYear}</dd>
                </div>
              )}
              {website && (
                <div>
                  <dt>{t.website}</dt>
                  <dd>
                    <ExternalLink href={website} rel="noreferrer" iconClassName="startup__ext">
                      {displayUrl(website)}
                    </ExternalLink>
                  </dd>
                </div>
              )}
              {email && (
                <div>
                  <dt>{t.contact}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              )}
              {socialLinks(s.social).length > 0 && (
                <div>
                  <dt>{t.elsewhere}</dt>
                  <dd>
                    <ul className="startup__social">
                      {socialLinks(s.social).map((link) => (
                        <li key={link.network}>
                          <ExternalLink
                            href={link.url}
                            rel="noreferrer"
                            iconClassName="startup__ext"
                          >
                            {link.label}
                          </ExternalLink>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
            {email && (
              <a className="btn btn--primary startup__cta" href={`mailto:${email}`}>
                <MailIcon />
                <Phrase message={t.contactName} value={name} lang={fallbackLang(s, "name").lang} />
              </a>
            )}
          </aside>
        </div>
      </section>
      {s.cohortYear ? (
        <StartupCohort
          year={s.cohortYear}
          name={name}
          nameLang={fallbackLang(s, "name").lang}
          events={events}
          photos={photos}
          album={album}
        />
      ) : null}
    </>
  );
}
