// Media lives in the database: a photo replaced through one app server is shown and served by
// another one on the same PostgreSQL, and a variant one server makes on request is stored for both.
import { afterAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../support/jpeg-fixtures";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  expect(res.status, "admin login").toBe(302);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function photoId(url: string, slot: number): Promise<string | undefined> {
  const html = await (await fetch(`${url}/gallery`)).text();
  return [...html.matchAll(/<img[^>]*src="\/media\/([\w-]+)\/\d+\.jpg"/g)][slot - 1]?.[1];
}

describe.runIf(await postgresAvailable())("media shared by two app servers", () => {
  const servers: RunningServer[] = [];
  let drop: () => Promise<void> = async () => {};
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await drop();
  });

  it("serves a photo replaced through the other server, and variants either one made", async () => {
    const database = await createPgDatabase();
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    };
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    const [a, b] = servers;

    const res = await fetch(`${a.url}/api/gallery/event-02.jpg`, {
      method: "POST",
      headers: {
        Origin: a.url,
        Cookie: await login(a.url),
        "Content-Type": "image/jpeg",
        "X-File-Name": "shared.jpg",
        "X-Alt-Text": encodeURIComponent("A test card, replaced"),
      },
      body: new Uint8Array(await makeJpeg({ width: 1000, height: 700, left: "#3c6" })),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { photo } = (await res.json()) as { photo: { image: { id: string } } };
    expect(await photoId(b.url, 2)).toBe(photo.image.id);
    const fromB = await fetch(`${b.url}/media/${photo.image.id}/320.avif`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("cache-control")).toContain("immutable");

    // A seeded image's variant made on request by B is then read by A from the database.
    const seeded = (await photoId(a.url, 3)) as string;
    const madeByB = Buffer.from(
      await (await fetch(`${b.url}/media/${seeded}/960.webp`)).arrayBuffer(),
    );
    const readByA = Buffer.from(
      await (await fetch(`${a.url}/media/${seeded}/960.webp`)).arrayBuffer(),
    );
    expect(madeByB.length).toBeGreaterThan(100);
    expect(readByA.equals(madeByB)).toBe(true);
  }, 240_000);
});
