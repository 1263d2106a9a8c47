// `npm run content -- export FILE` and `import FILE [--yes]`, run by the CLI on the database it
// opened, or by a running server for the CLI (through its admin socket: PGlite has one owner).
// Answers in the words a person at the shell reads; a refused file is an answer, not a crash.
import fs from "node:fs";
import type { Actor } from "~/.server/audit/audit-log";
import type { Db } from "~/.server/db/database";
import { DomainError } from "~/.server/errors";
import { applyImport } from "./apply";
import { ContentFileError, checkContentFile } from "./check";
import { exportContent } from "./export";
import { planImport } from "./plan";

export type ContentCommand =
  | { action: "export"; file: string }
  | { action: "import"; file: string; yes: boolean };

export type ContentReply = { ok: boolean; message: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runContentCommand(
  db: Db,
  actor: Actor,
  command: ContentCommand,
): Promise<ContentReply> {
  try {
    if (command.action === "export") {
      const s = await exportContent(db, command.file);
      return {
        ok: true,
        message: `Content written: ${s.file} (${megabytes(s.bytes)}; ${s.items} items, ${s.images} pictures, ${s.pdfs} PDFs; ${(s.ms / 1000).toFixed(1)} s)`,
      };
    }
    const bytes = readFile(command.file);
    const file = await checkContentFile(db, bytes);
    if (!command.yes) {
      const plan = await planImport(db, file);
      if (!plan.changes) return { ok: true, message: plan.summary };
      return {
        ok: true,
        message: `The file is good. Importing it will do this:\n${plan.lines.map((l) => `  ${l}`).join("\n")}\n\nNothing has changed yet: run the same command with --yes to import it.`,
      };
    }
    const { plan, ms } = await applyImport(db, actor, file);
    return {
      ok: true,
      message: plan.changes
        ? `Imported (${(ms / 1000).toFixed(1)} s):\n${plan.lines.map((l) => `  ${l}`).join("\n")}`
        : plan.summary,
    };
  } catch (error) {
    if (error instanceof ContentFileError)
      return {
        ok: false,
        message: `The file was not imported, nothing changed:\n${error.problems.map((p) => `  ${p}`).join("\n")}`,
      };
    if (error instanceof DomainError) return { ok: false, message: error.message };
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      return { ok: false, message: `${command.file} exists already: choose a new file name.` };
    throw error;
  }
}

function readFile(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new DomainError(`${file} cannot be read: ${(error as Error).message}`);
  }
}
