import { describe, expect, it } from "vitest";
import { type Kernel, stillHeld } from "./lock";

// A machine where /proc shows only this user's processes (hidepid), or has no /proc at all: the
// lock's pid is then judged by whether this user could signal it.
function kernel(over: Partial<Kernel>): Kernel {
  return {
    stat: () => null,
    bootId: () => "boot-1",
    startedAtMs: () => undefined,
    isOwnLiveProcess: () => false,
    ...over,
  };
}

const pid = process.pid + 100_000;
const writtenAt = Date.now();

describe("whether a lock's pid is still the server that wrote it", () => {
  it("is not, when the pid now names another user's process (a reused pid, hidden from /proc)", () => {
    // kill(pid, 0) answers EPERM for another user's process: it cannot hold this user's
    // 0700 data directory, so the lock is stale and the server starts.
    const os = kernel({ isOwnLiveProcess: () => false });
    expect(stillHeld({ pid, start: "42", boot: "boot-1" }, writtenAt, os)).toBe(false);
    expect(stillHeld({ pid }, writtenAt, os)).toBe(false);
  });

  it("is, when a process of this user lives under that pid and nothing else can be known", () => {
    const os = kernel({ isOwnLiveProcess: () => true });
    expect(stillHeld({ pid, start: "42", boot: "boot-1" }, writtenAt, os)).toBe(true);
  });

  it("is not, after a reboot, or when the pid's start time differs from the lock's", () => {
    const alive = kernel({
      isOwnLiveProcess: () => true,
      stat: () => ({ state: "S", start: "99" }),
    });
    expect(stillHeld({ pid, start: "42", boot: "boot-0" }, writtenAt, alive)).toBe(false);
    expect(stillHeld({ pid, start: "42", boot: "boot-1" }, writtenAt, alive)).toBe(false);
    expect(stillHeld({ pid, start: "99", boot: "boot-1" }, writtenAt, alive)).toBe(true);
  });

  it("is not, when the process is a zombie (a killed server not yet reaped)", () => {
    const zombie = kernel({ stat: () => ({ state: "Z", start: "42" }) });
    expect(stillHeld({ pid, start: "42", boot: "boot-1" }, writtenAt, zombie)).toBe(false);
  });

  it("is never this process itself (a server restarted under the same pid, as in a container)", () => {
    const os = kernel({ isOwnLiveProcess: () => true, stat: () => ({ state: "R", start: "1" }) });
    expect(stillHeld({ pid: process.pid, start: "1" }, writtenAt, os)).toBe(false);
  });
});
