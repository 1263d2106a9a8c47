// GET /healthz: whether this server can serve (the database answers), which release it runs and
// which schema the database has. A load balancer reads the status; an upgrade is checked by the
// versions (issue 15: the schema this release expects, the app's own version).
import { sql } from "drizzle-orm";
import { dbContext } from "~/.server/context";
import { schemaVersion } from "~/.server/db/schema-version";
import { version } from "../../../package.json";
import type { Route } from "./+types/healthz";

/** 200 with a small JSON body when the database answers; 503 otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  const started = performance.now();
  const db = context.get(dbContext);
  try {
    await db.execute(sql`select 1`);
    const ms = Math.round(performance.now() - started);
    return Response.json(
      { status: "ok", database: "ok", ms, version, schema: await schemaVersion(db) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("healthz: database check failed", error);
    return Response.json(
      { status: "error", database: "unavailable", version },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
