// POST /api/gallery/:name — an admin replaces one gallery photo. Answers JSON:
// { ok: true, photo } or { ok: false, error } where error completes "Error updating image: ".
import { requireAdmin } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { getDb } from "~/.server/db/client";
import { replaceGalleryPhoto } from "~/.server/media/gallery";
import { ImageRejected } from "~/.server/media/rules";
import { readImageUpload } from "~/.server/media/upload";
import type { Route } from "./+types/gallery-replace";

function refuse(status: number, error: string) {
  return Response.json({ ok: false, error }, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return refuse(405, "use POST to replace a photo.");
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return refuse(405, "use POST to replace a photo.");
  // The guard throws a redirect (no session) or a 403 (not an admin); an API answers in JSON.
  let viewer: Awaited<ReturnType<typeof requireAdmin>>;
  try {
    viewer = await requireAdmin(request);
  } catch (thrown) {
    if (thrown instanceof Response)
      return thrown.status === 403
        ? refuse(403, "only admins may replace photos.")
        : refuse(401, "please log in as an admin.");
    throw thrown;
  }
  try {
    const upload = await readImageUpload(request, getConfig().MEDIA_MAX_BYTES);
    const photo = await replaceGalleryPhoto(await getDb(), viewer, params.name, upload.bytes, {
      fileName: upload.fileName,
    });
    return Response.json({ ok: true, photo }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ImageRejected) return refuse(error.status, error.message);
    console.error("Gallery replace failed:", error);
    return refuse(500, "the server could not store the image. The old photo is unchanged.");
  }
}
