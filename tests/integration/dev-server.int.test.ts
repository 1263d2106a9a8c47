// `npm run dev` is the same application as `npm start`: the same Node entry (with Vite's dev
// middleware in front), so the same start-up, security headers and CSP, delivery worker and
// throttles keyed by the client's address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptsOutsidePolicy } from "../support/csp";
import { type RunningServer, startServer } from "../support/server";
import { startSmtp } from "../support/smtp";

const idea = {
  name: "Dev Founder",
  email: "dev.founder@example.in",
  phone: "98765 43210",
  subject: "Dev mode delivers",
  message: "An idea sent to the development server.",
};

describe("the development server", () => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      development: true,
      timeoutMs: 180_000,
      env: {
        SEED: "0",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        IDEAS_EMAIL_TO: "centre@example.org",
        IDEAS_RATE_LIMIT: "1",
        // Behind a trusted proxy the client address comes from X-Forwarded-For: two clients.
        TRUST_PROXY: "true",
      },
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const send = (client: string) =>
    fetch(`${server.url}/idea`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": client,
      },
      body: new URLSearchParams(idea),
    });

  it("serves pages with the security headers and a CSP naming each inline script's hash", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(server.output()).toContain("in development mode");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await res.text();
    expect(html).not.toContain("nonce=");
    expect(scriptsOutsidePolicy(html, csp)).toEqual([]);
  });

  it("delivers an idea by e-mail through its outbox worker", async () => {
    expect((await send("198.51.100.1")).status).toBe(200);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes("centre@example.org")).length, {
        timeout: 30_000,
      })
      .toBe(1);
  });

  it("throttles each client address on its own, not every visitor in one bucket", async () => {
    // The first test spent 198.51.100.1's one submission; another client still has its own.
    expect((await send("198.51.100.2")).status).toBe(200);
    expect((await send("198.51.100.1")).status).toBe(429);
    expect((await send("198.51.100.2")).status).toBe(429);
  });
});
