// Work that one server of several on a PostgreSQL does (issue 14): the image warm-up runs on one
// server at a time, the others skip it; the lock ends with the work.
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db/database";
import { LOCKS, unlessAnotherServer } from "~/.server/db/one-server";
import { E2E_ADMIN, freshDataDir, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

describe.runIf(await postgresAvailable())("one server at a time on one PostgreSQL", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });

  it("skips work another server is doing, and runs it once that server is done", async () => {
    const { url, drop } = await createPgDatabase();
    const servers: Database[] = [];
    for (let i = 0; i < 2; i++) {
      servers.push(await openDatabase({ databaseUrl: url, dataDir: freshDataDir("unused") }));
    }
    cleanups.push(async () => {
      for (const s of servers) await s.close();
      await drop();
    });
    const [a, b] = servers as [Database, Database];
    let finish: () => void = () => {};
    const running = unlessAnotherServer(a, LOCKS.mediaWarmup, async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return "a did it";
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(await unlessAnotherServer(b, LOCKS.mediaWarmup, async () => "b did it")).toBeUndefined();
    finish();
    expect(await running).toBe("a did it");
    expect(await unlessAnotherServer(b, LOCKS.mediaWarmup, async () => "b did it")).toBe(
      "b did it",
    );
  });

  it("warms the images up on one of two servers started together", async () => {
    const { url, drop } = await createPgDatabase();
    const env = {
      DATABASE_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      MEDIA_WARMUP: "true",
    };
    const first: RunningServer = await startServer({ env });
    const second: RunningServer = await startServer({ env });
    cleanups.push(async () => {
      await first.stop();
      await second.stop();
      await drop();
    });
    const skipped = (s: RunningServer) => s.output().includes('"elsewhere":true');
    for (let waited = 0; !skipped(first) && !skipped(second) && waited < 30_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // The first server took the warm-up (it started first); the second one left it to it.
    expect(skipped(second)).toBe(true);
    expect(skipped(first)).toBe(false);
  }, 90_000);
});
