// GET /admin-dashboard/ideas/pdfs.zip: every PDF of the applications the inbox's filters keep,
// in one zip for the committee, each named "<reference>-<file name>".
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { pdfZip } from "~/.server/ideas/export";
import { inboxFilter } from "~/.server/ideas/filter";
import type { Route } from "./+types/ideas-pdfs";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "ideas:manage");
  const filter = inboxFilter(new URL(args.request.url).searchParams);
  const { stream } = await pdfZip(args.context.get(dbContext), filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="application-pdfs-${day}.zip"`,
      // Founders' documents: for the person who asked, never for a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
