import { CalendarIcon, ExternalIcon } from "./icons";
import "./add-to-calendar.css";

export type CalendarLinksData = { ics: string; google: string; outlook: string };

/** "Add to calendar": the .ics file (any calendar app), Google Calendar, Outlook. Plain links. */
export function AddToCalendar({ links, title }: { links: CalendarLinksData; title: string }) {
  return (
    <div className="add-to-calendar">
      <h2 className="add-to-calendar__title" id="add-to-calendar">
        Add to calendar
      </h2>
      <ul className="add-to-calendar__links" aria-labelledby="add-to-calendar">
        <li>
          <a className="btn btn--primary btn--sm" href={links.ics} download>
            <CalendarIcon />
            Download .ics<span className="visually-hidden"> file for {title}</span>
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
