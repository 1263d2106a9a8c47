// better-auth's HTTP handler, narrowed to what API clients need: reading the session and
// signing out. Sign-in, accounts and passwords go through our own routes (throttled, audited).
// better-auth checks the origin of sign-out itself.
import { AUTH_BASE_PATH, authFor } from "~/.server/auth/better-auth";
import { dbContext } from "~/.server/context";
import type { Route } from "./+types/auth";

const OPEN = new Set(["GET /get-session", "POST /sign-out"]);

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!OPEN.has(`${request.method} ${path}`)) return new Response("Not found", { status: 404 });
  return (await authFor(context.get(dbContext))).handler(request);
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
