// GET /admin-dashboard/ideas/export.csv: every idea, for a spreadsheet (admins only).
import { requireAdmin } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/client";
import { toCsv } from "~/.server/ideas/csv";
import { allIdeas } from "~/.server/ideas/store";
import type { Route } from "./+types/ideas-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await allIdeas(await getDb());
  const csv = toCsv(
    [
      "Reference",
      "Received (UTC)",
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
      r.createdAt.toISOString(),
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
