// Running `npm run users` as a shell user would (a child process), and looking at the database it
// changed from the test: the account, its sessions, and whether a password logs in.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { and, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { authFor } from "~/.server/auth/better-auth";
import { logIn } from "~/.server/auth/login";
import { type Db, PGLITE_TYPES, schema } from "~/.server/db/database";
import { acquireDataDirLock } from "~/.server/db/lock";
import { auditLog, session } from "~/.server/db/schema/auth";
import { findUser } from "~/.server/users/accounts";
import { type CliEnv, type Run, runScript } from "./cli";
import { outcome } from "./route";

export type { CliEnv, Run };

/** `npm run users -- ...args` with only the given database settings; `stdin` is piped in. */
export const users = (args: string[], env: CliEnv, stdin?: string): Promise<Run> =>
  runScript("users", args, env, stdin);

export type JsonReply = {
  ok: boolean;
  via: string;
  message?: string;
  accounts?: { email: string; role: string }[];
  error?: string;
};

/** The `--json` answer of a run (on stdout when it succeeded, on stderr when refused). */
export const json = (run: Run) => JSON.parse(run.stdout || run.stderr) as JsonReply;

/** `add` with the password piped in, as documented; throws unless it succeeded. */
export async function addUser(
  env: CliEnv,
  account: { email: string; name: string; role: "admin" | "member"; password: string },
): Promise<JsonReply> {
  const run = await users(
    ["add", "--email", account.email, "--name", account.name, "--role", account.role, "--json"],
    env,
    `${account.password}\n`,
  );
  if (run.code !== 0) throw new Error(`users add ${account.email}: ${run.stderr}`);
  return json(run);
}

/**
 * Opens the CLI's database in this process while no CLI runs, as the CLI does: PGlite under
 * the data-directory lock (so an overlapping CLI would refuse, not share the files), or
 * PostgreSQL. Closed (and the lock released) when `use` returns.
 */
export async function withCliDb<T>(env: CliEnv, use: (db: Db) => Promise<T>): Promise<T> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    try {
      return await use(drizzlePg(pool, { schema }) as unknown as Db);
    } finally {
      await pool.end();
    }
  }
  const lock = acquireDataDirLock(env.DATA_DIR);
  try {
    const client = await PGlite.create(path.join(env.DATA_DIR, "pglite"), PGLITE_TYPES);
    try {
      return await use(drizzlePglite(client, { schema }) as unknown as Db);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

let address = 0;
const loginRequest = () =>
  new Request("http://localhost:3000/api/login", {
    method: "POST",
    headers: { "x-forwarded-for": `10.77.0.${(++address % 250) + 1}` },
  });

/** Logs in as the site does; the session cookie on success, else the HTTP status. */
export async function tryLogin(db: Db, login: string, password: string) {
  const result = await outcome(logIn(db, loginRequest(), { login, password }));
  if (!result.ok) return { status: result.status };
  return { status: 200, cookie: result.setCookies.map((c) => c.split(";")[0]).join("; ") };
}

/** The e-mail of the account a session cookie signs in, or null when that session is over. */
export async function sessionEmail(db: Db, cookie: string): Promise<string | null> {
  const auth = await authFor(db);
  const found = await auth.api.getSession({ headers: new Headers({ cookie }) });
  return found?.user.email ?? null;
}

/** How many session rows the account has (0 for an unknown account). */
export async function sessionCount(db: Db, email: string): Promise<number> {
  const account = await findUser(db, email);
  if (!account) return 0;
  return (await db.select().from(session).where(eq(session.userId, account.id))).length;
}

/** The audit entries for one action on one account, as `who` strings. */
export async function auditedBy(db: Db, action: string, target: string): Promise<string[]> {
  const rows = await db
    .select({ who: auditLog.userEmail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
  return rows.map((r) => r.who);
}
