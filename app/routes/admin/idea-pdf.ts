// GET /admin-dashboard/ideas/:id/pdf — an application's PDF (a pitch deck, issue 26): for staff
// who manage ideas, and for a reviewer assigned to that application; anyone else gets the same
// 404 as for an application without one, so a reviewer learns nothing of the others.
import { inlineDisposition } from "~/.server/attachments/pdf";
import { readAttachment } from "~/.server/attachments/store";
import { requirePermission } from "~/.server/auth/guards";
import { can } from "~/.server/auth/permissions";
import { dbContext } from "~/.server/context";
import { rowIdOf } from "~/.server/forms/fields";
import { getIdea } from "~/.server/ideas/store";
import { getAssignment } from "~/.server/reviews/score";
import type { Route } from "./+types/idea-pdf";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, "reviews:score");
  const id = rowIdOf(args.params.id);
  if (id === null) return notFound();
  const db = args.context.get(dbContext);
  const pdfId = can(viewer, "ideas:manage")
    ? (await getIdea(db, id))?.idea.pdfId
    : (await getAssignment(db, viewer.id, id))?.idea.pdfId;
  const file = pdfId ? await readAttachment(db, pdfId) : undefined;
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": inlineDisposition(file.fileName),
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      // A founder's document: for the person who opened it, never for a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
