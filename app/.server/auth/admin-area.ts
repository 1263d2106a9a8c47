// The gate of /admin-dashboard/*: runs before every loader and action below it, so a child
// route cannot be reached without a back-office right even if it forgot its own guard.
import { type MiddlewareFunction, redirect } from "react-router";
import { getViewer, loginRedirect } from "./guards";
import { can } from "./permissions";

export const adminAreaMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const viewer = await getViewer(args);
  if (!viewer) throw redirect(loginRedirect(args.request));
  if (!can(viewer, "dashboard:open")) {
    // Members open the board instead; a member's POST here is plainly forbidden.
    const method = args.request.method;
    if (method === "GET" || method === "HEAD") throw redirect("/Notice");
    throw new Response("Forbidden", { status: 403 });
  }
  return next();
};
