// `npm run restore -- FILE [--force]`: brings a backup back into the configured data directory
// (DATA_DIR) or database (DATABASE_URL), which must not hold a site unless --force. Stop the
// servers first. See docs/backup.md.
import os from "node:os";
import { getConfig } from "../app/.server/config.ts";
import { DataDirLockedError } from "../app/.server/db/lock.ts";

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup written by \`npm run backup\` into DATA_DIR, or into DATABASE_URL when set.
The target must be empty; --force replaces the site it holds. Stop the site's servers first.
See docs/backup.md.`;

function parse(
  args: string[],
): { file: string; force: boolean } | { help: true } | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const force = args.includes("--force");
  const rest = args.filter((a) => a !== "--force");
  if (rest.length !== 1 || rest[0]?.startsWith("--")) return { error: "Name one backup file." };
  return { file: rest[0] as string, force };
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
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    const actor = { id: null, email: `shell (${os.userInfo().username})` };
    const s = await restoreBackup(database, parsed.file, { force: parsed.force, actor });
    console.log(
      `Restored ${s.rows} rows in ${s.tables} tables from a backup of release ${s.header.app} ` +
        `made ${s.header.created} (${(s.ms / 1000).toFixed(1)} s). Start the site as usual; ` +
        "everyone signs in again.",
    );
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server before restoring into its data directory.`);
    } else if (error instanceof RestoreRefusedError || error instanceof NotABackupError) {
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
