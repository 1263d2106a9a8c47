// better-auth's HTTP handler, narrowed to what API clients need: reading the session and
// signing out. Sign-in, accounts and passwords go through our own routes (throttled, audited).
import { AUTH_BASE_PATH, getAuth } from "~/.server/auth/auth";
import type { Route } from "./+types/auth";

const OPEN = new Set(["GET /get-session", "POST /sign-out"]);

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!OPEN.has(`${request.method} ${path}`)) return new Response("Not found", { status: 404 });
  return (await getAuth()).handler(request);
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
