// The one place that decides who a request is and what it may do. Call a guard in the loader
// *and* in every action: a POST does not run the page's loader.
import { type RouterContextProvider, redirect } from "react-router";
import { dbContext } from "~/.server/context";
import type { Viewer } from "~/lib/viewer";
import { can, type Permission } from "./permissions";
import { lookupSession } from "./session";

/** What every guard reads: the request and its router context (a loader's or action's args). */
export type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Who is signed in, from the session cookie checked against the database; null for visitors. */
export async function getViewer({ request, context }: GuardArgs): Promise<Viewer | null> {
  return (await lookupSession(context.get(dbContext), request)).viewer;
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
export async function requireUser(args: GuardArgs): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (!viewer) throw redirect(loginRedirect(args.request));
  return viewer;
}

/** A signed-in user holding `permission`; others get 403, visitors a redirect to /login. */
export async function requirePermission(args: GuardArgs, permission: Permission): Promise<Viewer> {
  const viewer = await requireUser(args);
  if (!can(viewer, permission)) throw new Response("Forbidden", { status: 403 });
  return viewer;
}
