import { sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";

/** 200 with a small JSON body when the database answers; 503 otherwise. */
export async function loader() {
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    const ms = Math.round(performance.now() - started);
    return Response.json(
      { status: "ok", database: "ok", ms },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("healthz: database check failed", error);
    return Response.json(
      { status: "error", database: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
