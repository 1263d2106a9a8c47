// `npm run content -- export FILE` / `import FILE [--yes]`: the whole site's content in one zip
// (docs/content-format.md). While a server runs on the embedded database it owns the data
// directory, so the server does the work (through its admin socket, as for `npm run users`);
// otherwise this process opens the database itself.
import os from "node:os";
import path from "node:path";
import { getConfig } from "../app/.server/config.ts";
import type { ContentCommand } from "../app/.server/content/transfer/command.ts";
import { DataDirLockedError } from "../app/.server/db/lock.ts";
import { sendToServer } from "../app/.server/users/socket-client.ts";

const USAGE = `Usage: npm run content -- export FILE
       npm run content -- import FILE [--yes]

export writes every section's items (drafts and scheduled ones too, not the trash), the settings
and the pictures and PDFs they show into FILE, a zip (FILE must not exist yet).
import checks FILE whole and prints what it would change; with --yes it makes the site read
exactly as the file, in one step (items the file lacks go to the trash). See docs/content-format.md.`;

function parse(args: string[]): ContentCommand | { help: true } | { error: string } {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const [action, file, ...rest] = args;
  if (action !== "export" && action !== "import") return { error: "Say export or import." };
  if (!file || file.startsWith("--")) return { error: `Say which file: ${action} FILE` };
  const yes = rest.includes("--yes");
  const unknown = rest.filter((a) => a !== "--yes" || action !== "import");
  if (unknown.length) return { error: `Unexpected arguments: ${unknown.join(" ")}` };
  return action === "export"
    ? { action, file: path.resolve(file) }
    : { action, file: path.resolve(file), yes };
}

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  if ("help" in command) {
    console.log(USAGE);
    return 0;
  }
  if ("error" in command) {
    console.error(`${command.error}\n\n${USAGE}`);
    return 2;
  }
  const config = getConfig();
  const shellUser = os.userInfo().username;
  if (!config.DATABASE_URL) {
    const reply = await sendToServer(config.dataDir, { content: command, shellUser });
    if (reply) {
      if (!reply.ok) console.error(reply.error);
      else console.log(reply.message);
      return reply.ok ? 0 : 1;
    }
  }
  // Loaded only now: the database driver is heavy to import.
  const { prepareDatabase } = await import("../app/.server/startup.ts");
  const { runContentCommand } = await import("../app/.server/content/transfer/command.ts");
  let database: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
  try {
    database = await prepareDatabase(config);
    const actor = { id: null, email: `shell (${shellUser.slice(0, 64)})` };
    const reply = await runContentCommand(database.db, actor, command);
    if (reply.ok) console.log(reply.message);
    else console.error(reply.message);
    return reply.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof DataDirLockedError)
      console.error(
        `${error.message}\nWait until the server has started, or stop it, then try again.`,
      );
    else console.error(`The ${command.action} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
