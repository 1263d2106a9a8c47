// Who may do what: small named rules, the single source for guards, routes and tests.
import { href } from "react-router";
import { ROLES, type Role, type Viewer } from "~/lib/viewer";

export type Permission =
  | "notices:edit" // the notice board and the dashboard's notices
  | "dashboard:open"
  | "content:edit" // startups, events, talks, people, the student team, FAQ, home texts
  | "settings:manage" // the centre's names, contact details and links; removing sample content
  | "users:manage"
  | "audit:read"
  | "gallery:manage"
  | "ideas:manage"
  | "content:transfer" // the whole site's content in one file: export and import (admins)
  | "brand:edit" // logo, institute emblem, favicon and accent colour (admins)
  | "reviews:score"; // score the applications assigned to oneself (reviewers; staff may be assigned too)

const EDITOR: readonly Permission[] = [
  "notices:edit",
  "dashboard:open",
  "content:edit",
  "audit:read",
  "gallery:manage",
  "ideas:manage",
  // Staff who triage ideas may also be on a panel: they are assigned and score like a reviewer.
  "reviews:score",
];

const grants: Record<Role, readonly Permission[]> = {
  admin: [...EDITOR, "settings:manage", "users:manage", "content:transfer", "brand:edit"],
  editor: EDITOR,
  // Only their own assignments: no dashboard, no inbox, no notice board (issue 26).
  reviewer: ["reviews:score"],
  member: ["notices:edit"],
};

export function can(viewer: Pick<Viewer, "role"> | null | undefined, permission: Permission) {
  return Boolean(viewer && grants[viewer.role]?.includes(permission));
}

/** Only an exact stored role name grants it; anything else (or nothing) is a member. */
export function toRole(value: unknown): Role {
  return isRole(value) ? value : "member";
}

export function isRole(value: unknown): value is Role {
  return ROLES.includes(value as Role);
}

/**
 * Where a login lands (spec section 4): admins (and editors, who keep the site's content) on the
 * dashboard, reviewers on their own reviews, members on the board.
 */
export function landingPath(role: Role): string {
  if (can({ role }, "dashboard:open")) return href("/admin-dashboard");
  return can({ role }, "reviews:score") ? "/admin-dashboard/reviews" : href("/Notice");
}

/**
 * The back-office addresses open to someone who may only score (a reviewer): their list, one
 * assigned application, and its PDF (each route checks the assignment itself). `.data` is the
 * same address as a hydrated page fetches it.
 */
export function reviewerMayOpen(pathname: string): boolean {
  return /^\/admin-dashboard\/(reviews(\/[^/]+)?|ideas\/[^/]+\/pdf)(\.data)?$/.test(pathname);
}

/**
 * A `next` target we may redirect to: a path on this site, never another host. Only visible
 * ASCII is allowed: a tab, a space or a control character can turn "/\t/evil.example" into
 * "//evil.example" for a URL parser, and a non-ASCII one cannot go into a Location header.
 */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== "string" || !/^\/[\x21-\x7e]*$/.test(next)) return undefined;
  if (next.startsWith("//") || next.includes("\\")) return undefined;
  return next;
}
