// GET /notices/:id/attachment.pdf — a notice's PDF (decision 017). Visitors get the PDF of a
// released notice; staff previewing (`?preview`) get the one a draft or a saved change holds.
// The address stays the notice's whatever file it holds: caches revalidate each time (the ETag,
// the file's hash, makes that a 304), so a removed or replaced PDF is gone at once.

import { inlineDisposition } from "~/.server/attachments/pdf";
import { getNoticeAttachment } from "~/.server/pages/notice-page";
import { siteOf } from "~/.server/site-context";
import { noticeIdOf } from "~/lib/attachments";
import type { Route } from "./+types/notice-attachment";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader(args: Route.LoaderArgs) {
  const id = noticeIdOf(args.params.id);
  if (!id) return notFound();
  const { db, view } = await siteOf(args);
  const file = await getNoticeAttachment(db, id, view);
  if (!file) return notFound();
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": inlineDisposition(file.fileName),
    "X-Content-Type-Options": "nosniff",
    ETag: `"${file.id}"`,
    // A draft's PDF is for the person previewing, never for a shared cache.
    "Cache-Control": view === "preview" ? "private, no-store" : "public, no-cache",
  });
  const tags = args.request.headers.get("if-none-match") ?? "";
  if (
    view === "public" &&
    tags.split(",").some((t) => t.trim().replace(/^W\//, "") === `"${file.id}"`)
  )
    return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(file.size));
  return new Response(new Uint8Array(file.bytes), { headers });
}
