/** admin: everything; editor: all content, notices, gallery, ideas (not users or settings);
 * member: the spec's notice board. */
export type Role = "admin" | "editor" | "member";

export const ROLES: readonly Role[] = ["admin", "editor", "member"];

/** Who is signed in, as the server decided it. The browser never stores anything that grants a right. */
export type Viewer = { id: string; name: string; email: string; role: Role };
