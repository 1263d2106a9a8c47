// The one place that decides who a request is and what it may do. Call a guard in the loader
// *and* in every action: a POST does not run the page's loader.
import { redirect } from "react-router";
import type { Viewer } from "~/lib/viewer";
import { can, type Permission } from "./permissions.ts";
import { lookupSession } from "./session.ts";

/** Who is signed in, from the session cookie checked against the database; null for visitors. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  return (await lookupSession(request)).viewer;
}

/**
 * /login?next=<the page asked for>. Hydrated forms post to `<path>.data` (React Router's
 * single fetch): `next` names the page, not that data address.
 */
export function loginRedirect(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.size ? `?${url.searchParams}` : "";
  return `/login?next=${encodeURIComponent(path + search)}`;
}

/** The signed-in user, or a redirect to /login. */
export async function requireUser(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(loginRedirect(request));
  return viewer;
}

/** A signed-in admin; members get 403, visitors a redirect to /login. */
export async function requireAdmin(request: Request): Promise<Viewer> {
  return requirePermission(request, "users:manage");
}

/** A signed-in user holding `permission`; others get 403, visitors a redirect to /login. */
export async function requirePermission(request: Request, permission: Permission): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!can(viewer, permission)) throw new Response("Forbidden", { status: 403 });
  return viewer;
}
