// The gate of /admin-dashboard/*: runs before every loader and action below it, so a child
// route cannot be reached without an admin session even if it forgot its own guard.
import { type MiddlewareFunction, redirect } from "react-router";
import { getViewer, loginRedirect } from "./guards.ts";
import { can } from "./permissions.ts";

export const adminAreaMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(loginRedirect(request));
  if (!can(viewer, "dashboard:open")) {
    // Members open the board instead; a member's POST here is plainly forbidden.
    if (request.method === "GET" || request.method === "HEAD") throw redirect("/Notice");
    throw new Response("Forbidden", { status: 403 });
  }
  return next();
};
