import { getConfig } from "~/.server/config";

/**
 * Whether a request may change session state: browsers send Origin on every cross-site POST,
 * so a foreign one is refused (no login CSRF); API clients without an Origin are fine.
 * React Router checks this itself for page actions, not for resource routes like /api/login.
 */
export function isSameOriginOrNone(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(getConfig().publicUrl).origin;
}

/**
 * Whether React Router refuses this page action for its origin (a form posted from another site,
 * its CSRF check): a visitor's or an attacker's request, not a fault of the server.
 */
export function isForeignOriginAction(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null" || request.method === "GET" || request.method === "HEAD")
    return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}
