// What the public pages show: the content that is public (or, for staff previewing, every item
// with its unpublished changes: visibility.ts), in its order, with its image's reference. Each
// kind's own reads (listStartups, getEvent…) are in its file under kinds/, made from these.
import { and, asc, eq, getTableName, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { rememberedForVisitors } from "~/.server/cache/remembered";
import type { Db } from "~/.server/db/database";
import { media } from "~/.server/db/schema/media";
import type { ImageRef } from "~/lib/media";
import type { ContentTable } from "./section";
import { asViewed, type View, visible } from "./visibility";

export type WithImage<T> = Omit<T, "imageId"> & { image: ImageRef | null };

/** The columns of a picture's reference, as pages and forms draw it. */
const IMAGE_REF = {
  id: media.id,
  width: media.width,
  height: media.height,
  placeholder: media.placeholder,
};

/** The stored pictures among `ids`, by id, in one query (a form's previews, a page's list). */
export async function imageRefs(db: Db, ids: unknown[]): Promise<Record<string, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string" && !!id))];
  if (!wanted.length) return {};
  const rows = await db.select(IMAGE_REF).from(media).where(inArray(media.id, wanted));
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}

/** Replaces each row's imageId by the image's reference (one query for the whole list). */
async function attachImages<T extends { imageId: string | null }>(
  db: Db,
  rows: T[],
): Promise<WithImage<T>[]> {
  const refs = await imageRefs(
    db,
    rows.map((r) => r.imageId),
  );
  return rows.map(({ imageId, ...rest }) => ({
    ...rest,
    image: (imageId && refs[imageId]) || null,
  }));
}

/** A content table whose rows may have an image, and such a row. */
type TableWithImages = ContentTable & Record<"imageId", AnyPgColumn>;
type RowWithImage = { pending: Record<string, unknown> | null; imageId: string | null };

/**
 * shown() with each row's image reference, read in the same query (a join): a home page render
 * makes five queries fewer, each a few milliseconds of the embedded database's CPU. Staff
 * previewing an unpublished change of picture see another image than the stored one: those few
 * are looked up after.
 *
 * `filter` names `where` for the remembered reads: a filter from a fixed few (the directors, not
 * a slug from an address) may be remembered as a whole list is; an unnamed one is asked each time.
 */
export async function shownWithImages<T extends RowWithImage>(
  db: Db,
  table: TableWithImages,
  view: View,
  where?: SQL,
  filter?: string,
): Promise<WithImage<T>[]> {
  // A list as visitors see it is the same for every render until content changes.
  const key = !where || filter ? `images:${getTableName(table)}:${filter ?? ""}` : undefined;
  return rememberedForVisitors(db, view, key, () => readWithImages<T>(db, table, view, where));
}

async function readWithImages<T extends RowWithImage>(
  db: Db,
  table: TableWithImages,
  view: View,
  where?: SQL,
): Promise<WithImage<T>[]> {
  const rows = (await db
    .select({
      row: table as never,
      image: IMAGE_REF,
    })
    .from(table)
    .leftJoin(media, eq(table.imageId, media.id))
    .where(and(visible(table, view), where))
    .orderBy(asc(table.position), asc(table.id))) as { row: T; image: ImageRef | null }[];
  const viewed = rows.map(({ row, image }) => ({ row: asViewed(row, view), image }));
  const changed = viewed.filter(({ row, image }) => (row.imageId ?? null) !== (image?.id ?? null));
  const found = await attachImages(
    db,
    changed.map(({ row }) => row),
  );
  changed.forEach((shown, i) => {
    shown.image = found[i]?.image ?? null;
  });
  return viewed.map(
    ({ row: { imageId: _, ...rest }, image }) => ({ ...rest, image }) as WithImage<T>,
  );
}

/** The one row with this address the view shows, with its image (undefined: none). */
export async function shownBySlug<T extends RowWithImage>(
  db: Db,
  table: TableWithImages & Record<"slug", AnyPgColumn>,
  slug: string,
  view: View,
): Promise<WithImage<T> | undefined> {
  return (await shownWithImages<T>(db, table, view, eq(table.slug, slug)))[0];
}

/** The rows of a content table the view shows, in their order, as the view shows them. */
export async function shown<T extends { pending: Record<string, unknown> | null }>(
  db: Db,
  table: ContentTable,
  view: View,
  where?: SQL,
): Promise<T[]> {
  const key = where ? undefined : `rows:${getTableName(table)}`;
  return rememberedForVisitors(db, view, key, () => readShown<T>(db, table, view, where));
}

async function readShown<T extends { pending: Record<string, unknown> | null }>(
  db: Db,
  table: ContentTable,
  view: View,
  where?: SQL,
): Promise<T[]> {
  const rows = (await db
    .select()
    .from(table)
    .where(and(visible(table, view), where))
    .orderBy(asc(table.position), asc(table.id))) as T[];
  return rows.map((row) => asViewed(row, view));
}
