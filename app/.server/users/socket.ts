// A local socket in DATA_DIR through which `npm run users` and `npm run backup` reach a running
// server: with PGlite only one process may open the database, so the CLI must not open it beside
// us.
// Only the owner of DATA_DIR can connect (directory 0700, socket 0600).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Actor } from "~/.server/audit/audit-log";
import { writeBackup } from "~/.server/backup/dump";
import { backupMessage } from "~/.server/backup/message";
import { type ContentCommand, runContentCommand } from "~/.server/content/transfer/command";
import type { Database } from "~/.server/db/database";
import { type CommandReply, runUsersCommand } from "./commands";
import { adminSocketPath, type SocketRequest } from "./socket-client";

const MAX_REQUEST = 64 * 1024;

/** Whether something answers on the socket (a live server) rather than a stale file. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/** The server writes the backup itself: it owns the PGlite data directory. */
async function backupReply(
  database: Pick<Database, "db" | "kind">,
  { out, recipient }: { out: string; recipient?: string },
): Promise<CommandReply> {
  if (typeof out !== "string" || !path.isAbsolute(out)) {
    return { ok: false, error: "The backup's file name must be an absolute path." };
  }
  try {
    return { ok: true, message: backupMessage(await writeBackup(database, out, { recipient })) };
  } catch (error) {
    return { ok: false, error: `The backup was not written: ${(error as Error).message}` };
  }
}

/** The server writes or imports the content file itself, for the same reason. */
async function contentReply(
  database: Pick<Database, "db">,
  actor: Actor,
  command: ContentCommand,
): Promise<CommandReply> {
  if (typeof command?.file !== "string" || !path.isAbsolute(command.file))
    return { ok: false, error: "The content file's name must be an absolute path." };
  const reply = await runContentCommand(database.db, actor, command);
  return reply.ok ? { ok: true, message: reply.message } : { ok: false, error: reply.message };
}

/** Starts listening; returns a function that stops and removes the socket. */
export async function startAdminSocket(
  dataDir: string,
  database: Pick<Database, "db" | "kind">,
): Promise<() => Promise<void>> {
  const file = adminSocketPath(dataDir);
  if (file.length > 100) {
    console.warn(`Admin socket skipped: path too long for a Unix socket (${file})`);
    return async () => {};
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) {
    if (await answers(file)) {
      console.warn(`Admin socket ${file} belongs to another running server; not replacing it.`);
      return async () => {};
    }
    fs.rmSync(file, { force: true });
  }
  const server = net.createServer((socket) => {
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("data", async (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST) return socket.destroy();
      const end = buffer.indexOf("\n");
      if (end === -1) return;
      socket.pause();
      let reply: CommandReply;
      try {
        const request = JSON.parse(buffer.slice(0, end)) as SocketRequest;
        const actor = { id: null, email: `shell (${String(request.shellUser).slice(0, 64)})` };
        if ("backup" in request) {
          reply = await backupReply(database, request.backup);
        } else if ("content" in request) {
          reply = await contentReply(database, actor, request.content);
        } else {
          reply = await runUsersCommand(database.db, actor, request.command);
        }
      } catch (error) {
        console.error("admin socket command failed:", error);
        reply = { ok: false, error: "The server could not run that command; see its log." };
      }
      socket.end(`${JSON.stringify(reply)}\n`);
    });
    socket.on("error", () => {});
  });
  // Create the socket file without group/other access from the first moment.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}
