import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectGarbage, trimHeap } from "./memory";

const rssMb = () => {
  const kb = /^VmRSS:\s+(\d+)/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
  return Number(kb) / 1024;
};
const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
    ?.glibcVersionRuntime,
);

describe.runIf(process.platform === "linux" && glibc)("collectGarbage on glibc", () => {
  it("finds the C library's malloc_trim", () => {
    expect(trimHeap()).toBe(true);
  });

  it("gives back the heap's free pages below a buffer still in use", async () => {
    // 160 MB of 64 KB buffers (below glibc's mmap threshold: they come from its heap), then one
    // kept at the top, so the freed space is all below a block in use: only a trim returns it.
    const many = Array.from({ length: 2560 }, () => Buffer.alloc(64 * 1024, 1));
    const top = Buffer.alloc(64 * 1024, 2);
    const before = rssMb();
    many.length = 0;
    await collectGarbage();
    const after = rssMb();
    expect(top[0]).toBe(2);
    expect(before - after).toBeGreaterThan(100);
  });
});
