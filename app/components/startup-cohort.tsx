// A startup's page: what the centre did in the year the startup joined (its cohort), with the
// photos of those events. Shown as the cohort's year, not as events the startup took part in:
// the content does not record who attended what.
import { href, Link } from "react-router";
import { formatLongDate } from "~/lib/format/dates";
import { langAttr } from "~/lib/format/lang";
import { fallbackLang, type Localized } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { GalleryItem } from "~/lib/media";
import { GalleryGrid } from "./gallery-grid";
import { Phrase } from "./phrase";
import "./startup-cohort.css";

export type CohortEventData = {
  slug: string;
  title: string;
  startDate: string;
  summary: string;
} & Localized;

export function StartupCohort({
  year,
  name,
  nameLang,
  events,
  photos,
  album,
}: {
  year: number;
  name: string;
  /** The name's language where it differs from the page's (English on a Hindi page). */
  nameLang?: "en";
  events: CohortEventData[];
  photos: GalleryItem[];
  /** The one album the photos come from (the link goes to it), or null for the whole gallery. */
  album: string | null;
}) {
  const t = useT().directory.cohort;
  const { month } = useT().shell;
  const to = useLocalize();
  if (events.length === 0) return null;
  const gallery = album
    ? `${href("/gallery")}?album=${encodeURIComponent(album)}`
    : href("/gallery");
  return (
    <section className="section section--alt" aria-labelledby="startup-cohort">
      <div className="container">
        <h2 id="startup-cohort">{t.title(String(year))}</h2>
        <p className="startup-cohort__lead">
          <Phrase
            message={(value) => t.lead(String(year), value)}
            value={name}
            lang={nameLang ?? langAttr(name)}
            wrap
          />
        </p>
        <ul className="grid grid--3 startup-cohort__events">
          {events.map((e) => (
            <li key={e.slug}>
              <article className="card startup-cohort__event">
                <div className="card__body">
                  <p className="card__meta">
                    <time dateTime={e.startDate}>{formatLongDate(e.startDate, month)}</time>
                  </p>
                  <h3 className="card__title">
                    <Link
                      to={to(href("/events/:slug", { slug: e.slug }))}
                      lang={fallbackLang(e, "title").lang ?? langAttr(e.title)}
                    >
                      {e.title}
                    </Link>
                  </h3>
                  <p lang={fallbackLang(e, "summary").lang ?? langAttr(e.summary)}>{e.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {photos.length > 0 && (
          <>
            <h3 className="startup-cohort__photos-title">{t.photos}</h3>
            <GalleryGrid photos={photos} lightbox captions />
            <p className="startup-cohort__more">
              <Link to={to(gallery)}>{t.allPhotos}</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
