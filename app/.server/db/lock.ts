import fs from "node:fs";
import path from "node:path";

export type DataDirLock = { file: string; release: () => void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}. ` +
        "Only one process may open the embedded database; stop it first, " +
        "or use a PostgreSQL server (DATABASE_URL) to run several.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

/** The pid holding the data directory, or undefined when it is free (a stale lock counts as free). */
export function readLockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile(dataDir), "utf8"), 10);
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the data directory for this process, or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {}
      };
      process.once("exit", release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLockHolder(dataDir);
      if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
      // Stale lock from a process that died: remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, -1);
}
