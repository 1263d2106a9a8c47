import { getBranding } from "~/.server/branding";
import { eventsFeedIcs } from "~/.server/content/kinds/event-calendar";
import { dbContext } from "~/.server/context";
import type { Route } from "./+types/events-ics";

/** /events.ics: every published event, for calendar apps to subscribe to (they re-read it). */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { centreName } = await getBranding(db);
  return new Response(await eventsFeedIcs(db, centreName), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="events.ics"',
      "Cache-Control": "public, max-age=900",
    },
  });
}
