import { useT } from "~/lib/i18n/use-t";
import { CalendarIcon, ExternalIcon } from "./icons";
import { Phrase } from "./phrase";
import "./add-to-calendar.css";

export type CalendarLinksData = { ics: string; google: string; outlook: string };

/**
 * "Add to calendar": the .ics file (any calendar app), Google Calendar, Outlook. Plain links; the
 * files and the calendars' entries are the same for both languages (the event's English texts).
 */
export function AddToCalendar({
  links,
  title,
  titleLang,
}: {
  links: CalendarLinksData;
  title: string;
  /** The title's language where it differs from the page's. */
  titleLang?: "en" | "hi";
}) {
  const t = useT().directory.calendar;
  return (
    <div className="add-to-calendar">
      <h2 className="add-to-calendar__title" id="add-to-calendar">
        {t.title}
      </h2>
      <ul className="add-to-calendar__links" aria-labelledby="add-to-calendar">
        <li>
          <a className="btn btn--primary btn--sm" href={links.ics} download>
            <CalendarIcon />
            {t.download}
            <span className="visually-hidden">
              <Phrase message={t.fileFor} value={title} lang={titleLang} />
            </span>
          </a>
        </li>
        <li>
          <a className="btn btn--ghost btn--sm" href={links.google} rel="noopener noreferrer">
            Google Calendar
            <ExternalIcon />
          </a>
        </li>
        <li>
          <a className="btn btn--ghost btn--sm" href={links.outlook} rel="noopener noreferrer">
            Outlook
            <ExternalIcon />
          </a>
        </li>
      </ul>
    </div>
  );
}
