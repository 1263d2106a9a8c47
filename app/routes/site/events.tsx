import { getEventsPage } from "~/.server/content/event-pages";
import { viewOf } from "~/.server/content/preview";
import { dbContext } from "~/.server/context";
import { EventCard } from "~/components/event-card";
import { CalendarIcon } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import type { Route } from "./+types/events";
import "./events.css";

export async function loader(args: Route.LoaderArgs) {
  return getEventsPage(args.context.get(dbContext), await viewOf(args));
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Events",
    description:
      "Upcoming and past events of the incubation centre: orientations, pitch months, workshops and talks, with dates, venues and how to add them to your calendar.",
  });

type Card = Route.ComponentProps["loaderData"]["upcoming"][number];

function EventList(props: {
  id: string;
  title: string;
  events: Card[];
  empty: string;
  alt?: boolean;
}) {
  const { id, title, events, empty, alt } = props;
  return (
    <section className={alt ? "section section--alt" : "section"} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {events.length === 0 ? (
          <p className="events-empty">{empty}</p>
        ) : (
          <ul className="grid grid--3 events-list">
            {events.map((e) => (
              <li key={e.id}>
                <EventCard e={e} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Events"
        title="Events"
        lead="Orientations, pitch nights, workshops and talks for student founders: what is coming up and what we have held."
      >
        <p className="events-feed">
          <a className="btn btn--ghost btn--sm" href="/events.ics">
            <CalendarIcon />
            Subscribe to the events calendar
          </a>
        </p>
      </PageHero>
      <EventList
        id="upcoming-events"
        title="Upcoming events"
        events={upcoming}
        empty="No upcoming events right now. New events are announced here; subscribe to the calendar to hear of them first."
      />
      <EventList
        id="past-events"
        title="Past events"
        events={past}
        empty="No past events yet."
        alt
      />
    </>
  );
}
