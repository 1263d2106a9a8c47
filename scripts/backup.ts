// `npm run backup -- --out FILE`: the whole site in one file (docs/backup.md). While a server runs
// on the embedded database it owns the data directory, so the server writes the file (through its
// admin socket, as `npm run users` does); otherwise this process opens the database itself. On
// PostgreSQL it always reads the database directly, beside any running servers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getConfig } from "../app/.server/config.ts";
import { DataDirLockedError } from "../app/.server/db/lock.ts";
import { sendToServer } from "../app/.server/users/socket-client.ts";

const USAGE = `Usage: npm run backup -- --out FILE [--recipient AGE_PUBLIC_KEY]
       npm run backup -- --new-key KEY_FILE

Writes every page, photo, idea, account and the audit log to FILE (gzip-compressed SQL;
FILE must not exist yet). Safe while the site runs. With --recipient the file is encrypted
with age to that public key, and only its key file restores it. --new-key writes a new key
file (keep it off this machine) and prints its public key. See docs/backup.md.`;

type Parsed = { out: string; recipient?: string } | { newKey: string };

/** The value after `flag`, undefined when the flag is absent, null when its value is missing. */
function option(args: string[], flag: string): string | undefined | null {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const value = args[at + 1];
  return value && !value.startsWith("--") ? value : null;
}

function parse(args: string[]): Parsed | { help: true } | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const newKey = option(args, "--new-key");
  if (newKey === null) return { error: "Say where to write the key file: --new-key KEY_FILE" };
  if (newKey !== undefined) {
    if (args.length !== 2) return { error: `Unexpected arguments: ${args.join(" ")}` };
    return { newKey: path.resolve(newKey) };
  }
  const out = option(args, "--out");
  if (!out) return { error: "Say where to write the backup: --out FILE" };
  const recipient = option(args, "--recipient");
  if (recipient === null) return { error: "Give the public key: --recipient AGE_PUBLIC_KEY" };
  if (args.length !== (recipient ? 4 : 2))
    return { error: `Unexpected arguments: ${args.join(" ")}` };
  return { out: path.resolve(out), recipient };
}

/** Writes a new key file (owner-only, never over another) and says what to do with it. */
async function writeNewKey(file: string): Promise<number> {
  const { newKeyPair } = await import("../app/.server/backup/encryption.ts");
  const { recipient, keyFile } = await newKeyPair();
  try {
    fs.writeFileSync(file, keyFile, { flag: "wx", mode: 0o600 });
  } catch (error) {
    console.error(`The key file was not written: ${(error as Error).message}`);
    return 1;
  }
  console.log(
    `Key file written: ${file}\nPublic key: ${recipient}\n\n` +
      "Back up with --recipient and this public key (BACKUP_RECIPIENT in sic.env for the cron " +
      "line). Keep the key file off this machine, with the people who may restore: without it " +
      "an encrypted backup cannot be read by anyone.",
  );
  return 0;
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
  if ("newKey" in parsed) return writeNewKey(parsed.newKey);
  const { isAgeRecipient } = await import("../app/.server/backup/encryption.ts");
  if (parsed.recipient && !isAgeRecipient(parsed.recipient)) {
    console.error(`"${parsed.recipient}" is not an age public key (it starts with age1).`);
    return 2;
  }
  const config = getConfig();
  if (!config.DATABASE_URL) {
    const shellUser = os.userInfo().username;
    const backup = { out: parsed.out, recipient: parsed.recipient };
    const reply = await sendToServer(config.dataDir, { backup, shellUser });
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
    console.log(
      backupMessage(await writeBackup(database, parsed.out, { recipient: parsed.recipient })),
    );
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
