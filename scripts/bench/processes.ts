// The server as the kernel sees it: its process tree, the memory of that tree, and the core it
// may run on. Linux only (/proc, taskset); elsewhere the figures are simply missing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The process and every descendant (a server that forks workers counts them too). */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${found[i]}/task`);
    } catch {
      continue; // gone already, or no /proc
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${found[i]}/task/${task}/children`, "utf8");
        for (const child of children.split(/\s+/).filter(Boolean)) found.push(Number(child));
      } catch {}
    }
  }
  return found;
}

/** Resident and proportional set size in MB (PSS shares a page among the processes mapping it). */
export type Memory = { rssMb: number; pssMb: number };

function parseRollup(text: string): Memory {
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1]);
  return { rssMb: kb("Rss") / 1024, pssMb: kb("Pss") / 1024 };
}

/**
 * The tree's memory, summed from /proc/<pid>/smaps_rollup. Read asynchronously: the kernel walks
 * every page table for it, which must not stall the load generator's event loop mid-measurement.
 */
export async function treeMemory(pid: number): Promise<Memory | undefined> {
  let total: Memory | undefined;
  for (const p of processTree(pid)) {
    try {
      const m = parseRollup(await fs.promises.readFile(`/proc/${p}/smaps_rollup`, "utf8"));
      total = { rssMb: (total?.rssMb ?? 0) + m.rssMb, pssMb: (total?.pssMb ?? 0) + m.pssMb };
    } catch {}
  }
  return total;
}

/** Samples the tree's memory every `everyMs` until stopped; keeps the peak of each figure. */
export function sampleMemory(pid: number, everyMs = 100) {
  let peak: Memory | undefined;
  let reading = false;
  const timer = setInterval(async () => {
    if (reading) return; // a slow read skips a tick rather than piling up
    reading = true;
    const m = await treeMemory(pid);
    reading = false;
    if (m)
      peak = {
        rssMb: Math.max(peak?.rssMb ?? 0, m.rssMb),
        pssMb: Math.max(peak?.pssMb ?? 0, m.pssMb),
      };
  }, everyMs);
  return {
    stop: (): Memory | undefined => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The path of a program, or undefined where it is not installed. */
export function findProgram(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/bin"];
  return dirs
    .map((d) => path.join(d, name))
    .find((file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return fs.statSync(file).isFile();
      } catch {
        return false;
      }
    });
}

/**
 * Confines every thread of every process in the tree to one CPU. Threads made later (libuv's
 * pool, libvips) inherit the confinement from the thread that makes them.
 */
export function pinTree(taskset: string, pid: number, cpu: number): void {
  for (const p of processTree(pid)) {
    execFileSync(taskset, ["--all-tasks", "--cpu-list", "--pid", String(cpu), String(p)], {
      stdio: "ignore",
    });
  }
}
