import { Picture } from "~/components/picture";
import { formatDateRange } from "~/lib/format/dates";
import type { ImageRef } from "~/lib/media";
import { FlipCard } from "./flip-card";

export type HomeEvent = {
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
  if (events.length === 0) return null;
  return (
    <section id="events" className="section section--alt" aria-labelledby="events-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">What happens here</p>
          <h2 id="events-title" className="section-title">
            Events
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
                      <h3>{e.title}</h3>
                      <p className="ev-meta">
                        <time dateTime={e.startDate}>{when}</time>
                        <br />
                        {e.venue}
                      </p>
                      <p className="ev-summary">{e.summary}</p>
                      {e.link && /^https?:\/\//.test(e.link) ? (
                        <a
                          className="btn btn--secondary btn--sm"
                          href={e.link}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          Visit website
                          <span className="visually-hidden">
                            {" "}
                            of {e.title} (opens in a new tab)
                          </span>
                        </a>
                      ) : (
                        <a className="btn btn--secondary btn--sm" href={e.link || "/timeline"}>
                          View More<span className="visually-hidden"> about {e.title}</span>
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
          <a className="btn btn--secondary" href="/timeline">
            View More<span className="visually-hidden"> events on the timeline</span>
          </a>
        </div>
      </div>
    </section>
  );
}
