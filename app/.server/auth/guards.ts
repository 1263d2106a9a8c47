// The one place that decides who a request is and what it may do. Call a guard in the loader
// *and* in every action: a POST does not run the page's loader.
// Interim: the accounts work (issue 3) replaces getViewer with the better-auth session lookup.
import { redirect } from "react-router";
import type { Viewer } from "~/lib/viewer";

export async function getViewer(_request: Request): Promise<Viewer | null> {
  return null;
}

/** The signed-in user, or a redirect to /login. */
export async function requireUser(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`);
  return viewer;
}

/** A signed-in admin; members get 403, visitors a redirect to /login. */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (viewer.role !== "admin") throw new Response("Forbidden", { status: 403 });
  return viewer;
}
