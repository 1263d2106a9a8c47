// /admin-dashboard/gallery: the photos as a content list (state, order, edit, delete, undo) with
// what only this page has (each photo's name, alt text form and Change control), the albums, and
// for an event's hundred photos: 48 to a page, by album, a Missing alt text list that takes both
// languages at once, Move to album, Up/Down within an album and its cover (issue 25).
import { isNull } from "drizzle-orm";
import { redirect } from "react-router";
import { type GuardArgs, requirePermission } from "~/.server/auth/guards";
import { isListControl, listPageAction, listPageData } from "~/.server/content/admin/list-page";
import { galleryAltSchema } from "~/.server/content/alt-schema";
import { listGallery, setGalleryAlt } from "~/.server/content/gallery";
import {
  movePhotoInAlbum,
  movePhotos,
  saveAltTexts,
  setAlbumCover,
} from "~/.server/content/gallery-bulk";
import { gallery } from "~/.server/content/kinds/gallery";
import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { albums as albumTable, galleryPhotos } from "~/.server/db/schema/gallery";
import { DomainError } from "~/.server/errors";
import { REQUEST_MAX_BYTES, readFormData } from "~/.server/forms/body";
import { pageOf, rowIdOf } from "~/.server/forms/fields";
import { parseForm } from "~/.server/forms/pipeline";

const PATH = "/admin-dashboard/gallery";

/** Photos on one page of the back office: a screenful of rows a phone still scrolls through. */
export const ADMIN_PAGE_SIZE = 48;

/** Which photos the page lists: an album's (or those in none), only those without alt text. */
export type GalleryFilter = { album: number | "none" | null; alt: "missing" | null };

export function filterOf(url: URL): GalleryFilter {
  const album = url.searchParams.get("album");
  return {
    album: album === "none" ? "none" : rowIdOf(album ?? undefined),
    alt: url.searchParams.get("alt") === "missing" ? "missing" : null,
  };
}

/** The page's address with its filter, page and what just happened (`note`). */
function pageAddress(url: URL, note: Record<string, string> = {}, anchor = "") {
  const query = new URLSearchParams();
  for (const key of ["album", "alt", "page"]) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(note)) query.set(key, value);
  const search = query.toString();
  return `${PATH}${search ? `?${search}` : ""}${anchor}`;
}

/** A photo's row is #photo-<id> (the address the alt text form comes back to). */
const anchor = (key: string, id: number) =>
  key === "gallery" ? `photo-${id}` : `item-${key}-${id}`;

export async function galleryAdminData(db: Db, url: URL) {
  const { lists, trash } = await listPageData(db, gallery, url);
  const [photos, albums] = lists;
  const filter = filterOf(url);
  // Every photo out of the trash, drafts too, for their album and caption; the texts as typed
  // (the public pages describe a photo without alt text by its caption or album instead).
  const [details, texts, albumRows] = await Promise.all([
    listGallery(db, "preview", { limit: 100_000 }),
    db
      .select({
        id: galleryPhotos.id,
        alt: galleryPhotos.imageAlt,
        altHi: galleryPhotos.imageAltHi,
        pending: galleryPhotos.pending,
      })
      .from(galleryPhotos)
      .where(isNull(galleryPhotos.deletedAt)),
    db
      .select({ id: albumTable.id, title: albumTable.title, cover: albumTable.coverPhotoId })
      .from(albumTable)
      .where(isNull(albumTable.deletedAt)),
  ]);
  const albumTitle = new Map(albumRows.map((a) => [a.id, a.title]));
  const byId = new Map(details.map((p) => [p.id, p]));
  const text = new Map(
    texts.map((t) => {
      const pending = t.pending ?? {};
      const alt = typeof pending.imageAlt === "string" ? pending.imageAlt : t.alt;
      const altHi = "imageAltHi" in pending ? (pending.imageAltHi as string | null) : t.altHi;
      return [t.id, { alt, altHi: altHi ?? "" }];
    }),
  );
  const missingAlt = (id: number) => !text.get(id)?.alt.trim();
  const inAlbum = (id: number) => {
    const albumId = byId.get(id)?.albumId ?? null;
    return filter.album === null || (filter.album === "none" ? !albumId : albumId === filter.album);
  };
  const chosen = photos.rows.filter(
    (row) => inAlbum(row.id) && (filter.alt !== "missing" || missingAlt(row.id)),
  );
  const pages = Math.max(1, Math.ceil(chosen.length / ADMIN_PAGE_SIZE));
  const page = Math.min(pageOf(url.href), pages);
  const rows = chosen.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE).map((row) => ({
    ...row,
    // Up and Down move among the photos listed (within the album when one is chosen).
    first: row.id === chosen[0]?.id,
    last: row.id === chosen.at(-1)?.id,
  }));
  const album =
    typeof filter.album === "number"
      ? (albumRows.find((a) => a.id === filter.album) ?? null)
      : null;
  // The cover the public pages show: the chosen photo while it is in the album, else the first.
  const albumPhotos = photos.rows.filter((row) => inAlbum(row.id));
  const cover = albumPhotos.find((row) => row.id === album?.cover)?.id ?? albumPhotos[0]?.id;
  return {
    photos: { ...photos, rows },
    albums,
    details: Object.fromEntries(
      rows.flatMap((row) => {
        const p = byId.get(row.id);
        if (!p) return [];
        const typed = text.get(p.id) ?? { alt: "", altHi: "" };
        return [
          [
            p.id,
            {
              name: p.name,
              alt: typed.alt,
              altHi: typed.altHi,
              image: p.image,
              caption: p.caption,
              album: (p.albumId && albumTitle.get(p.albumId)) || null,
            },
          ],
        ];
      }),
    ),
    filter,
    page,
    pages,
    total: chosen.length,
    missingAlt: photos.rows.filter((row) => missingAlt(row.id)).length,
    albumChoices: albumRows.map(({ id, title }) => ({ id, title })),
    album: album && { id: album.id, title: album.title, cover: cover ?? null },
    trash,
    saved: rowIdOf(url.searchParams.get("saved") ?? undefined),
    done: url.searchParams.get("done"),
    count: Number(url.searchParams.get("n")) || 0,
  };
}

