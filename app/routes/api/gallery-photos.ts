// POST /api/gallery-photos?album=<id> — adds one photo to the gallery (and the album, if named):
// the raw file as the body, its name URI-encoded in X-File-Name. The back office's uploader sends
// an event's photos here one file per request, each with its own progress and result. Answers
// JSON: { ok: true, photo: { id } } or { ok: false, message }, the message completing "Not added: ".
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { addGalleryPhoto } from "~/.server/content/gallery-bulk";
import { dbContext } from "~/.server/context";
import { readBody } from "~/.server/forms/body";
import { rowIdOf, withoutControlCharacters } from "~/.server/forms/fields";
import { apiAction, json } from "~/.server/forms/pipeline";
import { tooLargeMessage } from "~/.server/media/rules";
import type { Route } from "./+types/gallery-photos";

export function loader() {
  return json({ ok: false, message: "use POST to add a photo." }, 405, { Allow: "POST" });
}

export const action = (args: Route.ActionArgs) =>
  apiAction(args, async () => {
    if (args.request.method !== "POST") return loader();
    const viewer = await requirePermission(args, "gallery:manage");
    const max = getConfig().MEDIA_MAX_BYTES;
    const album = new URL(args.request.url).searchParams.get("album");
    const bytes = await readBody(args.request, { maxBytes: max, tooLarge: tooLargeMessage(max) });
    let fileName = "photo";
    try {
      fileName = decodeURIComponent(args.request.headers.get("x-file-name") ?? fileName);
    } catch {
      // A name that is not valid URI encoding is only a label: keep the default.
    }
    const photo = await addGalleryPhoto(
      args.context.get(dbContext),
      viewer,
      { bytes, fileName: withoutControlCharacters(fileName) },
      album ? (rowIdOf(album) ?? -1) : null,
      max,
    );
    return json({ ok: true, photo: { id: photo.id } });
  });
