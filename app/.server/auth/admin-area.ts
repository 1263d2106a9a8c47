// The gate of /admin-dashboard/*: runs before every loader and action below it, so a child
// route cannot be reached without a back-office right even if it forgot its own guard.
import { type MiddlewareFunction, redirect } from "react-router";
import { getViewer, loginRedirect } from "./guards";
import { can, landingPath, reviewerMayOpen } from "./permissions";

export const adminAreaMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const viewer = await getViewer(args);
  if (!viewer) throw redirect(loginRedirect(args.request));
  // A reviewer (issue 26) passes only to their reviews; each of those routes checks the assignment.
  const reviewing =
    can(viewer, "reviews:score") && reviewerMayOpen(new URL(args.request.url).pathname);
  if (!can(viewer, "dashboard:open") && !reviewing) {
    // Members open the board instead, reviewers their reviews; a POST here is plainly forbidden.
    const method = args.request.method;
    if (method === "GET" || method === "HEAD") throw redirect(landingPath(viewer.role));
    throw new Response("Forbidden", { status: 403 });
  }
  return next();
};
