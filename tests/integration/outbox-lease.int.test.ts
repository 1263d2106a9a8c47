// The outbox's lease against real databases: however long deliveries take, no two workers (two
// app servers on one PostgreSQL) ever send the same e-mail. Time is a shared fake clock that each
// delivery moves on, as a hung mail server would.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "~/.server/db/schema/ideas";
import { deliverDue } from "~/.server/deliveries";
import { createIdea } from "~/.server/ideas/store";
import { LEASE_MS } from "~/.server/outbox/queue";
import { createTestDb, dbKinds, type TestDb } from "../support/test-db";

const idea = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "98470 12345",
  subject: "Coir composites",
  message: "Boards from coconut fibre for low-cost housing.",
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(await dbKinds())("the outbox lease on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  const pending = async () =>
    (await t.db.select({ n: count() }).from(outbox).where(eq(outbox.state, "pending")))[0].n;

  it("two workers whose deliveries outlast the lease divided by ten send every e-mail exactly once", async () => {
    for (let i = 0; i < 10; i++)
      await createIdea(t.db, idea, { clientIp: null, deliveries: ["founder-ack"] });
    let clock = Date.now() + 1000;
    const now = () => new Date(clock);
    const sent: string[] = [];
    let firstSend: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      firstSend = resolve;
    });
    // Each delivery "takes" 30 s: ten of them (the old batch) would take 300 s, far past the lease.
    expect(30_000).toBeGreaterThan(LEASE_MS / 10);
    const send = (worker: string) => async (deliveryKind: string, sentIdea: { id: number }) => {
      firstSend();
      sent.push(`${deliveryKind} ${sentIdea.id}`);
      clock += 30_000;
      await sleep(worker === "a" ? 5 : 7);
    };
    // A worker as each server runs one: look, deliver what is due, look again a moment later.
    // The shared clock jumps 30 s per delivery while real time moves milliseconds, so each
    // worker renews its lease every 2 ms of real time, as often as the other can move the clock
    // (a real server renews every 30 s of real time, a quarter of its lease).
    const poll = async (worker: string) => {
      for (let round = 0; round < 500 && (await pending()) > 0; round++) {
        await deliverDue(t.db, { now, send: send(worker), renewEveryMs: 2 });
        await sleep(3);
      }
    };
    const a = poll("a");
    await started;
    await Promise.all([a, poll("b")]);

    expect(await pending()).toBe(0);
    expect(sent).toHaveLength(10);
    expect(new Set(sent).size).toBe(10);
  });

  it("a delivery that outlasts its lease keeps it: no other worker takes the row meanwhile", async () => {
    await createIdea(t.db, idea, { clientIp: null, deliveries: ["centre-email"] });
    let clock = Date.now() + 1000;
    const now = () => new Date(clock);
    const sent: string[] = [];
    let other: Promise<{ sent: number; failed: number }> | undefined;
    const slow = async (deliveryKind: string, sentIdea: { id: number }) => {
      // Three minutes pass (in steps the renewal can follow), then a second server looks.
      for (let step = 0; step < 6; step++) {
        clock += 30_000;
        await sleep(60);
      }
      expect(clock - Date.now()).toBeGreaterThan(LEASE_MS);
      other = deliverDue(t.db, {
        now,
        send: async (k, i) => {
          sent.push(`b ${k} ${i.id}`);
        },
      });
      await other;
      sent.push(`a ${deliveryKind} ${sentIdea.id}`);
    };
    expect(await deliverDue(t.db, { now, send: slow, renewEveryMs: 20 })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await other).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^a centre-email/);
    expect(await pending()).toBe(0);
  });
});
