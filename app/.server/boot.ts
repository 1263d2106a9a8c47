import { startAdminSocket } from "./auth/admin-socket.ts";
import { getConfig } from "./config.ts";
import { closeDb, getDb, openDb } from "./db/client.ts";
import { startOutboxWorker, stopOutboxWorker } from "./ideas/worker.ts";
import { startVariantWarmup, stopVariantWarmup } from "./media/warmup.ts";

let stopAdminSocket = async () => {};

/** Called once by the Node entry before it listens: open, migrate and prepare the database. */
export async function boot() {
  const config = getConfig();
  const handle = await openDb();
  console.log(
    handle.kind === "postgres"
      ? "Database: PostgreSQL (DATABASE_URL)"
      : `Database: PGlite in ${config.dataDir}`,
  );
  // Images stored lazily (the sample content) get their variants made in the background.
  startVariantWarmup(getDb);
  // Idea deliveries (e-mail, form service) retried from the durable outbox.
  startOutboxWorker(getDb);
  // `npm run users` reaches this process through a socket in DATA_DIR while it holds the database.
  stopAdminSocket = await startAdminSocket(config.dataDir, getDb);
  return {
    port: config.PORT,
    host: config.HOST,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.publicUrl,
  };
}

/** Called on SIGTERM/SIGINT after the HTTP server stopped accepting requests. */
export async function shutdown() {
  await stopAdminSocket();
  stopVariantWarmup();
  await stopOutboxWorker();
  await closeDb();
}
