// GET /admin-dashboard/ideas/export.csv: the ideas the inbox's filters keep (all without any), for
// a spreadsheet or a round's committee: with each round question's answers, the team, the PDF's
// file name and the stage.
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { toCsv } from "~/.server/csv";
import { ideasTable } from "~/.server/ideas/export";
import { inboxFilter } from "~/.server/ideas/filter";
import type { Route } from "./+types/ideas-export";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const filter = inboxFilter(new URL(args.request.url).searchParams);
  const { header, rows } = await ideasTable(args.context.get(dbContext), filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="ideas-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