/** The photos' bulk form (Move to album, alt texts, cover): the ids and texts as sent. */
async function galleryBulkAction(args: GuardArgs, form: FormData): Promise<never> {
  const viewer = await requirePermission(args, "gallery:manage");
  const db = args.context.get(dbContext);
  const url = new URL(args.request.url);
  const ids = (name: string) =>
    form
      .getAll(name)
      .map((v) => rowIdOf(String(v)))
      .filter((id): id is number => id !== null);
  switch (form.get("bulk")) {
    case "move": {
      const to = String(form.get("to") ?? "");
      if (!to) throw new DomainError("Choose the album to move the photos to.", 400);
      const albumId = to === "none" ? null : rowIdOf(to);
      if (albumId === null && to !== "none") throw new DomainError("Choose an album.", 400);
      const moved = await movePhotos(db, viewer, ids("select"), albumId);
      throw redirect(pageAddress(url, { done: "moved", n: String(moved) }));
    }
    case "alts": {
      const entries = ids("photo").map((id) => ({
        id,
        alt: String(form.get(`alt-${id}`) ?? ""),
        altHi: String(form.get(`altHi-${id}`) ?? ""),
      }));
      const changed = await saveAltTexts(db, viewer, entries);
      throw redirect(pageAddress(url, { done: "alts", n: String(changed) }));
    }
    case "cover": {
      const albumId = rowIdOf(String(form.get("album") ?? ""));
      if (albumId === null) throw new DomainError("Choose an album first.", 400);
      const photo = rowIdOf(String(form.get("cover") ?? ""));
      await setAlbumCover(db, viewer, albumId, photo);
      throw redirect(pageAddress(url, { done: "cover" }, photo ? `#photo-${photo}` : ""));
    }
    default:
      throw new DomainError("Choose an action.", 400);
  }
}

/** A list control (move, delete, undo), a photo's alt text, or the photos' bulk form. */
export async function galleryAdminAction(args: GuardArgs): Promise<never> {
  // The page's right first: nothing is read from someone without it.
  const viewer = await requirePermission(args, "gallery:manage");
  // A page of alt texts in Devanagari is larger than an ordinary form: its own cap.
  const form = await readFormData(args.request.clone(), { maxBytes: REQUEST_MAX_BYTES });
  if (form.has("bulk")) return galleryBulkAction(args, form);
  const url = new URL(args.request.url);
  const intent = form.get("intent");
  const id = rowIdOf(String(form.get("id") ?? ""));
  // Up and Down in an album's list move the photo among the album's photos.
  if ((intent === "up" || intent === "down") && form.get("section") === "gallery" && id) {
    if (filterOf(url).album !== null) {
      await movePhotoInAlbum(args.context.get(dbContext), viewer, id, intent);
      throw redirect(pageAddress(url, { moved: `gallery-${id}-${intent}` }, `#photo-${id}`));
    }
  }
  if (await isListControl(args.request)) return listPageAction(args, gallery, anchor);
  const input = await parseForm(args.request, galleryAltSchema);
  if (!(await setGalleryAlt(args.context.get(dbContext), viewer, input.id, input.alt)))
    throw new DomainError("That photo no longer exists.", 404);
  throw redirect(`${PATH}?saved=${input.id}#photo-${input.id}`);
}
