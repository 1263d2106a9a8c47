// Login throttling against a real server of its own (so no other test is locked out):
// per address and login name, per address across accounts, 429 with a clear message and Retry-After, and
// X-Forwarded-For from the client ignored when no trusted proxy is configured.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";

const built = fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"));

describe.skipIf(!built)("login throttling on a running server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      timeoutMs: 280_000,
      env: {
        SEED: "0",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOGIN_ACCOUNT_RATE_LIMIT: "3",
        LOGIN_RATE_LIMIT: "6",
        LOGIN_RATE_WINDOW_MINUTES: "10",
      },
    });
  }, 300_000);
  afterAll(() => server?.stop());

  const attempt = (email: string, password: string, xff?: string) =>
    fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(xff ? { "x-forwarded-for": xff } : {}) },
      body: JSON.stringify({ email, password }),
    });

  it("refuses an address that keeps failing for an account, even with the right password, and says so", async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(E2E_ADMIN.email, "wrong")).status).toBe(401);
    const locked = await attempt(E2E_ADMIN.email, E2E_ADMIN.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await locked.json()).toEqual({
      message: "Too many login attempts. Please wait 10 minutes and try again.",
    });

    // The form says the same, with the same status.
    const form = new HttpSession(server.url);
    const page = await form.post("/login", {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(
      "Too many login attempts. Please wait 10 minutes and try again.",
    );
  });

  it("limits one address across many accounts; a forged X-Forwarded-For does not help", async () => {
    // The first test spent 5 of this address's 6 attempts; unknown accounts count too.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await attempt(`nobody${i}@example.org`, "x", `203.0.113.${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 429, 429]);
    expect(server.output()).not.toContain("could not determine a client IP");
  });

  it("refuses a cross-site form posting to /api/login (no login CSRF)", async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ email: "someone@example.org", password: "whatever" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Cross-site login refused." });
  });
});

// Every 429 tells how long to wait (security review F16): the forms' answers, with and without
// JavaScript (`.data` is what a hydrated form posts to), not only the JSON API's.
describe.skipIf(!built)("Retry-After on every form's 429", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      timeoutMs: 280_000,
      env: { SEED: "0", LOGIN_RATE_LIMIT: "1", IDEAS_RATE_LIMIT: "1" },
    });
  }, 300_000);
  afterAll(() => server?.stop());

  it("is sent by /login, /admin, /Admin and /idea, as pages and as data", async () => {
    const visitor = new HttpSession(server.url);
    const login = { email: "nobody@example.org", password: "wrong", username: "nobody" };
    const idea = {
      name: "Asha",
      email: "asha@example.org",
      phone: "1",
      subject: "S",
      message: "M",
    };
    await visitor.post("/login", login); // the one attempt this address has
    await visitor.post("/idea", idea); // the one idea this address may send
    const waits: Record<string, string | null> = {};
    for (const path of ["/login", "/login.data", "/admin", "/Admin.data"]) {
      const res = await visitor.post(path, login);
      waits[path] = `${res.status} ${res.headers.get("retry-after")}`;
    }
    for (const path of ["/idea", "/idea.data"]) {
      const res = await visitor.post(path, idea);
      waits[path] = `${res.status} ${res.headers.get("retry-after")}`;
    }
    for (const [path, answer] of Object.entries(waits)) expect(answer, path).toMatch(/^429 \d+$/);
  });
});
