import { getConfig } from "./config.ts";
import { closeDb, openDb } from "./db/client.ts";

/** Called once by the Node entry before it listens: open, migrate and prepare the database. */
export async function boot() {
  const config = getConfig();
  const handle = await openDb();
  console.log(
    handle.kind === "postgres"
      ? "Database: PostgreSQL (DATABASE_URL)"
      : `Database: PGlite in ${config.dataDir}`,
  );
  return {
    port: config.PORT,
    host: config.HOST,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.publicUrl,
  };
}

/** Called on SIGTERM/SIGINT after the HTTP server stopped accepting requests. */
export async function shutdown() {
  await closeDb();
}
