import { Link } from "react-router";
import { timelinePage } from "~/.server/pages/people-pages";
import { EventStats } from "~/components/event-stats";
import { CalendarIcon, PinIcon } from "~/components/icons";
import { IntroHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { seo } from "~/lib/document/seo";
import { formatDateRange, formatLongDate } from "~/lib/format/dates";
import { isRealLink } from "~/lib/format/links";
import { fallbackLang } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/timeline";
import "./timeline.css";
import { getListIntro } from "~/.server/content/kinds/intros";
import { siteOf } from "~/.server/site-context";
import { ExternalLink } from "~/components/external-link";
import { Markdown } from "~/components/markdown";

export async function loader(args: Route.LoaderArgs) {
  const site = await siteOf(args);
  const [page, intro] = await Promise.all([
    timelinePage(site.db, site.view, site.lang),
    getListIntro(site, "timeline"),
  ]);
  return { ...page, intro };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, introSeo(args.loaderData.intro)) : [];

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function Timeline({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  const t = useT().people.timeline;
  const { month } = useT().shell;
  const to = useLocalize();
  return (
    <>
      <IntroHero intro={loaderData.intro} />
      <section className="section" aria-label={t.events}>
        <div className="container">
          <p className="timeline__more">
            <Link to={to("/events")}>{t.upcoming}</Link>
          </p>
          {events.length === 0 ? (
            <p className="lead">{t.empty}</p>
          ) : (
            <ol className="timeline">
              {events.map((event, i) => (
                <li key={event.id} className="timeline__item">
                  <span className="timeline__dot" aria-hidden="true">
                    {i + 1}
                  </span>
                  <article id={event.slug} className="card timeline__card" data-reveal>
                    {event.image && (
                      <div className="timeline__media">
                        <Picture
                          image={event.image}
                          alt={event.imageAlt}
                          lang={fallbackLang(event, "imageAlt").lang}
                          focus={event.imageFocus}
                          sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 40vw, 100vw"
                          priority={i === 0}
                        />
                      </div>
                    )}
                    <div className="card__body timeline__body">
                      <p className="timeline__date">
                        <CalendarIcon />
                        <time dateTime={event.startDate}>
                          {formatDateRange(event.startDate, event.endDate)}
                        </time>
                        <span className="visually-hidden">
                          {" "}
                          ({formatLongDate(event.startDate, month)})
                        </span>
                      </p>
                      <h2 className="timeline__title" {...fallbackLang(event, "title")}>
                        {event.title}
                      </h2>
                      <p className="card__meta timeline__venue">
                        <PinIcon />
                        {fallbackLang(event, "venue").lang ? (
                          <span lang="en">{event.venue}</span>
                        ) : (
                          event.venue
                        )}
                      </p>
                      <Markdown
                        className="timeline__text rich-text"
                        lang={event.lang}
                        html={event.descriptionHtml}
                      />
                      <EventStats stats={event.stats} />
                      {isRealLink(event.link) && (
                        <p className="timeline__link">
                          {/^https?:/i.test(event.link) ? (
                            <ExternalLink className="btn btn--sm btn--ghost" href={event.link}>
                              {t.website}
                            </ExternalLink>
                          ) : (
                            <a className="btn btn--sm btn--ghost" href={event.link}>
                              {t.website}
                            </a>
                          )}
                        </p>
                      )}
                    </div>
                  </article>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
