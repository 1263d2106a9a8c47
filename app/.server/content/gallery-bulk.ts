// Photos by the hundred (issue 25): an event's photos added one file per request without alt
// text, described afterwards, moved between albums, ordered within one, and an album's cover.
// Every change is audited in its own transaction, like every other content change.
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type Actor, withAudit } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { albums, galleryPhotos } from "~/.server/db/schema/gallery";
import { DomainError } from "~/.server/errors";
import { storePicture } from "~/.server/media/content-image";
import { encodeLater } from "~/.server/media/encode-later";
import { runEncode } from "~/.server/media/encode-queue";
import { collectGarbage } from "~/.server/memory";
import { ALT_MAX } from "~/lib/forms/limits";
import { gallery } from "./kinds/gallery";
import { moveItem, saveItem } from "./lifecycle";

let turn: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier call's work has ended (a queue of one). */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work);
  turn = result.catch(() => {});
  return result;
}

/** An album that exists and is not in the trash, or a 404 a person understands. */
async function requireAlbum(db: Db, albumId: number) {
  const [album] = await db
    .select({ id: albums.id, title: albums.title })
    .from(albums)
    .where(and(eq(albums.id, albumId), isNull(albums.deletedAt)));
  if (!album) throw new DomainError("That album no longer exists.", 404);
  return album;
}

/**
 * Adds one uploaded photo, published, without alt text (written afterwards; the public pages
 * describe it by its caption or album meanwhile), at the end of the gallery's order. Only the
 * normalised original is made now; its sizes follow in the background (encode-later.ts).
 * Throws a DomainError whose message completes "Not added: ".
 */
export async function addGalleryPhoto(
  db: Db,
  actor: Actor,
  upload: { bytes: Buffer; fileName: string },
  albumId: number | null,
  maxBytes: number,
): Promise<{ id: number; imageId: string }> {
  if (albumId !== null) await requireAlbum(db, albumId);
  // Decoding a camera photo takes a core and tens of MB for a moment: uploads take turns (the
  // uploader sends two at a time so the next file travels while this one is stored), leaving the
  // encode queue's other slot to the visitors' requests.
  const imageId = await oneAtATime(() =>
    runEncode("now", () => storePicture(db, upload.bytes, upload.fileName, maxBytes)),
  );
  const id = await saveItem(db, gallery, actor, {
    values: { imageId, imageAlt: "", albumId },
    publish: true,
  });
  encodeLater(db, imageId);
  // Each upload leaves tens of MB of garbage on V8's heap (the database driver's copies of the
  // photo's bytes), which V8 lets grow to some 300 MB before it collects: one full collection
  // after each photo (some 50 ms, while the next file is still arriving) kept 100 uploads' peak
  // at 594 MB instead of 820 (decision 037).
  await collectGarbage();
  return { id, imageId };
}

/** A photo's unpublished changes, if any, get `values` too (publishing must not undo them). */
const withPending = (values: Record<string, unknown>) =>
  sql`case when ${galleryPhotos.pending} is null then null else ${galleryPhotos.pending} || ${JSON.stringify(values)}::jsonb end`;

/** Moves photos to an album (or out of any, `null`); returns how many moved. */
export async function movePhotos(db: Db, actor: Actor, ids: number[], albumId: number | null) {
  if (ids.length === 0) throw new DomainError("Choose the photos to move first.", 400);
  const album = albumId === null ? null : await requireAlbum(db, albumId);
  return withAudit(
    db,
    actor,
    async (tx) => {
      const moved = await tx
        .update(galleryPhotos)
        .set({ albumId, pending: withPending({ albumId }), updatedAt: new Date() })
        .where(and(inArray(galleryPhotos.id, ids), isNull(galleryPhotos.deletedAt)))
        .returning({ id: galleryPhotos.id });
      return moved.length;
    },
    (moved) => ({
      action: "gallery.move-album",
      target: album ? `albums #${album.id}` : "no album",
      detail: `${moved} photo(s): ${ids.join(", ")}`,
    }),
  );
}

/** The photos of the same album (or of none), for Up and Down within an album. */
function sameAlbum(albumId: number | null): SQL {
  return albumId === null ? isNull(galleryPhotos.albumId) : eq(galleryPhotos.albumId, albumId);
}

/** Moves a photo before or after its neighbour in its own album (the other albums' photos stay). */
export async function movePhotoInAlbum(db: Db, actor: Actor, id: number, direction: "up" | "down") {
  const [photo] = await db
    .select({ albumId: galleryPhotos.albumId })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.id, id));
  if (!photo) throw new DomainError("That photo no longer exists.", 404);
  await moveItem(db, gallery, actor, id, direction, sameAlbum(photo.albumId));
}

/** Chooses an album's cover among its photos (`null`: its first photo again). */
export async function setAlbumCover(db: Db, actor: Actor, albumId: number, photoId: number | null) {
  const album = await requireAlbum(db, albumId);
  if (photoId !== null) {
    const [photo] = await db
      .select({ id: galleryPhotos.id })
      .from(galleryPhotos)
      .where(
        and(
          eq(galleryPhotos.id, photoId),
          eq(galleryPhotos.albumId, albumId),
          isNull(galleryPhotos.deletedAt),
        ),
      );
    if (!photo) throw new DomainError("That photo is not in this album.", 400);
  }
  await withAudit(
    db,
    actor,
    (tx) =>
      tx
        .update(albums)
        .set({ coverPhotoId: photoId, updatedAt: new Date() })
        .where(eq(albums.id, albumId)),
    {
      action: "gallery.cover",
      target: `albums #${album.id}`,
      detail:
        photoId === null ? `${album.title}: first photo` : `${album.title}: photo #${photoId}`,
    },
  );
}

export type AltEntry = { id: number; alt: string; altHi: string };

/**
 * Writes several photos' alt texts in both languages at once (the Missing alt text list). A
 * blank pair leaves its photo as it was; returns how many photos changed.
 */
export async function saveAltTexts(db: Db, actor: Actor, entries: AltEntry[]) {
  const filled = entries
    .map((e) => ({ ...e, alt: e.alt.trim(), altHi: e.altHi.trim() }))
    .filter((e) => e.alt || e.altHi);
  const long = filled.find((e) => e.alt.length > ALT_MAX || e.altHi.length > ALT_MAX);
  if (long)
    throw new DomainError(`Alt text can be at most ${ALT_MAX} characters.`, 400, {
      errors: { [`alt-${long.id}`]: `At most ${ALT_MAX} characters.` },
    });
  // The Hindi text describes the same photo: without the English one, the English page has none.
  const hindiOnly = filled.find((e) => !e.alt);
  if (hindiOnly)
    throw new DomainError("Write the English alt text too: the English page needs one.", 400, {
      errors: { [`alt-${hindiOnly.id}`]: "Write the English alt text too." },
    });
  if (filled.length === 0) throw new DomainError("Write at least one alt text first.", 400);
  return withAudit(
    db,
    actor,
    async (tx) => {
      let changed = 0;
      for (const e of filled) {
        const values = { imageAlt: e.alt, imageAltHi: e.altHi || null };
        const rows = await tx
          .update(galleryPhotos)
          .set({ ...values, pending: withPending(values), updatedAt: new Date() })
          .where(and(eq(galleryPhotos.id, e.id), isNull(galleryPhotos.deletedAt)))
          .returning({ id: galleryPhotos.id });
        changed += rows.length;
      }
      return changed;
    },
    (changed) =>
      changed
        ? {
            action: "gallery.alt",
            target: filled.map((e) => e.id).join(", "),
            detail: `${changed} photo(s) described`,
          }
        : null,
  );
}
