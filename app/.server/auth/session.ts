// The session behind a request, looked up once per request. When better-auth extends a session
// that is in use, it sends a fresh cookie: the root middleware copies it onto the response.
import type { MiddlewareFunction } from "react-router";
import { dbContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { pageCacheControl } from "~/.server/http/cache-control";
import type { Viewer } from "~/lib/viewer";
import { authFor } from "./better-auth";
import { toRole } from "./permissions";

export type Session = { viewer: Viewer | null; setCookies: string[] };

const lookups = new WeakMap<Request, Promise<Session>>();

/** Whether the request carries a session cookie at all (no cookie: no database work). */
function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?sic\.session_token=/.test(request.headers.get("cookie") ?? "");
}

async function lookup(db: Db, request: Request): Promise<Session> {
  if (!hasSessionCookie(request)) return { viewer: null, setCookies: [] };
  const auth = await authFor(db);
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const setCookies = headers?.getSetCookie() ?? [];
  if (!response) return { viewer: null, setCookies };
  const u = response.user as { id: string; name: string; email: string; role?: string | null };
  return { viewer: { id: u.id, name: u.name, email: u.email, role: toRole(u.role) }, setCookies };
}

/** Who sent this request, checked against the database once however often it is asked. */
export function lookupSession(db: Db, request: Request): Promise<Session> {
  let found = lookups.get(request);
  if (!found) {
    found = lookup(db, request);
    lookups.set(request, found);
  }
  return found;
}

/**
 * Root middleware: forwards a refreshed (or cleared) session cookie to the browser, and says how
 * long the page may be cached (http/cache-control.ts).
 */
export const sessionCookieMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const path = new URL(request.url).pathname;
  const skip = path.startsWith("/media/") || path === "/healthz";
  const pending = skip ? undefined : lookupSession(context.get(dbContext), request);
  const response = await next();
  const session = pending ? await pending.catch(() => undefined) : undefined;
  const cacheControl = pageCacheControl(response.headers, Boolean(session?.viewer));
  if (cacheControl) response.headers.set("Cache-Control", cacheControl);
  const setCookies = session?.setCookies;
  if (setCookies?.length) {
    const existing = response.headers.getSetCookie().join("\n");
    for (const cookie of setCookies) {
      const name = cookie.split("=")[0];
      // A route that set this cookie itself (login, logout) wins.
      if (!existing.includes(`${name}=`)) response.headers.append("Set-Cookie", cookie);
    }
  }
  return response;
};
