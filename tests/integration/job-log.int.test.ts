// Background jobs leave one JSON line per run that did something or failed, without anything
// personal: an idea delivered to the centre, and its acknowledgement refused by a mail server that
// quotes the founder's address in its refusal (as real ones do).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";
import { createPgDatabase, dbKinds } from "../support/test-db";

const idea = {
  name: "Kavya Raghunathan",
  email: "kavya.raghunathan@example.in",
  phone: "98765 43210",
  subject: "Solar cold storage for farmers",
  message: "Cold rooms that run on the sun, rented by the crate.",
};

/** A mail server that takes the centre's copy and refuses every other recipient by address. */
async function startRefusingSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === "centre@example.org") return callback();
      const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(await dbKinds())("background job lines on %s", (kind) => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    database = kind === "postgres" ? await createPgDatabase() : undefined;
    server = await startServer({
      timeoutMs: 180_000,
      env: {
        SEED: "0",
        DATABASE_URL: database?.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        IDEAS_EMAIL_TO: "centre@example.org",
      },
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  const jobLines = () =>
    server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === "job");

  it("logs the outbox's run and the refused delivery, and nothing personal", async () => {
    const sent = await fetch(`${server.url}/idea`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(idea),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => smtp.received, { timeout: 30_000 }).toContain("centre@example.org");
    await expect
      .poll(() => jobLines().find((l) => l.job === "delivery"), { timeout: 30_000 })
      .toMatchObject({ outcome: "failed", kind: "founder-ack", attempt: 1 });
    await expect
      .poll(() => jobLines().find((l) => l.job === "outbox" && Number(l.sent) >= 1))
      .toBeTruthy();

    const refused = jobLines().find((l) => l.job === "delivery");
    expect(refused?.error).toMatch(/550 .*\[e-mail\].*Recipient address rejected/);
    expect(typeof refused?.delivery).toBe("number");
    const runs = jobLines().filter((l) => l.job === "outbox");
    expect(runs.reduce((n, l) => n + Number(l.sent), 0)).toBe(1);
    expect(runs.reduce((n, l) => n + Number(l.failed), 0)).toBe(1);
    for (const line of runs) {
      expect(Object.keys(line).sort()).toEqual(
        ["failed", "job", "ms", "msg", "outcome", "sent", "time"].sort(),
      );
    }
    // Not the founder's address, name, phone or words, anywhere in the server's output.
    const output = server.output();
    for (const personal of [...Object.values(idea), "kavya", "centre@example.org"])
      expect(output.toLowerCase()).not.toContain(personal.toLowerCase());
  });
});
