import { getEventsPage } from "~/.server/pages/event-pages";
import { EventCard } from "~/components/event-card";
import { CalendarIcon } from "~/components/icons";
import { IntroHero } from "~/components/page-hero";
import { seo } from "~/lib/document/seo";
import { useT } from "~/lib/i18n/use-t";
import { introSeo } from "~/lib/page-intro";
import type { Route } from "./+types/events";
import "./events.css";
import { getListIntro } from "~/.server/content/kinds/intros";
import { siteOf } from "~/.server/site-context";

export async function loader(args: Route.LoaderArgs) {
  const site = await siteOf(args);
  const [page, intro] = await Promise.all([
    getEventsPage(site.db, site.view, new Date(), site.lang),
    getListIntro(site, "events"),
  ]);
  return { ...page, intro };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, introSeo(args.loaderData.intro)) : [];

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

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function Events({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  const t = useT().directory.events;
  return (
    <>
      <IntroHero intro={loaderData.intro}>
        <p className="events-feed">
          {/* The calendar file is one for both languages (its texts are the centre's English). */}
          <a className="btn btn--ghost btn--sm" href="/events.ics">
            <CalendarIcon />
            {t.subscribe}
          </a>
        </p>
      </IntroHero>
      <EventList
        id="upcoming-events"
        title={t.upcoming}
        events={upcoming}
        empty={t.upcomingEmpty}
      />
      <EventList id="past-events" title={t.past} events={past} empty={t.pastEmpty} alt />
    </>
  );
}
