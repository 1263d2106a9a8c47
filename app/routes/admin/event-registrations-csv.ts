// GET /admin-dashboard/events/:id/registrations.csv: one event's registrations, for a spreadsheet.
import { requirePermission } from "~/.server/auth/guards";
import { idParam } from "~/.server/content/admin/editor";
import { dbContext } from "~/.server/context";
import { eventRegistrationsOf, registrationsCsv } from "~/.server/registrations/store";
import type { Route } from "./+types/event-registrations-csv";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const found = await eventRegistrationsOf(args.context.get(dbContext), idParam(args.params.id));
  if (!found) throw new Response("Not found", { status: 404 });
  return new Response(registrationsCsv(found), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="registrations-${found.event.slug}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
