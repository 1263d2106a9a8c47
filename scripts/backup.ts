// `npm run backup -- --out FILE`: the whole site in one file (docs/backup.md). While a server runs
// on the embedded database it owns the data directory, so the server writes the file (through its
// admin socket, as `npm run users` does); otherwise this process opens the database itself. On
// PostgreSQL it always reads the database directly, beside any running servers.
import os from "node:os";
import path from "node:path";
import { getConfig } from "../app/.server/config.ts";
import { DataDirLockedError } from "../app/.server/db/lock.ts";
import { sendToServer } from "../app/.server/users/socket-client.ts";

const USAGE = `Usage: npm run backup -- --out FILE

Writes every page, photo, idea, account and the audit log to FILE (gzip-compressed SQL;
FILE must not exist yet). Safe while the site runs. See docs/backup.md.`;

function parse(args: string[]): { out: string } | { help: true } | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const at = args.indexOf("--out");
  const out = at >= 0 ? args[at + 1] : undefined;
  if (!out || out.startsWith("--")) return { error: "Say where to write the backup: --out FILE" };
  if (args.length !== 2) return { error: `Unexpected arguments: ${args.join(" ")}` };
  return { out: path.resolve(out) };
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
  if (!config.DATABASE_URL) {
    const shellUser = os.userInfo().username;
    const reply = await sendToServer(config.dataDir, { backup: { out: parsed.out }, shellUser });
    if (reply) {
      if (!reply.ok) console.error(reply.error);
      else console.log(reply.message);
      return reply.ok ? 0 : 1;
    }
  }
  // Loaded only now: the database driver is heavy to import.
  const { openDatabase } = await import("../app/.server/db/database.ts");
  const { writeBackup } = await import("../app/.server/backup/dump.ts");
  const { backupMessage } = await import("../app/.server/backup/message.ts");
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    console.log(backupMessage(await writeBackup(database, parsed.out)));
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nWait until the server has started, or stop it, then try again.`,
      );
    } else {
      console.error(`The backup was not written: ${(error as Error).message}`);
    }
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
