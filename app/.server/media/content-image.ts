// Pictures of content items (a startup's logo, a mentor's photo, an event's banner, a new gallery
// photo): JPEG, PNG or WebP, through the same pipeline as every stored image. Only the normalised
// original is stored now; its sizes are made on first request or by the warm-up.
import { DomainError } from "~/.server/errors";
import { sniffPicture, tooLargeMessage } from "./rules";
import { storeImage } from "./store";

export const PICTURE_TYPES = "image/jpeg,image/png,image/webp";
export const NOT_A_PICTURE = "the file is not a JPEG, PNG or WebP image.";

export type StoredPicture = { id: string; width: number; height: number; placeholder: string };

/** Checks and stores an uploaded picture; throws a DomainError a person can act on. */
export async function storePicture(
  db: Parameters<typeof storeImage>[0],
  bytes: Buffer,
  fileName: string,
  maxBytes: number,
): Promise<string> {
  if (bytes.length === 0) throw new DomainError("the file is empty.", 400);
  if (bytes.length > maxBytes) throw new DomainError(tooLargeMessage(maxBytes), 413);
  if (!sniffPicture(bytes)) throw new DomainError(NOT_A_PICTURE, 415);
  return storeImage(db, bytes, fileName);
}
