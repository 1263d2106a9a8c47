// The embedded database's directory (PGlite only): nobody but its owner may read or change it,
// whatever it looked like before and whatever the umask; and its lock names a process instance,
// not just a pid, so a crashed server's lock never blocks the next start.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SETTINGS } from "~/.server/db/database";
import { acquireDataDirLock, DataDirLockedError, lockFile } from "~/.server/db/lock";
import { migrateDatabase } from "~/.server/db/migrate";

const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sic-${label}-`));
  made.push(dir);
  return dir;
}

/** Every entry under `dir` (and `dir` itself) whose mode is not 0700 (directory) or 0600 (file). */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const check = (file: string) => {
    const stat = fs.lstatSync(file);
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== want) {
      wrong.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, file) || "."}`);
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) check(path.join(file, name));
  };
  check(dir);
  return wrong;
}

describe("the PGlite data directory", () => {
  it("is owner-only after start, whatever its mode before, the umask, and an earlier version's files", async () => {
    const dataDir = tempDir("private");
    fs.chmodSync(dataDir, 0o755); // as `mkdir data`, a Docker volume or StateDirectory= leave it
    // What an earlier version left: PGlite's files as PGlite writes them (0666), and others.
    const earlier = await PGlite.create(path.join(dataDir, "pglite"));
    await earlier.close();
    fs.writeFileSync(path.join(dataDir, "notes.txt"), "left by hand");
    fs.chmodSync(path.join(dataDir, "notes.txt"), 0o666);
    fs.mkdirSync(path.join(dataDir, "old"));
    fs.chmodSync(path.join(dataDir, "old"), 0o777);
    expect(notPrivate(dataDir).length).toBeGreaterThan(900);

    const umask = process.umask(0);
    try {
      const database = await openDatabase({ dataDir });
      try {
        await migrateDatabase(database);
        await database.db.execute(sql`CREATE TABLE scratch (id serial PRIMARY KEY, t text)`);
        await database.db.execute(sql`INSERT INTO scratch (t) VALUES ('x')`);
        expect(notPrivate(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      process.umask(umask);
    }
  });

  it("is owner-only when PGlite creates it fresh inside an open directory", async () => {
    const dataDir = tempDir("fresh");
    fs.chmodSync(dataDir, 0o777);
    const umask = process.umask(0);
    try {
      const database = await openDatabase({ dataDir });
      try {
        await migrateDatabase(database);
        expect(notPrivate(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      process.umask(umask);
    }
  });

  /** A template folder as `npm run build` makes one: a migrated PGlite directory, "empty". */
  async function templates(): Promise<string> {
    const folder = tempDir("templates");
    const client = await PGlite.create(path.join(folder, "empty"));
    await migrateDatabase({ db: drizzle(client) as never, kind: "pglite" });
    await client.close();
    return folder;
  }

  it("starts a new directory from the build's template: migrated, and owner-only", async () => {
    const folder = await templates();
    const dataDir = tempDir("from-template");
    fs.chmodSync(dataDir, 0o777);
    const umask = process.umask(0);
    try {
      const database = await openDatabase({ dataDir, template: "empty", templates: folder });
      try {
        // The template's tables, before this start ran any migration.
        const tables = (await database.db.execute(
          sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'media'`,
        )) as unknown as { rows: { n: number }[] };
        expect(tables.rows[0].n).toBe(1);
        expect(notPrivate(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      process.umask(umask);
    }
    expect(fs.existsSync(path.join(dataDir, "pglite.new"))).toBe(false);
  });

  it("never puts the template over a directory that holds anything", async () => {
    const folder = await templates();
    const dataDir = tempDir("kept");
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`CREATE TABLE kept (t text)`);
    await first.db.execute(sql`INSERT INTO kept (t) VALUES ('acknowledged')`);
    await first.close();
    const again = await openDatabase({ dataDir, template: "empty", templates: folder });
    try {
      const rows = (await again.db.execute(sql`SELECT t FROM kept`)) as unknown as {
        rows: { t: string }[];
      };
      expect(rows.rows).toEqual([{ t: "acknowledged" }]);
    } finally {
      await again.close();
    }
  });

  it("opens PGlite with the small buffers of decision 019, not PostgreSQL's 128 MB", async () => {
    const database = await openDatabase({ dataDir: tempDir("settings") });
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const shown = (await database.db.execute(sql.raw(`SHOW ${name}`))) as unknown as {
          rows: Record<string, string>[];
        };
        expect(shown.rows[0][name], name).toBe(value);
      }
    } finally {
      await database.close();
    }
  });
});

const hasProc = fs.existsSync("/proc/self/stat");

/** Field 3 (state) and 22 (start time) of /proc/<pid>/stat; undefined once it is gone. */
function stat(pid: number): { state: string; start: string } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], start: fields[19] };
  } catch {
    return undefined;
  }
}

const bootId = () => fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();

/** An unrelated live process (what a reused pid names). */
function sleeper(): number {
  const child = spawn("sleep", ["120"], { stdio: "ignore" });
  children.push(child);
  if (!child.pid) throw new Error("sleep did not start");
  return child.pid;
}

/** Another process that really holds the lock, taken by the app's own code. */
async function holder(dataDir: string): Promise<ChildProcess & { pid: number }> {
  const lockModule = pathToFileURL(path.resolve("app/.server/db/lock.ts")).href;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
       acquireDataDirLock(${JSON.stringify(dataDir)});
       console.log("locked");
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      output += d;
      if (output.includes("locked")) resolve();
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.on("exit", (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
  return child as ChildProcess & { pid: number };
}

function firstLine(dataDir: string) {
  return fs.readFileSync(lockFile(dataDir), "utf8").split("\n")[0];
}

describe.runIf(hasProc)("the PGlite data directory lock", () => {
  it("takes over a lock whose pid now names another process, or a process of an earlier boot", () => {
    const dataDir = tempDir("lock-reused");
    const pid = sleeper();
    fs.writeFileSync(lockFile(dataDir), `${pid}\nstart 1\nboot ${bootId()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(firstLine(dataDir)).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);

    // Same pid and start time, but written before a reboot.
    const start = stat(pid)?.start;
    fs.writeFileSync(lockFile(dataDir), `${pid}\nstart ${start}\nboot not-this-boot\n`);
    acquireDataDirLock(dataDir).release();
  });

  it("honours an old lock file (just a pid) while its process lives, and takes it over otherwise", async () => {
    const dataDir = tempDir("lock-old");
    const file = lockFile(dataDir);

    // Written after the process started: it may be the writer, so the start is refused.
    const older = sleeper();
    await new Promise((r) => setTimeout(r, 50));
    fs.writeFileSync(file, String(older));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);

    // The process is younger than the file: a reused pid, not the writer.
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(file, hourAgo, hourAgo);
    acquireDataDirLock(dataDir).release();

    // The process is gone.
    const gone = spawn("sleep", ["0"]);
    await new Promise((r) => gone.on("exit", r));
    fs.writeFileSync(file, String(gone.pid));
    acquireDataDirLock(dataDir).release();
  });

  it("refuses while a live process holds it, naming the lock file; takes it once that process was killed, reaped or not", async () => {
    const dataDir = tempDir("lock-live");
    const child = await holder(dataDir);
    expect(firstLine(dataDir)).toBe(String(child.pid));
    let refusal: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by process ${child.pid}`);
    expect((refusal as Error).message).toContain(lockFile(dataDir));
    expect((refusal as Error).message).toMatch(/delete .*pglite\.lock/);

    // kill -9: the lock stays behind. Waiting synchronously keeps this process from reaping the
    // child, so it is a zombie, as a crashed server is until its parent reaps it.
    child.kill("SIGKILL");
    const deadline = Date.now() + 10_000;
    while (stat(child.pid)?.state !== "Z" && Date.now() < deadline) {}
    expect(stat(child.pid)?.state).toBe("Z");
    expect(fs.existsSync(lockFile(dataDir))).toBe(true);
    const lock = acquireDataDirLock(dataDir);
    expect(firstLine(dataDir)).toBe(String(process.pid));
    lock.release();
  });
});
