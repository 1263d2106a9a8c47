// A batch of photos posted without JavaScript (/admin-dashboard/gallery/upload): the multipart
// body is read one part at a time, each photo stored before the next is read, so a hundred photos
// cost the memory of one. A refused file is listed with its reason; the others go on.
import type { GuardArgs } from "~/.server/auth/guards";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { addGalleryPhoto } from "~/.server/content/gallery-bulk";
import { dbContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { BATCH_MAX_FILES } from "~/.server/forms/body";
import { rowIdOf, withoutControlCharacters } from "~/.server/forms/fields";
import { multipartParts } from "~/.server/forms/multipart-stream";
import { tooLargeMessage } from "~/.server/media/rules";
import type { UploadResult } from "~/components/admin/photo-uploader";

export async function uploadBatch(args: GuardArgs): Promise<{ results: UploadResult[] }> {
  const viewer = await requirePermission(args, "gallery:manage");
  const db = args.context.get(dbContext);
  const max = getConfig().MEDIA_MAX_BYTES;
  const results: UploadResult[] = [];
  // The album field comes before the files in the form (browsers send fields in order).
  let album: number | null = null;
  for await (const part of multipartParts(args.request, max)) {
    if (part.kind === "field") {
      if (part.name === "album") album = part.value ? (rowIdOf(part.value) ?? -1) : null;
      continue;
    }
    // An empty file input still sends one nameless, empty part.
    if (!part.fileName && part.bytes?.length === 0) continue;
    const name = withoutControlCharacters(part.fileName) || "photo";
    if (results.length >= BATCH_MAX_FILES) {
      results.push({ name, state: "failed", message: `at most ${BATCH_MAX_FILES} files at once.` });
      continue;
    }
    if (part.tooLarge) {
      results.push({ name, state: "failed", message: tooLargeMessage(max) });
      continue;
    }
    try {
      await addGalleryPhoto(db, viewer, { bytes: part.bytes, fileName: name }, album, max);
      results.push({ name, state: "added" });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ name, state: "failed", message: error.message });
    }
  }
  if (results.length === 0) throw new DomainError("Choose at least one photo.", 400);
  return { results };
}
