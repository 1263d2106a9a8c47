/** admin: everything; editor: all content, notices, gallery, ideas (not users or settings);
 * reviewer: scores the applications assigned to them, nothing else (issue 26);
 * member: the spec's notice board. */
export type Role = "admin" | "editor" | "reviewer" | "member";

export const ROLES: readonly Role[] = ["admin", "editor", "reviewer", "member"];

/** Who is signed in, as the server decided it. The browser never stores anything that grants a right. */
export type Viewer = { id: string; name: string; email: string; role: Role };
