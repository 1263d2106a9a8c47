// /admin-dashboard/gallery: the photos as a content list (state, order, edit, delete, undo) with
// what only this page has (each photo's name, alt text form and Change control), and the albums.
import { redirect } from "react-router";
import { type GuardArgs, requirePermission } from "~/.server/auth/guards";
import { isListControl, listPageAction, listPageData } from "~/.server/content/admin/list-page";
import { galleryAltSchema } from "~/.server/content/alt-schema";
import { listGallery, setGalleryAlt } from "~/.server/content/gallery";
import { gallery } from "~/.server/content/kinds/gallery";
import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { rowIdOf } from "~/.server/forms/fields";
import { parseForm } from "~/.server/forms/pipeline";

const PATH = "/admin-dashboard/gallery";

/** A photo's row is #photo-<id> (the address the alt text form comes back to). */
const anchor = (key: string, id: number) =>
  key === "gallery" ? `photo-${id}` : `item-${key}-${id}`;

export async function galleryAdminData(db: Db, url: URL) {
  const { lists, trash } = await listPageData(db, gallery, url);
  const [photos, albums] = lists;
  // Every photo out of the trash, drafts too (the list has no limit: neither has this).
  const details = await listGallery(db, "preview", { limit: 100_000 });
  const albumTitle = new Map(albums.rows.map((a) => [a.id, a.title]));
  return {
    photos,
    albums,
    details: Object.fromEntries(
      details.map((p) => [
        p.id,
        {
          name: p.name,
          alt: p.alt,
          image: p.image,
          caption: p.caption,
          album: (p.albumId && albumTitle.get(p.albumId)) || null,
        },
      ]),
    ),
    trash,
    saved: rowIdOf(url.searchParams.get("saved") ?? undefined),
  };
}

/** A list control (move, delete, undo), or a photo's alt text. */
export async function galleryAdminAction(args: GuardArgs): Promise<never> {
  // The page's right first: nothing is read from someone without it.
  const viewer = await requirePermission(args, "gallery:manage");
  if (await isListControl(args.request)) return listPageAction(args, gallery, anchor);
  const { id, alt } = await parseForm(args.request, galleryAltSchema);
  if (!(await setGalleryAlt(args.context.get(dbContext), viewer, id, alt)))
    throw new DomainError("That photo no longer exists.", 404);
  throw redirect(`${PATH}?saved=${id}#photo-${id}`);
}
