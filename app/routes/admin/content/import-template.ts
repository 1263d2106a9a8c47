// GET /admin-dashboard/:section/import.csv — the template of a section's spreadsheet: its header
// row and one example row (startups, faculty mentors, the student team).
import { openImport } from "~/.server/content/admin/import-page";
import { templateRows } from "~/.server/content/csv/template";
import { toCsv } from "~/.server/csv";
import type { Route } from "./+types/import-template";

export async function loader(args: Route.LoaderArgs) {
  const { section } = await openImport(args, args.params.section);
  const { header, example } = templateRows(section);
  return new Response(toCsv(header, [example]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${section.key}-template.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
