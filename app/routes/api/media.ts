// POST /api/media — stores a picture for a content item (JPEG, PNG or WebP; the raw file as the
// body, its name URI-encoded in X-File-Name). The back office's image fields upload here as soon
// as a file is chosen, with a progress bar, and keep only the id. Answers JSON:
// { ok: true, image: { id, width, height, placeholder } } or { ok: false, message }.
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { imageRefs } from "~/.server/content/queries";
import { dbContext } from "~/.server/context";
import { readBody } from "~/.server/forms/body";
import { apiAction, json } from "~/.server/forms/pipeline";
import { storePicture } from "~/.server/media/content-image";
import { tooLargeMessage } from "~/.server/media/rules";
import type { Route } from "./+types/media";

export function loader() {
  return json({ ok: false, message: "use POST to upload a picture." }, 405, { Allow: "POST" });
}

export const action = (args: Route.ActionArgs) =>
  apiAction(args, async () => {
    if (args.request.method !== "POST") return loader();
    await requirePermission(args, "content:edit");
    const db = args.context.get(dbContext);
    const max = getConfig().MEDIA_MAX_BYTES;
    const bytes = await readBody(args.request, { maxBytes: max, tooLarge: tooLargeMessage(max) });
    let name = "upload";
    try {
      name = decodeURIComponent(args.request.headers.get("x-file-name") ?? name);
    } catch {
      // A name that is not valid URI encoding is only a label: keep the default.
    }
    const id = await storePicture(db, bytes, name.replace(/[\p{Cc}]/gu, ""), max);
    return json({ ok: true, image: (await imageRefs(db, [id]))[id] });
  });
