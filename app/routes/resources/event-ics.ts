import { eventIcs } from "~/.server/content/kinds/event-calendar";
import { dbContext } from "~/.server/context";
import type { Route } from "./+types/event-ics";

/** /events/:slug.ics: one published event as an iCalendar file to import. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ics = await eventIcs(context.get(dbContext), params.slug);
  if (!ics)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  // The address's slug is already a safe file name; anything else in it is dropped.
  const file = params.slug.replace(/[^a-z0-9-]/gi, "") || "event";
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
