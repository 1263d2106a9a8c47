import { sql } from "drizzle-orm";
import { dbContext } from "~/.server/context";
import type { Route } from "./+types/healthz";

/** 200 with a small JSON body when the database answers; 503 otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  const started = performance.now();
  try {
    await context.get(dbContext).execute(sql`select 1`);
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
