import { Link } from "react-router";
import { viewOf } from "~/.server/content/preview";
import { listEvents } from "~/.server/content/queries";
import { eventShape } from "~/.server/content/shapes";
import { dbContext } from "~/.server/context";
import { EventStats } from "~/components/event-stats";
import { CalendarIcon, ExternalIcon, PinIcon } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { seo } from "~/lib/document/seo";
import { formatDateRange, formatLongDate } from "~/lib/format/dates";
import { isRealLink } from "~/lib/format/links";
import type { Route } from "./+types/timeline";
import "./timeline.css";

export async function loader(args: Route.LoaderArgs) {
  const events = await listEvents(args.context.get(dbContext), await viewOf(args));
  return { events: events.map((e) => eventShape(e)) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Events Timeline",
    description:
      "The incubation centre's events so far: orientation session, PitchTember month of pitches and the stock market simulation, with dates and figures.",
  });

export default function Timeline({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Events"
        title="Events Timeline"
        lead="From the first orientation to a month of pitches: what we have organised for student founders so far."
      />
      <section className="section" aria-label="Events">
        <div className="container">
          <p className="timeline__more">
            <Link to="/events">Upcoming events and registration</Link>
          </p>
          {events.length === 0 ? (
            <p className="lead">Our events will be listed here soon.</p>
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
                          ({formatLongDate(event.startDate)})
                        </span>
                      </p>
                      <h2 className="timeline__title">{event.title}</h2>
                      <p className="card__meta timeline__venue">
                        <PinIcon />
                        {event.venue}
                      </p>
                      <div
                        className="timeline__text rich-text"
                        lang={event.lang}
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered safely on the server (content/markdown.ts).
                        dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
                      />
                      <EventStats stats={event.stats} />
                      {isRealLink(event.link) && (
                        <p className="timeline__link">
                          <a className="btn btn--sm btn--ghost" href={event.link}>
                            Event website
                            <ExternalIcon />
                          </a>
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
