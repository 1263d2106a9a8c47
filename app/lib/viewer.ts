export type Role = "admin" | "member";

/** Who is signed in, as the server decided it. The browser never stores anything that grants a right. */
export type Viewer = { id: string; name: string; email: string; role: Role };
