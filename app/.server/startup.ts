// The one owner of start-up. Opening the database only opens it; everything that must happen
// before the first request (migrations, sample content, the first admin) and the background work
// of a running server (deliveries, image warm-up, the users command's socket) starts here, in this
// order, for the Node entry (production and development alike) and, without the workers, for the
// users command.

import { pdfTooLarge } from "./attachments/pdf";
import { watchContentChanges } from "./cache/content-changes";
import { forgetReads, rememberReads } from "./cache/remembered";
import { type Config, getConfig } from "./config";
import { startTrashPurge } from "./content/admin/trash";
import { ensureFirstRevisions } from "./content/first-revisions";
import { ensureSiteRecords } from "./content/site";
import { type Database, openDatabase } from "./db/database";
import { migrateDatabase } from "./db/migrate";
import { startOutboxWorker } from "./deliveries";
import { BATCH_MAX_FILES, MULTIPART_OVERHEAD, REQUEST_MAX_BYTES } from "./forms/body";
import { stopEncoder } from "./media/encoder";
import { startMediaPurge } from "./media/purge";
import { tooLargeMessage } from "./media/rules";
import { startVariantWarmup } from "./media/warmup";
import { startReminders } from "./registrations/reminders";
import { seedIfEmpty } from "./sample/seed";
import { startThrottlePrune } from "./throttle/store";
import { ensureFirstAdmin } from "./users/accounts";
import { startAdminSocket } from "./users/socket";

/** A running application: its database and how to stop everything that start-up started. */
export type RunningApp = Database & {
  settings: {
    port: number;
    host: string;
    trustProxy: boolean;
    logRequests: boolean;
    /** Whether the Node entry keeps rendered pages for visitors (never in development). */
    pageCache: boolean;
    /** Bearer token that opens /metrics to other machines (unset: loopback only). */
    metricsToken: string | undefined;
    publicUrl: string;
    /** The most a request may send: photo uploads, a content file (admins), everything else. */
    maxBytes: { upload: number; photoBatch: number; contentFile: number; other: number };
    /** What an upload past its cap is told, in the upload API's own words. */
    uploadTooLarge: string;
    /** What a notice's form past its cap is told (it carries a PDF, not a picture). */
    pdfTooLarge: string;
  };
  /** Registers a function called whenever something public pages show may have changed. */
  onContentChange: (listener: () => void) => void;
  stop: () => Promise<void>;
};

/** Opens the database and brings it to the state the code expects. Closes it again on failure. */
export async function prepareDatabase(config: Config = getConfig()): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    // The sample's pictures are already in that template; the sample's rows are loaded below.
    template: config.SEED ? "sample" : "empty",
  });
  try {
    await migrateDatabase(database);
    if (config.SEED) await seedIfEmpty(database.db);
    await ensureSiteRecords(database.db, config);
    await ensureFirstRevisions(database.db);
    await ensureFirstAdmin(
      database.db,
      config.ADMIN_EMAIL,
      config.ADMIN_PASSWORD,
      config.ADMIN_NAME,
    );
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Everything a server needs before it listens; `stop` undoes it in reverse order. */
export async function startApp(config: Config = getConfig()): Promise<RunningApp> {
  const database = await prepareDatabase(config);
  const { db } = database;
  console.log(
    database.kind === "postgres"
      ? "Database: PostgreSQL (DATABASE_URL)"
      : `Database: PGlite in ${config.dataDir}`,
  );
  // E-mails and the form service's forward, retried from the durable outbox (deliveries.ts).
  const outbox = startOutboxWorker(db);
  // Images stored lazily (the sample content) get their variants made in the background.
  const warmup = config.MEDIA_WARMUP ? startVariantWarmup(database) : undefined;
  // Images a gallery replacement superseded are deleted once their grace period has passed.
  const purge = startMediaPurge(db, config.MEDIA_REPLACED_GRACE_MINUTES);
  const trash = startTrashPurge(db);
  const throttlePrune = startThrottlePrune(db);
  // The day-before reminders of events, queued into the outbox when their time comes.
  const reminders = startReminders(db);
  // `npm run users` reaches this process through a socket in DATA_DIR while it holds PGlite.
  const stopAdminSocket = await startAdminSocket(config.dataDir, database);
  // Rendered pages are kept for visitors (the Node entry's page cache) until content changes.
  const contentListeners: (() => void)[] = [];
  rememberReads(database.db);
  const stopWatching = await watchContentChanges(database, () => {
    forgetReads();
    for (const listener of contentListeners) listener();
  });
  return {
    ...database,
    settings: {
      port: config.PORT,
      host: config.HOST,
      trustProxy: config.TRUST_PROXY,
      logRequests: config.LOG_REQUESTS,
      pageCache: config.PAGE_CACHE && config.NODE_ENV !== "development",
      metricsToken: config.METRICS_TOKEN,
      publicUrl: config.publicUrl,
      maxBytes: {
        upload: Math.max(config.MEDIA_MAX_BYTES, config.PDF_MAX_BYTES) + MULTIPART_OVERHEAD,
        // Streamed one photo at a time: the cap bounds the batch's length, not memory.
        photoBatch: BATCH_MAX_FILES * (config.MEDIA_MAX_BYTES + MULTIPART_OVERHEAD),
        contentFile: config.CONTENT_FILE_MAX_BYTES + MULTIPART_OVERHEAD,
        other: REQUEST_MAX_BYTES,
      },
      uploadTooLarge: tooLargeMessage(config.MEDIA_MAX_BYTES),
      pdfTooLarge: pdfTooLarge(config.PDF_MAX_BYTES),
    },
    onContentChange: (listener) => {
      contentListeners.push(listener);
    },
    stop: async () => {
      await stopWatching();
      await stopAdminSocket();
      warmup?.stop();
      stopEncoder();
      await trash.stop();
      await throttlePrune.stop();
      await reminders.stop();
      await purge.stop();
      await outbox.stop();
      await database.close();
    },
  };
}
