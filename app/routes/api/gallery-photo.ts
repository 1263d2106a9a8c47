// POST /api/gallery/:name — replaces one gallery photo with the new photo's alt text (header
// X-Alt-Text, URI-encoded, or a multipart "alt" field; required) and in Hindi (X-Alt-Text-Hi or
// "altHi"; the Change control always sends it, a script may leave it out). Answers JSON:
// { ok: true, photo }, or { ok: false, message } where the message completes "Error updating image: ".
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { replaceGalleryPhoto } from "~/.server/content/gallery";
import { dbContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { apiAction, json } from "~/.server/forms/pipeline";
import { readImageUpload } from "~/.server/media/upload";
import type { Route } from "./+types/gallery-photo";

export function loader() {
  return json({ ok: false, message: "use POST to replace a photo." }, 405, { Allow: "POST" });
}

export const action = (args: Route.ActionArgs) =>
  apiAction(args, async () => {
    if (args.request.method !== "POST") return loader();
    const viewer = await requirePermission(args, "gallery:manage");
    const upload = await readImageUpload(args.request, getConfig().MEDIA_MAX_BYTES);
    try {
      const photo = await replaceGalleryPhoto(
        args.context.get(dbContext),
        viewer,
        args.params.name,
        upload.bytes,
        { fileName: upload.fileName, alt: upload.alt, altHi: upload.altHi },
      );
      return json({ ok: true, photo });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      console.error("Gallery replace failed:", error);
      throw new DomainError(
        "the server could not store the image. The old photo is unchanged.",
        500,
      );
    }
  });
