// Who may do what: small named rules, the single source for guards, routes and tests.
import type { Role, Viewer } from "~/lib/viewer";

export type Permission =
  | "notices:edit" // the notice board and the dashboard's notices
  | "dashboard:open"
  | "users:manage"
  | "audit:read"
  | "gallery:manage"
  | "ideas:manage";

const grants: Record<Role, readonly Permission[]> = {
  admin: [
    "notices:edit",
    "dashboard:open",
    "users:manage",
    "audit:read",
    "gallery:manage",
    "ideas:manage",
  ],
  member: ["notices:edit"],
};

export function can(viewer: Pick<Viewer, "role"> | null | undefined, permission: Permission) {
  return Boolean(viewer && grants[viewer.role]?.includes(permission));
}

/** Only the exact stored value "admin" makes an admin; anything else (or nothing) is a member. */
export function toRole(value: unknown): Role {
  return value === "admin" ? "admin" : "member";
}

export function isRole(value: unknown): value is Role {
  return value === "admin" || value === "member";
}

/** Where a login lands (spec section 4): admins on the dashboard, everyone else on the board. */
export function landingPath(role: Role): "/admin-dashboard" | "/Notice" {
  return role === "admin" ? "/admin-dashboard" : "/Notice";
}

/** A `next` target we may redirect to: a path on this site, never another host. */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//")) return undefined;
  if (next.includes("\\") || /[\r\n]/.test(next)) return undefined;
  return next;
}
