// GET /admin-dashboard/ideas/export.csv: every idea, for a spreadsheet (admins only).
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { toCsv } from "~/.server/csv";
import { isoWhen } from "~/.server/ideas/format";
import { allIdeas } from "~/.server/ideas/store";
import type { Route } from "./+types/ideas-export";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const rows = await allIdeas(args.context.get(dbContext));
  const csv = toCsv(
    [
      "Reference",
      // The centre's wall-clock time with its offset: one instant, whatever zone reads it.
      "Received (ISO 8601 with offset)",
      "Full Name",
      "Email Address",
      "Phone Number",
      "Subject",
      "Message",
      "Status",
      "Note",
      "Delivery",
    ],
    rows.map((r) => [
      r.reference,
      isoWhen(r.createdAt),
      r.name,
      r.email,
      r.phone,
      r.subject,
      r.message,
      r.status,
      r.note,
      r.delivery,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ideas-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
