// /admin-dashboard/gallery/upload: where the Add photos form posts when the page runs without
// JavaScript (with it, each file goes to /api/gallery-photos on its own). Lists each file's result.

import { isNull } from "drizzle-orm";
import { data, href, Link } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { uploadBatch } from "~/.server/content/admin/gallery-upload";
import { dbContext } from "~/.server/context";
import { albums } from "~/.server/db/schema/gallery";
import { formAction } from "~/.server/forms/pipeline";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { FormMessage } from "~/components/forms";
import type { Route } from "./+types/gallery-upload";
import "./gallery.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "gallery:manage");
  const rows = await args.context
    .get(dbContext)
    .select({ id: albums.id, title: albums.title })
    .from(albums)
    .where(isNull(albums.deletedAt));
  const album = Number(new URL(args.request.url).searchParams.get("album")) || null;
  return { albums: rows, album };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const { results } = await uploadBatch(args);
    // Not one photo added (every file refused): the answer says so to whoever reads its status.
    const added = results.some((r) => r.state === "added");
    return data({ results }, { status: added ? 200 : 400 });
  });

export default function GalleryUpload({ loaderData, actionData }: Route.ComponentProps) {
  const results = actionData && "results" in actionData ? actionData.results : undefined;
  const refused = actionData && "ok" in actionData ? actionData : undefined;
  return (
    <>
      <h1>Add photos</h1>
      <p>
        <Link to={href("/admin-dashboard/gallery")}>Back to the gallery</Link>
      </p>
      {refused && <FormMessage>{refused.message}</FormMessage>}
      <PhotoUploader
        // A new batch's results replace the last one's.
        key={results ? results.length : 0}
        albums={loaderData.albums}
        album={loaderData.album}
        results={results}
      />
    </>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Add photos · Admin dashboard" },
  { name: "robots", content: "noindex" },
];
