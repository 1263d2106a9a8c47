import { data, Link } from "react-router";
import { getEvent } from "~/.server/content/kinds/events";
import { requestInfoContext } from "~/.server/context";
import { checkSubmission, formAction, readSubmission } from "~/.server/forms/pipeline";
import { getEventPage } from "~/.server/pages/event-pages";
import { answersIn } from "~/.server/registrations/answers";
import { publicAttendance } from "~/.server/registrations/public-attendance";
import { register } from "~/.server/registrations/register";
import { registrationSchema } from "~/.server/registrations/schema";
import { AddToCalendar } from "~/components/add-to-calendar";
import { EventRegistration } from "~/components/event-registration";
import { EventStats } from "~/components/event-stats";
import { GalleryGrid } from "~/components/gallery-grid";
import { ArrowLeftIcon } from "~/components/icons";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { Phrase } from "~/components/phrase";
import { Picture } from "~/components/picture";
import { excerpt, seo } from "~/lib/document/seo";
import { formatDateRange, formatLongDate } from "~/lib/format/dates";
import { langAttr } from "~/lib/format/lang";
import { displayUrl, isRealLink } from "~/lib/format/links";
import { formatIndianNumber } from "~/lib/format/numbers";
import { registeredOutcomeIn } from "~/lib/forms/registration-form";
import { fallbackLang } from "~/lib/i18n/content";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/event";
import "./event.css";
import { notFoundOrMoved } from "~/.server/content/redirects";
import { siteOf } from "~/.server/site-context";
import { ExternalLink } from "~/components/external-link";
import { Markdown } from "~/components/markdown";

export async function loader(args: Route.LoaderArgs) {
  const { db, view, lang } = await siteOf(args);
  const page = await getEventPage(db, args.params.slug, view, new Date(), lang);
  if (!page) return notFoundOrMoved(db, args.url, data(null, { status: 404 }));
  return { ...page, attendance: await publicAttendance(db, page.event.id) };
}

// Anyone may register while registration is open: no guard; the domain throttles and counts places.
// Every answer is in the language of the page the form was sent from (/hi/events/…: Hindi).
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const { db, lang, t } = await siteOf(args);
    const words = t.directory.registration;
    const { values } = await readSubmission(args.request);
    const input = checkSubmission(args.request, values, registrationSchema(words));
    const { status, emailed, answers } = await register(db, args.params.slug, input, {
      clientIp: args.context.get(requestInfoContext).clientIp,
      words,
      lang,
      sent: values,
    });
    const event = await getEvent(db, args.params.slug);
    return {
      ok: true as const,
      ...registeredOutcomeIn(status, emailed, words),
      answers: answersIn(answers, event?.questions ?? [], lang, words),
    };
  });

export const meta: Route.MetaFunction = (args) => {
  const e = args.loaderData?.event;
  if (!e) return []; // unknown slug: the root's error meta titles the 404
  return seo(args, {
    title: e.title,
    description: excerpt(e.summary),
    type: "article",
    image: e.image && { id: e.image.id, alt: e.imageAlt, focus: e.imageFocus },
  });
};

// Registration is a plain POST answered by this page at #register, the calendar links are links,
// the photos' lightbox is gallery-grid's island: read without React in the browser (decision 042).
export const handle = { lean: true };

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    event: e,
    zoneName,
    album,
    calendar,
    structuredData,
    registration,
    attendance,
  } = loaderData;
  const t = useT().directory.event;
  const { month } = useT().shell;
  const to = useLocalize();
  /** A text's language: English where a Hindi page fell back to it. */
  const textLang = (field: string, text: string, stored?: "en" | "hi") =>
    fallbackLang(e, field).lang ?? langAttr(text, stored);
  const website = isRealLink(e.link) ? e.link.trim() : null;
  const times = e.startTime ? (e.endTime ? `${e.startTime}–${e.endTime}` : e.startTime) : null;
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        crumbs={
          <Link to={to("/events")}>
            <ArrowLeftIcon className="event__back-icon" />
            {t.back}
          </Link>
        }
        eyebrow={t.eyebrow}
        title={<span lang={textLang("title", e.title)}>{e.title}</span>}
        lead={<span lang={textLang("summary", e.summary)}>{e.summary}</span>}
      />
      <section className="section">
        <div className="container event">
          {e.image && (
            <div className="event__media">
              <Picture
                image={e.image}
                alt={e.imageAlt}
                focus={e.imageFocus}
                sizes="(min-width: 64rem) 44rem, 100vw"
                priority
              />
            </div>
          )}
          <div className="event__side">
            <aside className="card event__facts" aria-labelledby="event-facts">
              <h2 id="event-facts" className="event__facts-title">
                {t.facts}
              </h2>
              <dl>
                <div>
                  <dt>{e.endDate && e.endDate !== e.startDate ? t.dates : t.date}</dt>
                  <dd>
                    <time dateTime={e.startDate}>{formatDateRange(e.startDate, e.endDate)}</time>
                    <span className="visually-hidden"> ({formatLongDate(e.startDate, month)})</span>
                  </dd>
                </div>
                {times && (
                  <div>
                    <dt>{t.time}</dt>
                    <dd>
                      {times} <span className="event__zone">({zoneName})</span>
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{e.online ? t.where : t.venue}</dt>
                  <dd lang={textLang("venue", e.place)}>{e.place}</dd>
                </div>
                {website && (
                  <div>
                    <dt>{t.website}</dt>
                    <dd>
                      {/^https?:/i.test(website) ? (
                        <ExternalLink href={website} rel="noreferrer" iconClassName="event__ext">
                          {displayUrl(website)}
                        </ExternalLink>
                      ) : (
                        <a href={to(website)}>{t.moreAbout}</a>
                      )}
                    </dd>
                  </div>
                )}
                {attendance && (
                  <div>
                    <dt>{t.attendanceTitle}</dt>
                    <dd className="event__attendance">
                      {t.attendance(
                        formatIndianNumber(attendance.registered),
                        formatIndianNumber(attendance.came),
                      )}
                    </dd>
                  </div>
                )}
              </dl>
              <AddToCalendar
                links={calendar}
                title={e.title}
                titleLang={fallbackLang(e, "title").lang}
              />
            </aside>
            <EventRegistration
              state={registration}
              questions={loaderData.questions}
              result={actionData}
            />
          </div>
          <div className="event__main">
            <h2>{t.about}</h2>
            <Markdown
              className="rich-text"
              lang={textLang("description", e.description, e.lang)}
              html={e.descriptionHtml}
            />
            <EventStats stats={e.stats} />
          </div>
        </div>
      </section>
      {album && (
        <section className="section section--alt" aria-labelledby="event-photos">
          <div className="container">
            <h2 id="event-photos">{t.photos}</h2>
            <p>
              <Link to={to(`/gallery?album=${encodeURIComponent(album.slug)}`)}>
                <Phrase
                  message={t.album}
                  value={album.title}
                  lang={fallbackLang(album, "title").lang ?? langAttr(album.title)}
                  wrap
                />
              </Link>
            </p>
            <GalleryGrid photos={album.photos} lightbox captions />
          </div>
        </section>
      )}
    </>
  );
}
