// /admin-dashboard/gallery: every gallery photo with its alt text (editable) and a Change control.
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { withAudit } from "~/.server/auth/audit";
import { requireAdmin } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/client";
import { listGallery, setGalleryAlt } from "~/.server/media/gallery";
import { FormMessage } from "~/components/auth-card";
import "~/components/auth-card.css";
import "~/components/gallery-grid.css";
import "./gallery.css";
import { PhotoReplace } from "~/components/photo-replace";
import { Picture } from "~/components/picture";
import { ALT_MAX, galleryAltSchema } from "~/lib/gallery-schema";
import type { ImageRef } from "~/lib/media";
import type { Route } from "./+types/gallery";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const saved = new URL(request.url).searchParams.get("saved");
  return { photos: await listGallery(await getDb()), saved: saved ? Number(saved) : null };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = galleryAltSchema.safeParse(form);
  if (!parsed.success)
    return data(
      { error: parsed.error.issues[0]?.message ?? "Invalid input.", id: Number(form.id) },
      { status: 400 },
    );
  const { id, alt } = parsed.data;
  const saved = await withAudit(
    await getDb(),
    viewer,
    (tx) => setGalleryAlt(tx, id, alt),
    (found) => (found ? { action: "gallery.alt", target: String(id), detail: alt } : null),
  );
  if (!saved) return data({ error: "That photo no longer exists.", id }, { status: 404 });
  throw redirect(`/admin-dashboard/gallery?saved=${id}#photo-${id}`);
}

function AdminPhoto({
  photo,
  error,
  saved,
}: {
  photo: Route.ComponentProps["loaderData"]["photos"][number];
  error?: string;
  saved: boolean;
}) {
  const [image, setImage] = useState<ImageRef>(photo.image);
  const busy = useNavigation().state !== "idle";
  const altId = `alt-${photo.id}`;
  return (
    <li id={`photo-${photo.id}`} className="admin-panel admin-photo">
      <Picture
        key={image.id}
        image={image}
        alt={photo.alt}
        sizes="(min-width: 40rem) 12rem, 100vw"
      />
      <div className="admin-photo__body">
        <p className="admin-photo__name">
          <code>{photo.name}</code>
        </p>
        <Form method="post" className="admin-row-form">
          <input type="hidden" name="id" value={photo.id} />
          <div className="field">
            <label htmlFor={altId}>Alt text</label>
            <textarea
              id={altId}
              name="alt"
              rows={2}
              defaultValue={photo.alt}
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
        <PhotoReplace name={photo.name} label={photo.alt} onReplaced={setImage} />
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
        replaces a photo with a .jpg file; the old photo stays online until the new one is fully
        stored.
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
              error={actionData?.id === p.id ? actionData.error : undefined}
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
