// Calling a route module's loader or action directly, with a database of the test's own in its
// router context (as the Node entry hands the app's database to every request).
import type { RouterContextProvider } from "react-router";
import { createLoadContext, responseHeadersContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";

export type RouteCall = {
  db: Db;
  clientIp?: string;
  params?: Record<string, string>;
};

/** The arguments React Router gives a loader or action. */
export function routeArgs(request: Request, { db, clientIp = "10.0.0.1", params = {} }: RouteCall) {
  const context = createLoadContext(db, { clientIp, document: false });
  return { request, url: new URL(request.url), context, params, unstable_pattern: "" } as never;
}

/**
 * What an action answered: `data()`'s data and init, or a plain value (status 200, no init). The
 * headers the action left for every answer (root middleware adds them) are in `init.headers`.
 */
export async function callAction<T>(
  action: (args: never) => Promise<T>,
  request: Request,
  call: RouteCall,
): Promise<{ data: Unwrapped<T>; init: ResponseInit | null }> {
  const args = routeArgs(request, call) as { context: RouterContextProvider };
  const result = (await action(args as never)) as unknown;
  const extra = args.context.get(responseHeadersContext);
  if (result && typeof result === "object" && "data" in result && "init" in result) {
    const { data, init } = result as { data: Unwrapped<T>; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    for (const [name, value] of extra) headers.set(name, value);
    return { data, init: { ...init, headers } };
  }
  return { data: result as Unwrapped<T>, init: null };
}

type Unwrapped<T> = T extends { data: infer D; init: unknown } ? D : T;

/**
 * A domain call's outcome as a value: what it returned, or `{ ok: false, status, message,
 * retryAfter }` when it refused with a DomainError (other errors are thrown on).
 */
export async function outcome<T>(promise: Promise<T>) {
  try {
    return { ok: true as const, ...(await promise) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      ok: false as const,
      status: error.status,
      message: error.message,
      ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
    };
  }
}
