// One process per PGlite directory. The lock file names its owner by pid AND by that process's
// start time and the boot it belongs to, because a pid alone lies: after a crash or a reboot the
// pid may belong to an unrelated process, and a killed server stays a zombie for a moment.
import fs from "node:fs";
import path from "node:path";

export type DataDirLock = { file: string; release: () => void };

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  readonly file: string;
  constructor(dataDir: string, pid: number) {
    const file = lockFile(dataDir);
    super(
      `The data directory ${dataDir} is in use by process ${pid} (lock file ${file}). ` +
        "Only one process may open the embedded database: stop that process first, " +
        "or use a PostgreSQL server (DATABASE_URL) to run several. " +
        `If process ${pid} is not a server of this site, delete ${file} and start again.`,
    );
    this.dataDir = dataDir;
    this.pid = pid;
    this.file = file;
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

/** What the lock file says: the pid, and (written since the pid alone proved ambiguous) who it was. */
export type Holder = { pid: number; start?: string; boot?: string };

export type ProcStat = { state: string; start: string };

const PROC = fs.existsSync("/proc/self/stat");

/** The kernel's view of a process, null when there is none; undefined without /proc. */
function procStat(pid: number): ProcStat | null | undefined {
  if (!PROC) return undefined;
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces and ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], start: fields[19] };
  } catch {
    return null;
  }
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** When a process started, in ms since the epoch (Linux counts in USER_HZ, 100 a second). */
function startedAtMs(start: string): number | undefined {
  try {
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1];
    return btime ? Number(btime) * 1000 + Number(start) * 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a pid names a live process of this user. A process this user may not signal (EPERM)
 * belongs to another user, so it cannot be a server holding this user's 0700 data directory:
 * it is a reused pid, seen where /proc hides other users' processes (hidepid) or is absent.
 */
function isOwnLiveProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the lock asks of the operating system; tests pass their own. */
export type Kernel = {
  stat: (pid: number) => ProcStat | null | undefined;
  bootId: () => string | undefined;
  startedAtMs: (start: string) => number | undefined;
  isOwnLiveProcess: (pid: number) => boolean;
};

const kernel: Kernel = { stat: procStat, bootId, startedAtMs, isOwnLiveProcess };

function describeSelf(): string {
  const lines = [String(process.pid)];
  const start = procStat(process.pid)?.start;
  if (start) lines.push(`start ${start}`);
  const boot = bootId();
  if (boot) lines.push(`boot ${boot}`);
  return `${lines.join("\n")}\n`;
}

function parse(content: string): Holder | undefined {
  const [first, ...rest] = content.split("\n");
  if (!/^\d+$/.test(first.trim())) return undefined;
  const holder: Holder = { pid: Number(first) };
  for (const line of rest) {
    const [key, value] = line.trim().split(" ");
    if (key === "start" && value) holder.start = value;
    if (key === "boot" && value) holder.boot = value;
  }
  return holder;
}

/** A pid in an old lock file (pid only) cannot be its writer if that process is younger. */
const OLD_FORMAT_SLACK_MS = 2_000;

/** Whether the process the lock names is still the one that wrote it. */
export function stillHeld(holder: Holder, writtenAtMs: number, os: Kernel = kernel): boolean {
  if (holder.pid === process.pid) return false;
  const boot = os.bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  const stat = os.stat(holder.pid);
  // Without /proc (macOS), or with other users' processes hidden from it: the pid must do.
  if (!stat) return os.isOwnLiveProcess(holder.pid);
  // A zombie ("Z", or "X" while it is being reaped) has ended: a crashed server not yet reaped.
  if (stat.state === "Z" || stat.state === "X" || stat.state === "x") return false;
  if (holder.start) return holder.start === stat.start;
  const startedAt = os.startedAtMs(stat.start);
  return startedAt === undefined || startedAt <= writtenAtMs + OLD_FORMAT_SLACK_MS;
}

type Seen = { content: string; holder?: Holder; writtenAtMs: number };

function readLock(file: string): Seen | undefined {
  try {
    const content = fs.readFileSync(file, "utf8");
    return { content, holder: parse(content), writtenAtMs: fs.statSync(file).mtimeMs };
  } catch {
    return undefined;
  }
}

/** The pid holding the data directory, or undefined when it is free (a stale lock counts as free). */
export function readLockHolder(dataDir: string): number | undefined {
  const seen = readLock(lockFile(dataDir));
  return seen?.holder && stillHeld(seen.holder, seen.writtenAtMs) ? seen.holder.pid : undefined;
}

/**
 * Creates the lock with its whole content at once (a hard link of a finished file), so nobody
 * ever reads a half-written lock. Where links are not supported, an exclusive create does.
 */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  fs.rmSync(temp, { force: true });
  fs.writeFileSync(temp, content, { flag: "wx", mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    try {
      fs.writeFileSync(file, content, { flag: "wx", mode: 0o600 });
      return true;
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw again;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Removes a lock judged stale, but only that one: it is moved aside first (atomic), and if what
 * was moved is not what was judged (another process took the directory meanwhile), it goes back.
 */
function removeStale(file: string, judged: string) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return;
  }
  try {
    if (fs.readFileSync(aside, "utf8") !== judged) fs.linkSync(aside, file);
  } catch {
    // Someone else holds it by now; the next attempt reads their lock.
  }
  fs.rmSync(aside, { force: true });
}

/** Takes the data directory for this process, or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFile(dataDir);
  const mine = describeSelf();
  let lastPid = -1;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(file, mine)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(file, "utf8") === mine) fs.unlinkSync(file);
        } catch {}
      };
      process.once("exit", release);
      return { file, release };
    }
    const seen = readLock(file);
    if (!seen) continue;
    if (seen.holder && stillHeld(seen.holder, seen.writtenAtMs)) {
      throw new DataDirLockedError(dataDir, seen.holder.pid);
    }
    lastPid = seen.holder?.pid ?? lastPid;
    // Stale: its process died, or the pid now names another process (reuse after a crash or a
    // reboot), or the file is not a lock at all.
    removeStale(file, seen.content);
  }
  throw new DataDirLockedError(dataDir, lastPid);
}
