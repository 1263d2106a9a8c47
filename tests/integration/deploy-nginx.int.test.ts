// docs/deploy.md's setup, run for real: deploy/nginx/sic.conf as shipped (only the example site's
// names, ports and paths swapped for temporary ones) in front of two production servers on one
// PostgreSQL. Through nginx over HTTPS: a page, compressed; a script kept for a year and cached
// by nginx; HTTP sent to HTTPS; a staff login; a photo upload past nginx's default 1 MB limit;
// the new photo's sizes cached; public pages answered from nginx's one-second copies, yet a staff
// change showing through within about a second whichever server answers, signed-in staff and POSTs
// never cached; and both app servers answering, as their own request logs show.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "~/.server/config";
import { MULTIPART_OVERHEAD } from "~/.server/forms/body";
import { HttpSession } from "../support/http-session";
import {
  nginxBinary,
  type RunningNginx,
  renderSiteConf,
  SITE_CONF,
  selfSignedCertificate,
  startNginx,
} from "../support/nginx";
import { freePort } from "../support/ports";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, postgresAvailable } from "../support/test-db";

const nginx = nginxBinary();
const BUILD_CLIENT = path.resolve(import.meta.dirname, "../../build/client");

/** A photo of noise: JPEG cannot shrink it, so it is well past nginx's default 1 MB body limit. */
async function largePhoto(): Promise<Buffer> {
  const [width, height] = [1200, 900];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe.runIf(nginx && (await postgresAvailable()))("two app servers behind nginx", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-nginx-"));
  const servers: RunningServer[] = [];
  let proxy: RunningNginx | undefined;
  let drop = async () => {};
  let site = "";
  let httpPort = 0;
  /** Every request id nginx gave, to find in the app servers' logs. */
  const ids: string[] = [];
  /** Those nginx answered from its copies, without asking an app server. */
  const fromCopies = new Set<string>();

  async function get(url: string, init: RequestInit = {}) {
    const res = await fetch(url, { redirect: "manual", ...init });
    const id = res.headers.get("x-request-id");
    if (id) ids.push(id);
    if (id && /^(?:HIT|STALE|UPDATING)$/.test(res.headers.get("x-cache-status") ?? ""))
      fromCopies.add(id);
    return res;
  }

  /** The app server that logged a request id (its index in `servers`), or -1. */
  const serverOf = (id: string) => servers.findIndex((s) => s.output().includes(`"id":"${id}"`));

  beforeAll(async () => {
    const database = await createPgDatabase();
    drop = database.drop;
    const [httpsPort, a, b] = [await freePort(), await freePort(), await freePort()];
    httpPort = await freePort();
    site = `https://localhost:${httpsPort}`;
    const env = {
      DATABASE_URL: database.url,
      TRUST_PROXY: "true",
      PUBLIC_URL: site,
      LOG_REQUESTS: "true",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    };
    // One after the other: the first applies the migrations and loads the sample content.
    servers.push(await startServer({ port: a, env }));
    servers.push(await startServer({ port: b, env }));

    const { certificate, key } = selfSignedCertificate(dir);
    // This test's fetch trusts the certificate, as browsers trust the real one.
    tls.setDefaultCACertificates([
      ...tls.getCACertificates("default"),
      fs.readFileSync(certificate, "utf8"),
    ]);
    const logDir = path.join(dir, "log");
    fs.mkdirSync(logDir);
    const conf = renderSiteConf(fs.readFileSync(SITE_CONF, "utf8"), {
      serverName: "localhost",
      httpPort,
      httpsPort,
      upstreamPorts: [a, b],
      certificate,
      key,
      cacheDir: path.join(dir, "cache"),
      logDir,
    });
    proxy = await startNginx(nginx as string, dir, conf, httpsPort);
  }, 240_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const s of servers) await s.stop();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves a public page over HTTPS, compressed, with nginx's request id", async () => {
    const res = await get(`${site}/`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toMatch(/^(gzip|br)$/);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(await res.text()).toContain("</html>");
  });

  it("keeps scripts for a year, and nginx answers repeats itself", async () => {
    const html = await (await get(`${site}/`)).text();
    // One the build precompressed (the smallest ones it leaves as they are).
    const asset = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)]
      .map((m) => m[0])
      .find((a) => fs.existsSync(path.join(BUILD_CLIENT, `${a}.br`)));
    expect(asset).toBeTruthy();
    const first = await get(`${site}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("content-encoding")).toBe("br");
    await first.arrayBuffer();
    const again = await get(`${site}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(again.headers.get("x-cache-status")).toBe("HIT");
    expect(Buffer.from(await again.arrayBuffer()).length).toBeGreaterThan(0);
  });

  it("keeps /metrics from the internet: through nginx it is the 404 page", async () => {
    const res = await get(`${site}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("http_requests_total");
  });

  it("sends plain HTTP to the HTTPS address, path and query kept", async () => {
    const res = await fetch(`http://127.0.0.1:${httpPort}/gallery?page=2`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://localhost/gallery?page=2");
  });

  it("lets staff sign in and upload a photo of 1 MB and more, then serves and caches its sizes", async () => {
    const staff = new HttpSession(site);
    const login = await staff.post("/login", {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    expect(login.status, await login.clone().text()).toBe(302);
    expect(login.headers.get("location")).toBe("/admin-dashboard");
    expect(staff.cookieHeader()).toContain("__Secure-");
    const dashboard = await staff.get("/admin-dashboard");
    expect(dashboard.status).toBe(200);

    const photo = await largePhoto();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const upload = await staff.request("/api/gallery/event-02.jpg", {
      method: "POST",
      headers: {
        "Content-Type": "image/jpeg",
        "X-File-Name": "noise.jpg",
        "X-Alt-Text": encodeURIComponent("A test card of noise"),
      },
      body: new Uint8Array(photo),
    });
    for (const r of [login, dashboard, upload]) ids.push(r.headers.get("x-request-id") ?? "");
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { photo: stored } = (await upload.json()) as { photo: { image: { id: string } } };

    const size = `${site}/media/${stored.image.id}/320.avif`;
    const first = await get(size);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("immutable");
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = await get(size);
    expect(again.headers.get("x-cache-status")).toBe("HIT");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers an anonymous page from its copy, which no app server hears of", async () => {
    const url = `${site}/professor`;
    const init = { headers: { "Accept-Encoding": "gzip, br" } };
    const first = await get(url, init);
    expect(first.status).toBe(200);
    const body = Buffer.from(await first.arrayBuffer());
    const again = await get(url, init);
    expect(again.headers.get("x-cache-status")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe(first.headers.get("content-encoding"));
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    // Its own request id, never that of the request that fetched the copy.
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    // The browser's revalidation is answered by nginx too.
    const etag = again.headers.get("etag");
    expect(etag).toBeTruthy();
    const revalidated = await get(url, {
      headers: { ...init.headers, "If-None-Match": `${etag}` },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("x-cache-status")).toBe("HIT");
    // A text size chosen is a page of its own, never the plain page's copy.
    const larger = await get(url, { headers: { ...init.headers, Cookie: "display=larger" } });
    expect(larger.headers.get("x-cache-status")).not.toBe("HIT");
    expect(await larger.text()).toContain('data-text-size="larger"');
  });

  it("never answers signed-in staff from a copy, nor keeps their pages", async () => {
    const staff = new HttpSession(site);
    await staff.login(E2E_ADMIN.email, E2E_ADMIN.password);
    // Copied for visitors a moment ago: staff still reach an app server.
    await (await get(`${site}/professor`)).arrayBuffer();
    const signedIn = await staff.get("/professor");
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache-status")).toBe("BYPASS");
    expect(signedIn.headers.get("cache-control")).toContain("no-store");
    // A page staff fetched first is not kept for the visitor after them.
    const fresh = `/student?signed-in=${Date.now()}`;
    expect((await staff.get(fresh)).headers.get("x-cache-status")).toBe("BYPASS");
    expect((await get(`${site}${fresh}`)).headers.get("x-cache-status")).toBe("MISS");
  });

  it("never caches a POST, nor answers one from a copy", async () => {
    const address = `/professor?posted=${Date.now()}`;
    for (let i = 0; i < 2; i++) {
      const posted = await get(`${site}${address}`, { method: "POST", body: "a=1" });
      expect(posted.headers.get("x-cache-status")).toBeNull();
      await posted.arrayBuffer();
    }
    expect((await get(`${site}${address}`)).headers.get("x-cache-status")).toBe("MISS");
  });

  it("shows a staff change within about a second, whichever server answers", async () => {
    const staff = new HttpSession(site);
    await staff.login(E2E_ADMIN.email, E2E_ADMIN.password);
    const gallery = `${site}/gallery`;
    await (await get(gallery)).arrayBuffer();
    expect((await get(gallery)).headers.get("x-cache-status")).toBe("HIT");
    const alt = `A freshness check ${randomBytes(4).toString("hex")}`;
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#3a6" },
    })
      .jpeg()
      .toBuffer();
    const change = await staff.request("/api/gallery/event-03.jpg", {
      method: "POST",
      headers: {
        "Content-Type": "image/jpeg",
        "X-File-Name": "green.jpg",
        "X-Alt-Text": encodeURIComponent(alt),
      },
      body: new Uint8Array(photo),
    });
    expect(change.status, await change.clone().text()).toBe(200);
    const changed = Date.now();
    const changedOn = serverOf(change.headers.get("x-request-id") ?? "");
    expect(changedOn).toBeGreaterThanOrEqual(0);
    // Polled through nginx until the page shows the change: the first fresh answer, then one
    // fetched from the other app server, which heard of the change through the database.
    let shownAfter: number | undefined;
    let otherServerShowed = false;
    while (!otherServerShowed && Date.now() - changed < 10_000) {
      const res = await get(gallery);
      const fresh = (await res.text()).includes(alt);
      if (fresh) shownAfter ??= Date.now() - changed;
      if (!fresh) expect(shownAfter, "an old page after the new one").toBeUndefined();
      const id = res.headers.get("x-request-id") ?? "";
      if (fresh && !fromCopies.has(id)) {
        await expect.poll(() => serverOf(id), { timeout: 2000 }).toBeGreaterThanOrEqual(0);
        otherServerShowed = serverOf(id) !== changedOn;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(otherServerShowed).toBe(true);
    // nginx counts a copy's age in whole seconds: one second's copy lives 1 to 2 s, and the
    // fresh page then takes one render (uncached, on a busy machine up to a few hundred ms).
    expect(shownAfter).toBeLessThanOrEqual(2500);
    console.log(`the change showed through nginx after ${shownAfter} ms`);
  });

  it("shared the requests between both app servers, each logging nginx's request id", async () => {
    // Addresses of their own: nginx has no copy of them, each goes to an app server in turn.
    for (let i = 0; i < 4; i++) expect((await get(`${site}/notices?n=${i}`)).status).toBe(200);
    const servedNow = () =>
      servers.map((s) => ids.filter((id) => s.output().includes(`"id":"${id}"`)));
    // A server writes its log line once the answer has gone out: on a busy machine the last one
    // may still be on its way when the client has its answer.
    await expect
      .poll(() => servedNow().flat().length, { timeout: 5000 })
      .toBe(ids.length - fromCopies.size);
    const served = servedNow();
    expect(served[0].length, "requests served by the first server").toBeGreaterThan(0);
    expect(served[1].length, "requests served by the second server").toBeGreaterThan(0);
    // Every answer's id is in nginx's log; those it gave from its copies never reached a server.
    const logged = new Set(served.flat());
    // nginx too writes its line once the answer has gone out.
    const accessLog = () => fs.readFileSync(path.join(dir, "log", "sic.access.log"), "utf8");
    await expect
      .poll(() => ids.filter((id) => !accessLog().includes(`id=${id} `)), { timeout: 5000 })
      .toEqual([]);
    const access = accessLog();
    const hits = ids.filter((id) => !logged.has(id));
    expect(hits).toEqual([...fromCopies]);
    expect(hits.length).toBeGreaterThanOrEqual(4);
    for (const id of hits)
      expect(access).toMatch(new RegExp(`id=${id} upstream=- cache=(HIT|STALE|UPDATING)`));
    for (const id of logged)
      expect(access).toMatch(new RegExp(`id=${id} upstream=127\\.0\\.0\\.1:`));
  });
});

describe("the deployment files docs/deploy.md hands out", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const files = [
    "deploy/nginx/sic.conf",
    "deploy/systemd/sic@.service",
    "deploy/systemd/sic.env.example",
    "deploy/cron/sic-backup",
  ];

  it("are quoted whole in the guide, so what people read is what the test runs", () => {
    const guide = read("docs/deploy.md");
    for (const file of files) {
      const quoted = guide.includes(`\n${read(file)}\`\`\``);
      expect(quoted, `docs/deploy.md must quote ${file} as it is, in a code block`).toBe(true);
    }
  });

  it("name only variables the server reads", () => {
    const known = new Set([
      ...[...read("app/.server/config.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]),
      // Read by the system's loader and allocator, not by the server (decision 019).
      "LD_PRELOAD",
      "MALLOC_CONF",
      "MALLOC_ARENA_MAX",
      // Read by the backup's cron line (deploy/cron/sic-backup), not by the server.
      "BACKUP_RECIPIENT",
    ]);
    const named = [
      ...read("deploy/systemd/sic.env.example").matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm),
      ...read("deploy/systemd/sic@.service").matchAll(/^Environment=([A-Z][A-Z0-9_]+)=/gm),
    ].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(8);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it("let nginx pass an upload as large as the server accepts", () => {
    const size = /client_max_body_size (\d+)m;/.exec(read("deploy/nginx/sic.conf"))?.[1];
    const config = getConfig();
    const accepted = Math.max(config.MEDIA_MAX_BYTES, config.PDF_MAX_BYTES) + MULTIPART_OVERHEAD;
    expect(Number(size) * 1024 * 1024).toBeGreaterThanOrEqual(accepted);
  });

  // systemd's own check of the unit, where systemd's tools are installed (it needs no running
  // systemd); the paths of a real installation are swapped for this checkout's.
  it.runIf(fs.existsSync("/usr/bin/systemd-analyze"))("hold a unit systemd accepts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sic-unit-"));
    try {
      const unit = read("deploy/systemd/sic@.service")
        .replaceAll("/srv/sic", root)
        .replaceAll("/etc/sic/sic.env", path.join(dir, "sic.env"));
      fs.writeFileSync(path.join(dir, "sic@.service"), unit);
      fs.writeFileSync(path.join(dir, "sic.env"), read("deploy/systemd/sic.env.example"));
      const result = spawnSync("systemd-analyze", ["verify", "./sic@3001.service"], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(`${result.stdout}${result.stderr}`).toBe("");
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
