// `npm run users -- <command>`: manage accounts from the shell. While the server runs (and holds
// the PGlite data directory), the command goes through its admin socket; otherwise this process
// opens the database itself, under the same data-directory lock. See docs/accounts.md.
import os from "node:os";
import readline from "node:readline";
import { getConfig } from "../app/.server/config.ts";
import { DataDirLockedError } from "../app/.server/db/lock.ts";
import { needsPassword, parseUsersArgs, USAGE } from "../app/.server/users/cli-args.ts";
import type { CommandReply } from "../app/.server/users/commands.ts";
import { adminSocketPath, sendToServer } from "../app/.server/users/socket-client.ts";

/** A password typed at a terminal (not echoed), or the first line piped in. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? "";
  }
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write("Password: ");
  output._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

function print(reply: CommandReply, json: boolean, via: string) {
  if (json) {
    console.log(JSON.stringify({ ...reply, via }, null, 2));
    return;
  }
  if (!reply.ok) return;
  if (reply.accounts) {
    for (const a of reply.accounts) {
      console.log([a.email, a.role, a.name, a.username ?? "-", a.phone ?? "-"].join("\t"));
    }
  }
  console.log(reply.message);
}

async function main(): Promise<number> {
  const parsed = parseUsersArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  if ("help" in parsed) {
    console.log(USAGE);
    return 0;
  }
  const { command, json } = parsed;
  if (needsPassword(command)) {
    const password = await readPassword();
    if (command.op === "add" || command.op === "reset-password") command.password = password;
  }
  const config = getConfig();
  const shellUser = os.userInfo().username;

  let reply: CommandReply | undefined;
  let via = "server";
  if (!config.DATABASE_URL) reply = await sendToServer(config.dataDir, { command, shellUser });
  if (!reply) {
    via = "database";
    // Loaded only now: the database, better-auth and the domain are heavy to import.
    const { prepareDatabase } = await import("../app/.server/startup.ts");
    const { runUsersCommand } = await import("../app/.server/users/commands.ts");
    let database: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
    try {
      database = await prepareDatabase(config);
      reply = await runUsersCommand(
        database.db,
        { id: null, email: `shell (${shellUser})` },
        command,
      );
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(
          `${error.message}\nIts admin socket (${adminSocketPath(config.dataDir)}) did not answer: ` +
            "wait until it has started, or stop it, then try again.",
        );
        return 1;
      }
      throw error;
    } finally {
      await database?.close();
    }
  }
  if (!reply.ok) {
    console.error(json ? JSON.stringify({ ...reply, via }) : reply.error);
    return 1;
  }
  print(reply, json, via);
  return 0;
}

process.exitCode = await main();
