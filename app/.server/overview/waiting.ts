// What waits for staff (issue 25), for the overview: new ideas, feedback nobody has handled,
// the next events' registrations with their waiting lists, scheduled items and when they go
// out, drafts nobody has touched for 30 days, and e-mails that could not be delivered. Each
// part only for those whose role may act on it.
import { and, asc, count, desc, eq, gte, isNull } from "drizzle-orm";
import { can } from "~/.server/auth/permissions";
import { itemPath } from "~/.server/content/admin/item-action";
import type { Db } from "~/.server/db/database";
import { events } from "~/.server/db/schema/events";
import { feedback } from "~/.server/db/schema/feedback";
import { ideas, outbox } from "~/.server/db/schema/ideas";
import { eventRegistrations } from "~/.server/db/schema/registrations";
import { formatDateTime } from "~/lib/format/dates";
import type { Viewer } from "~/lib/viewer";
import type { Pointer } from "./health";
import type { Scan } from "./scan";

const STALE_DAYS = 30;

export type UpcomingEvent = {
  title: string;
  when: string;
  href: string;
  confirmed: number;
  waiting: number;
  capacity: number | null;
};

export type Waiting = {
  ideas: number | null;
  feedback: number | null;
  events: UpcomingEvent[] | null;
  scheduled: Pointer[];
  stale: Pointer[];
  failedMail: Pointer[] | null;
};

export async function waitingFor(
  db: Db,
  viewer: Pick<Viewer, "role">,
  scan: Scan,
  now: Date,
  zone: string,
): Promise<Waiting> {
  const inbox = can(viewer, "ideas:manage");
  const content = can(viewer, "content:edit");
  const scheduled: (Pointer & { at: number })[] = [];
  const stale: Pointer[] = [];
  const staleBefore = now.getTime() - STALE_DAYS * 86_400_000;
  for (const { section, items } of scan.sections) {
    if (!can(viewer, section.right)) continue;
    for (const item of items) {
      const { row } = item;
      const label = `${section.label}: ${item.title}`;
      const href = itemPath(section, item.id);
      if (row.status === "published" && row.publishFrom && row.publishFrom > now)
        scheduled.push({
          label,
          href,
          detail: `goes out ${formatDateTime(row.publishFrom, zone)}`,
          at: row.publishFrom.getTime(),
        });
      const unpublished = row.status === "draft" || row.pending !== null;
      if (unpublished && !section.singleton && row.updatedAt.getTime() < staleBefore)
        stale.push({ label, href, detail: `last saved ${formatDateTime(row.updatedAt, zone)}` });
    }
  }
  scheduled.sort((a, b) => a.at - b.at);
  return {
    ideas: inbox ? await countOf(db, ideas, eq(ideas.status, "new")) : null,
    feedback: inbox ? await countOf(db, feedback, eq(feedback.status, "new")) : null,
    events: content ? await nextEvents(db, now, zone) : null,
    scheduled: scheduled.map(({ label, href, detail }) => ({ label, href, detail })),
    stale,
    failedMail: inbox ? await failedMail(db, zone) : null,
  };
}

async function countOf(
  db: Db,
  table: typeof ideas | typeof feedback,
  where: ReturnType<typeof eq>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** The next five published events with registration, and their places taken and waiting. */
async function nextEvents(db: Db, now: Date, zone: string): Promise<UpcomingEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      capacity: events.capacity,
    })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        eq(events.status, "published"),
        eq(events.registrationOpen, true),
        gte(events.startsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(5);
  const result: UpcomingEvent[] = [];
  for (const e of rows) {
    const counts = await db
      .select({ status: eventRegistrations.status, n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, e.id))
      .groupBy(eventRegistrations.status);
    const of = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    result.push({
      title: e.title,
      when: formatDateTime(e.startsAt, zone),
      href: `/admin-dashboard/events/${e.id}/registrations`,
      confirmed: of("confirmed"),
      waiting: of("waiting"),
      capacity: e.capacity,
    });
  }
  return result;
}

const MAIL_KINDS: Record<string, string> = {
  "centre-email": "New idea, to the centre",
  "form-service": "New idea, to the form service",
  "founder-ack": "Acknowledgement to a founder",
  "founder-status": "Status e-mail to a founder",
  "registration-confirmation": "Registration confirmation",
  "registration-promoted": "A freed place, to the first waiting",
  "registration-cancelled": "Cancellation of a registration",
  "registration-reminder": "Event reminder",
  "event-message": "Message to an event's registrants",
  "feedback-ack": "Acknowledgement of feedback",
};

/** E-mails the outbox gave up on, newest first, each linked to what it was about. */
async function failedMail(db: Db, zone: string): Promise<Pointer[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.state, "failed"))
    .orderBy(desc(outbox.createdAt))
    .limit(20);
  return rows.map((m) => ({
    label: MAIL_KINDS[m.kind] ?? m.kind,
    href: m.ideaId
      ? `/admin-dashboard/ideas/${m.ideaId}`
      : m.feedbackId
        ? `/admin-dashboard/feedback/${m.feedbackId}`
        : "/admin-dashboard/events",
    detail: `${formatDateTime(m.createdAt, zone)}${m.lastError ? `: ${m.lastError}` : ""}`,
  }));
}
