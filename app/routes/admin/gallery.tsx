// /admin-dashboard/gallery: every gallery photo with its alt text (editable) and a Change control.
import { useState } from "react";
import { Form, href, redirect, useNavigation, useRevalidator } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { dbContext } from "~/.server/context";
import { DomainError } from "~/.server/errors";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { galleryAltSchema } from "~/.server/media/alt-schema";
import { listGallery, setGalleryAlt } from "~/.server/media/gallery";
import { FormMessage } from "~/components/forms";
import { PhotoReplace, type ReplacedPhoto } from "~/components/photo-replace";
import { Picture } from "~/components/picture";
import { ALT_MAX } from "~/lib/forms/limits";
import type { Route } from "./+types/gallery";
import "~/components/gallery-grid.css";
import "./gallery.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "gallery:manage");
  const saved = new URL(args.request.url).searchParams.get("saved");
  return {
    photos: await listGallery(args.context.get(dbContext)),
    saved: saved ? Number(saved) : null,
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "gallery:manage");
    const { id, alt } = await parseForm(args.request, galleryAltSchema);
    if (!(await setGalleryAlt(args.context.get(dbContext), viewer, id, alt)))
      throw new DomainError("That photo no longer exists.", 404);
    throw redirect(`${href("/admin-dashboard/gallery")}?saved=${id}#photo-${id}`);
  });

function AdminPhoto({
  photo,
  error,
  saved,
}: {
  photo: Route.ComponentProps["loaderData"]["photos"][number];
  error?: string;
  saved: boolean;
}) {
  // A replacement shows its image and alt text at once, until fresh loader data has them.
  const [replaced, setReplaced] = useState<(ReplacedPhoto & { from: string }) | null>(null);
  const { image, alt } =
    replaced && replaced.from === photo.image.id
      ? replaced
      : { image: photo.image, alt: photo.alt };
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle";
  const altId = `alt-${photo.id}`;
  return (
    <li id={`photo-${photo.id}`} className="admin-panel admin-photo">
      <Picture key={image.id} image={image} alt={alt} sizes="(min-width: 40rem) 12rem, 100vw" />
      <div className="admin-photo__body">
        <p className="admin-photo__name">
          <code>{photo.name}</code>
        </p>
        {/* A new photo brings its own alt text: the field starts again from it. */}
        <Form method="post" className="admin-row-form" key={image.id}>
          <input type="hidden" name="id" value={photo.id} />
          <div className="field">
            <label htmlFor={altId}>Alt text</label>
            <textarea
              id={altId}
              name="alt"
              rows={2}
              defaultValue={alt}
              required
              maxLength={ALT_MAX}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
            Save alt text
          </button>
        </Form>
        {error && <FormMessage>{error}</FormMessage>}
        {saved && !error && <FormMessage kind="note">Alt text saved.</FormMessage>}
        <PhotoReplace
          name={photo.name}
          label={alt}
          onReplaced={(next) => {
            setReplaced({ ...next, from: photo.image.id });
            revalidator.revalidate();
          }}
        />
      </div>
    </li>
  );
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, saved } = loaderData;
  return (
    <>
      <h1>Gallery</h1>
      <p>
        Every photo needs alt text: a short description read to people who cannot see it. Change
        replaces a photo with a .jpg file and asks for the new photo's alt text; the old photo stays
        online until the new one is fully stored, and is deleted a little later.
      </p>
      {photos.length === 0 ? (
        <p>No gallery photos are stored yet.</p>
      ) : (
        <ul className="admin-photos">
          {photos.map((p) => (
            <AdminPhoto
              key={p.id}
              photo={p}
              saved={saved === p.id}
              error={actionData?.values?.id === String(p.id) ? actionData.message : undefined}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Gallery · Admin dashboard" },
  { name: "robots", content: "noindex" },
];
