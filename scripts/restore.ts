// `npm run restore -- FILE [--force]`: brings a backup back into the configured data directory
// (DATA_DIR) or database (DATABASE_URL), which must not hold a site unless --force. Stop the
// servers first. See docs/backup.md.
import os from "node:os";
import { getConfig } from "../app/.server/config.ts";
import { DataDirLockedError } from "../app/.server/db/lock.ts";

const USAGE = `Usage: npm run restore -- FILE [--identity KEY_FILE] [--force]

Restores a backup written by \`npm run backup\` into DATA_DIR, or into DATABASE_URL when set.
An encrypted backup needs its key file (--identity). The target must be empty; --force replaces
the site it holds. Stop the site's servers first. See docs/backup.md.`;

type Parsed = { file: string; force: boolean; identity?: string };

function parse(args: string[]): Parsed | { help: true } | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const rest = args.filter((a) => a !== "--force");
  const at = rest.indexOf("--identity");
  let identity: string | undefined;
  if (at >= 0) {
    identity = rest[at + 1];
    if (!identity || identity.startsWith("--"))
      return { error: "Name the key file: --identity KEY_FILE" };
    rest.splice(at, 2);
  }
  if (rest.length !== 1 || rest[0]?.startsWith("--")) return { error: "Name one backup file." };
  return { file: rest[0] as string, force: args.includes("--force"), identity };
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if ("help" in parsed) {
    console.log(USAGE);
    return 0;
  }
  if ("error" in parsed) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const config = getConfig();
  const { openDatabase } = await import("../app/.server/db/database.ts");
  const { restoreBackup, RestoreRefusedError } = await import("../app/.server/backup/restore.ts");
  const { NotABackupError } = await import("../app/.server/backup/format.ts");
  const { BackupKeyError, readIdentity } = await import("../app/.server/backup/encryption.ts");
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    // The key is read before the database is touched: a wrong path changes nothing.
    const identity = parsed.identity ? readIdentity(parsed.identity) : undefined;
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    const actor = { id: null, email: `shell (${os.userInfo().username})` };
    const s = await restoreBackup(database, parsed.file, {
      force: parsed.force,
      actor,
      identity,
    });
    console.log(
      `Restored ${s.rows} rows in ${s.tables} tables from a backup of release ${s.header.app} ` +
        `made ${s.header.created} (${(s.ms / 1000).toFixed(1)} s). Start the site as usual; ` +
        "everyone signs in again.",
    );
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server before restoring into its data directory.`);
    } else if (
      error instanceof RestoreRefusedError ||
      error instanceof NotABackupError ||
      error instanceof BackupKeyError
    ) {
      console.error(error.message);
    } else if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error(`No such file: ${parsed.file}`);
    } else {
      console.error(`The restore failed: ${(error as Error).message}`);
    }
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
