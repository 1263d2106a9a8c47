// The CLI's side of the admin socket (see socket.ts). Kept free of heavy imports so that
// `npm run users` and `npm run backup` beside a running server start quickly.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { ContentCommand } from "~/.server/content/transfer/command";
import type { UsersCommand } from "./cli-args";
import type { CommandReply } from "./commands";

/**
 * A users command, a backup the server writes to `out` (an absolute path), or a content file the
 * server writes or imports (`npm run content`, an absolute path).
 */
export type SocketRequest =
  | { command: UsersCommand; shellUser: string }
  | { backup: { out: string; recipient?: string }; shellUser: string }
  | { content: ContentCommand; shellUser: string };

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, "admin.sock");
}

/** The CLI side: sends one command; undefined when no server listens (then open the database). */
export function sendToServer(
  dataDir: string,
  request: SocketRequest,
): Promise<CommandReply | undefined> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    if (!fs.existsSync(file)) return resolve(undefined);
    const socket = net.connect(file);
    let answer = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.once("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.once("end", () => {
      try {
        resolve(JSON.parse(answer) as CommandReply);
      } catch {
        reject(new Error("The server's admin socket gave no answer."));
      }
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ECONNREFUSED" || error.code === "ENOENT"))
        resolve(undefined);
      else reject(error);
    });
  });
}
