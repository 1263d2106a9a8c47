import { ExternalLink } from "~/components/external-link";
import { Picture } from "~/components/picture";
import { formatDateRange } from "~/lib/format/dates";
import { Say, useHomeWords } from "~/lib/home-words";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";
import { FlipCard } from "./flip-card";

export type HomeEvent = Localized & {
  slug: string;
  title: string;
  startDate: string;
  endDate: string | null;
  venue: string;
  summary: string;
  link: string | null;
  image: ImageRef | null;
};

/** #events: the three events as flip cards; the timeline page tells their whole story. */
export function Events({ events }: { events: HomeEvent[] }) {
  // Nothing to show (a new site, before staff add any): no empty section on the page.
  const t = useT().home;
  const w = useHomeWords();
  const to = useLocalize();
  if (events.length === 0) return null;
  return (
    <section id="events" className="section section--alt" aria-labelledby="events-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">
            <Say what={w.eventsEyebrow} />
          </p>
          <h2 id="events-title" className="section-title">
            <Say what={w.eventsTitle} />
          </h2>
        </div>
        <ul className="ev-list">
          {events.map((e) => {
            const when = formatDateRange(e.startDate, e.endDate);
            return (
              <li key={e.slug}>
                <FlipCard
                  front={
                    e.image ? (
                      <Picture
                        image={e.image}
                        alt=""
                        sizes="(min-width: 900px) 22rem, (min-width: 640px) 45vw, 90vw"
                        className="flip-media"
                      />
                    ) : (
                      <span className="flip-media avatar-fallback" />
                    )
                  }
                  back={
                    <>
                      <h3 {...fallbackLang(e, "title")}>{e.title}</h3>
                      <p className="ev-meta" {...fallbackLang(e, "venue")}>
                        <time dateTime={e.startDate}>{when}</time>
                        <br />
                        {e.venue}
                      </p>
                      <p className="ev-summary" {...fallbackLang(e, "summary")}>
                        {e.summary}
                      </p>
                      {e.link && /^https?:\/\//.test(e.link) ? (
                        <ExternalLink
                          className="btn btn--secondary btn--sm"
                          href={e.link}
                          newTab
                          rel="noreferrer"
                        >
                          {t.events.visitWebsite}
                          <span className="visually-hidden">{t.events.websiteHidden(e.title)}</span>
                        </ExternalLink>
                      ) : (
                        <a className="btn btn--secondary btn--sm" href={to(e.link || "/timeline")}>
                          <Say what={w.viewMore} />
                          <span className="visually-hidden">{t.moreAbout(e.title)}</span>
                        </a>
                      )}
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
        <div className="h-more">
          <a className="btn btn--secondary" href={to("/timeline")}>
            <Say what={w.viewMore} />
            <span className="visually-hidden">{t.events.moreHidden}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
