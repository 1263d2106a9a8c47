// /admin-dashboard/gallery: every gallery photo (state, order, edit, delete, alt text, Change) and
// the albums. The page's code is in gallery-admin (server) and components/admin/gallery-admin.
import { requirePermission } from "~/.server/auth/guards";
import { galleryAdminAction, galleryAdminData } from "~/.server/content/admin/gallery-admin";
import { dbContext } from "~/.server/context";
import { formAction } from "~/.server/forms/pipeline";
import { GalleryAdmin } from "~/components/admin/gallery-admin";
import type { Route } from "./+types/gallery";
import "~/components/gallery-grid.css";
import "./gallery.css";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "gallery:manage");
  return galleryAdminData(args.context.get(dbContext), new URL(args.request.url));
}

export const action = (args: Route.ActionArgs) => formAction(args, () => galleryAdminAction(args));

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  return <GalleryAdmin data={loaderData} refused={actionData} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Gallery · Admin dashboard" },
  { name: "robots", content: "noindex" },
];
