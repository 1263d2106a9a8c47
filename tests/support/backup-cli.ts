// `npm run backup` and `npm run restore` as an IT person runs them (child processes), and the
// database rows a restore must bring back, read straight from a closed site's database.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import type { CliEnv, Run } from "./users-cli";

const root = path.resolve(import.meta.dirname, "../..");

/** `npm run <script> -- ...args` with only the given database settings. */
export function runScript(script: "backup" | "restore", args: string[], env: CliEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          SEED: "0",
          ADMIN_EMAIL: "",
          ADMIN_PASSWORD: "",
          DATABASE_URL: "",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What must survive a backup and restore, in a form two databases can be compared by. */
export async function siteFingerprint(db: Db) {
  const variants = await rows<{ media_id: string; format: string; width: number; bytes: string }>(
    db,
    sql`select media_id, format, width, encode(sha256(bytes), 'hex') as bytes from media_variants
        order by media_id, format, width`,
  );
  const pdfs = await rows<{ id: string; bytes: string }>(
    db,
    sql`select id::text, encode(sha256(bytes), 'hex') as bytes from attachments order by id`,
  );
  const ideas = await rows<Record<string, string>>(
    db,
    sql`select to_jsonb(i)::text as row from ideas i order by id`,
  );
  const users = await rows<{ email: string }>(db, sql`select email from "user" order by email`);
  return { variants, pdfs, ideas, users };
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
