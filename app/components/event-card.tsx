import { Link } from "react-router";
import { formatDateRange, formatLongDate } from "~/lib/format/dates";
import { langAttr } from "~/lib/format/lang";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { ImageRef } from "~/lib/media";
import { ArrowRightIcon, CalendarIcon, PinIcon } from "./icons";
import { Picture } from "./picture";
import "./event-card.css";

export type EventCardData = {
  slug: string;
  title: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  place: string;
  summary: string;
  image: ImageRef | null;
  imageFocus: string;
} & Localized;

/** An event in the /events lists: dates, place, summary; the title's link covers the card. */
export function EventCard({ e }: { e: EventCardData }) {
  const t = useT().directory.events;
  const { month } = useT().shell;
  const to = useLocalize();
  /** A text's language: English where a Hindi page fell back to it. */
  const textLang = (field: string, text: string) => fallbackLang(e, field).lang ?? langAttr(text);
  return (
    <article className="card card--hover event-card" data-reveal>
      {e.image && (
        <div className="card__media event-card__media">
          <Picture
            image={e.image}
            alt=""
            focus={e.imageFocus}
            sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          />
        </div>
      )}
      <div className="card__body">
        <p className="event-card__when">
          <CalendarIcon />
          <time dateTime={e.startDate}>{formatDateRange(e.startDate, e.endDate)}</time>
          <span className="visually-hidden"> ({formatLongDate(e.startDate, month)})</span>
          {e.startTime && <span>, {e.startTime}</span>}
        </p>
        <h3 className="card__title">
          <Link
            to={to(`/events/${e.slug}`)}
            className="event-card__link"
            lang={textLang("title", e.title)}
          >
            {e.title}
          </Link>
        </h3>
        <p className="card__meta event-card__place" lang={textLang("venue", e.place)}>
          <PinIcon />
          {e.place}
        </p>
        <p className="event-card__summary" lang={textLang("summary", e.summary)}>
          {e.summary}
        </p>
        <span className="event-card__more" aria-hidden="true">
          {t.details}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
