// The running server's request log: one line of JSON per request, with the id the answer carries
// in X-Request-Id, and neither the query string nor anything a visitor typed.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

describe("request log", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({});
  }, 180_000);
  afterAll(() => server?.stop());

  it("writes one JSON line per request, tied to the answer by its request id", async () => {
    const answer = await fetch(`${server.url}/search?q=asha.verma%40example.org`);
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(/^[\w-]{12}$/);
    await expect
      .poll(() =>
        server
          .output()
          .split("\n")
          .find((l) => l.includes(`"id":"${id}"`)),
      )
      .toBeTruthy();
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes(`"id":"${id}"`));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/search",
      status: 200,
      id,
    });
    expect(server.output()).not.toContain("asha.verma");
  });

  it("logs a form posted from another site as one short refusal line, without a stack", async () => {
    const answer = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=x",
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const id = answer.headers.get("x-request-id");
    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.includes(`"id":"${id}"`) && !l.includes('"msg":"request"'));
    await expect.poll(() => lines().length).toBeGreaterThan(0);
    expect(lines()).toHaveLength(1);
    expect(JSON.parse(lines()[0])).toEqual({
      time: expect.any(String),
      msg: "refused",
      method: "POST",
      path: "/contact",
      id,
      reason: "foreign origin",
    });
  });

  it("keeps an idle connection open past Node's default 5 s, so a proxy's reused one is not reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${server.url}/healthz`, { agent }, (res) => {
            const port = res.socket.localPort ?? 0;
            res.resume();
            res.on("end", () => resolve(port));
          })
          .on("error", reject);
      });
    try {
      const first = await get();
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await get()).toBe(first);
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it("does not take a request id from a client when no proxy is trusted", async () => {
    const answer = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "forged" } });
    expect(answer.headers.get("x-request-id")).not.toBe("forged");
  });
});
