import { data, Link } from "react-router";
import { getEventPage } from "~/.server/content/event-pages";
import { viewOf } from "~/.server/content/preview";
import { dbContext, requestInfoContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { register } from "~/.server/registrations/register";
import { registrationFormSchema } from "~/.server/registrations/schema";
import { AddToCalendar } from "~/components/add-to-calendar";
import { EventRegistration } from "~/components/event-registration";
import { EventStats } from "~/components/event-stats";
import { GalleryGrid } from "~/components/gallery-grid";
import { ArrowLeftIcon, ExternalIcon } from "~/components/icons";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { excerpt, seo } from "~/lib/document/seo";
import { formatDateRange, formatLongDate } from "~/lib/format/dates";
import { langAttr } from "~/lib/format/lang";
import { displayUrl, isRealLink } from "~/lib/format/links";
import { registeredOutcome } from "~/lib/forms/registration-rules";
import type { Route } from "./+types/event";
import "./event.css";

export async function loader(args: Route.LoaderArgs) {
  const db = args.context.get(dbContext);
  const page = await getEventPage(db, args.params.slug, await viewOf(args));
  if (!page) throw data(null, { status: 404 });
  return page;
}

// Anyone may register while registration is open: no guard; the domain throttles and counts places.
export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const input = await parseForm(args.request, registrationFormSchema);
    const { status, emailed } = await register(
      args.context.get(dbContext),
      args.params.slug,
      input,
      {
        clientIp: args.context.get(requestInfoContext).clientIp,
      },
    );
    return { ok: true as const, ...registeredOutcome(status, emailed) };
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

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event: e, zoneName, album, calendar, structuredData, registration } = loaderData;
  const website = isRealLink(e.link) ? e.link.trim() : null;
  const times = e.startTime ? (e.endTime ? `${e.startTime}–${e.endTime}` : e.startTime) : null;
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero
        crumbs={
          <Link to="/events">
            <ArrowLeftIcon className="event__back-icon" />
            All events
          </Link>
        }
        eyebrow="Event"
        title={<span lang={langAttr(e.title)}>{e.title}</span>}
        lead={<span lang={langAttr(e.summary)}>{e.summary}</span>}
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
                When and where
              </h2>
              <dl>
                <div>
                  <dt>{e.endDate && e.endDate !== e.startDate ? "Dates" : "Date"}</dt>
                  <dd>
                    <time dateTime={e.startDate}>{formatDateRange(e.startDate, e.endDate)}</time>
                    <span className="visually-hidden"> ({formatLongDate(e.startDate)})</span>
                  </dd>
                </div>
                {times && (
                  <div>
                    <dt>Time</dt>
                    <dd>
                      {times} <span className="event__zone">({zoneName})</span>
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{e.online ? "Where" : "Venue"}</dt>
                  <dd lang={langAttr(e.place)}>{e.place}</dd>
                </div>
                {website && (
                  <div>
                    <dt>Website</dt>
                    <dd>
                      {/^https?:/i.test(website) ? (
                        <a href={website} rel="noopener noreferrer">
                          {displayUrl(website)}
                          <ExternalIcon className="event__ext" />
                        </a>
                      ) : (
                        <a href={website}>More about this event</a>
                      )}
                    </dd>
                  </div>
                )}
              </dl>
              <AddToCalendar links={calendar} title={e.title} />
            </aside>
            <EventRegistration state={registration} result={actionData} />
          </div>
          <div className="event__main">
            <h2>About the event</h2>
            <div
              className="rich-text"
              lang={langAttr(e.description, e.lang)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered safely on the server (content/markdown.ts).
              dangerouslySetInnerHTML={{ __html: e.descriptionHtml }}
            />
            <EventStats stats={e.stats} />
          </div>
        </div>
      </section>
      {album && (
        <section className="section section--alt" aria-labelledby="event-photos">
          <div className="container">
            <h2 id="event-photos">Photos</h2>
            <p>
              <Link to={`/gallery?album=${encodeURIComponent(album.slug)}`}>
                See the album “<span lang={langAttr(album.title)}>{album.title}</span>” in the
                gallery
              </Link>
            </p>
            <GalleryGrid photos={album.photos} lightbox captions />
          </div>
        </section>
      )}
    </>
  );
}
