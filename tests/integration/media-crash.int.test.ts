// A server killed (SIGKILL, no clean shutdown) while an admin replaces a photo: after a restart
// on the same database the old photo is intact and served, and a replacement then works.
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { E2E_ADMIN, freshDataDir, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, dbKinds } from "../support/test-db";

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  expect(res.status, "admin login").toBe(302);
  return cookies.join("; ");
}

/** The media id /gallery shows for the first photo (event-01.jpg). */
async function firstPhotoId(url: string): Promise<string> {
  const html = await (await fetch(`${url}/gallery`)).text();
  const id = /\/media\/([\w-]+)\/\d+\.jpg/.exec(html)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/**
 * A large real JPEG: noise keeps it big (several MB) and slow to encode, so a kill soon after the
 * body arrives lands while the server decodes and encodes. A failure between the variant writes
 * themselves is injected in media.int.test.ts.
 */
function bigJpeg() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * Sends `bytes` to the replacement endpoint as a slow stream and SIGKILLs the server once
 * `killAfter` bytes are sent, or, for the whole body, once the server says it is making the
 * photo's sizes (the kill lands while it decodes, encodes or writes them).
 */
async function uploadAndKill(
  server: RunningServer,
  cookie: string,
  bytes: Buffer,
  killAfter: number,
) {
  const chunk = 256 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes.length) {
        controller.close();
        if (killAfter >= bytes.length) void killWhenProcessing(server);
        return;
      }
      const part = bytes.subarray(sent, Math.min(sent + chunk, bytes.length));
      sent += part.length;
      controller.enqueue(part);
      if (sent >= killAfter && killAfter < bytes.length) server.process.kill("SIGKILL");
      await new Promise((r) => setTimeout(r, 20));
    },
  });
  const attempt = fetch(`${server.url}/api/gallery/event-01.jpg`, {
    method: "POST",
    headers: {
      Origin: server.url,
      Cookie: cookie,
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "X-File-Name": "big.jpg",
      "X-Alt-Text": encodeURIComponent("A test card, replaced"),
    },
    body,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM types lack it.
    duplex: "half",
  });
  await attempt.then(
    () => undefined,
    () => undefined,
  );
  await new Promise<void>((resolve) =>
    server.process.exitCode !== null || server.process.signalCode
      ? resolve()
      : server.process.once("exit", () => resolve()),
  );
}

/** SIGKILLs the server as soon as its log says it started making an uploaded photo's sizes. */
async function killWhenProcessing(server: RunningServer) {
  try {
    await expect
      .poll(() => server.output().includes("Gallery: making the sizes"), { timeout: 30_000 })
      .toBe(true);
  } finally {
    server.process.kill("SIGKILL");
  }
}

describe.each(await dbKinds())("a server killed during a photo replacement (%s)", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("keeps the old photo intact and served, then replaces it normally", async () => {
    const env: Record<string, string> = {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    };
    if (kind === "postgres") {
      const database = await createPgDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const dataDir = freshDataDir("media-crash");
    const start = async () => {
      const s = await startServer({ dataDir, env });
      // stop() waits for an exit that a SIGKILLed child has already had: skip those.
      cleanups.push(async () => {
        if (s.process.exitCode === null && s.process.signalCode === null) await s.stop();
      });
      return s;
    };

    let server = await start();
    const oldId = await firstPhotoId(server.url);
    const oldJpeg = await (await fetch(`${server.url}/media/${oldId}/640.jpg`)).arrayBuffer();
    const upload = await bigJpeg();

    // 1. Killed half-way through receiving the upload.
    await uploadAndKill(server, await login(server.url), upload, upload.length / 2);
    server = await start();
    expect(await firstPhotoId(server.url)).toBe(oldId);

    // 2. Killed after the upload arrived, while the server processes and stores it.
    await uploadAndKill(server, await login(server.url), upload, upload.length);
    server = await start();
    expect(await firstPhotoId(server.url)).toBe(oldId);
    const served = await fetch(`${server.url}/media/${oldId}/640.jpg`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(oldJpeg))).toBe(true);

    // 3. The same upload, uninterrupted, replaces the photo.
    const res = await fetch(`${server.url}/api/gallery/event-01.jpg`, {
      method: "POST",
      headers: {
        Origin: server.url,
        Cookie: await login(server.url),
        "Content-Type": "image/jpeg",
        "X-File-Name": "big.jpg",
        "X-Alt-Text": encodeURIComponent("A test card, replaced"),
      },
      body: new Uint8Array(upload),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const newId = await firstPhotoId(server.url);
    expect(newId).not.toBe(oldId);
    expect((await fetch(`${server.url}/media/${newId}/320.avif`)).status).toBe(200);
  }, 240_000);
});
