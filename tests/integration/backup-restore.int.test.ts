// Issue 15: a site backed up while it runs comes back from its file, into a fresh data directory
// and into a fresh PostgreSQL database, with the same pages, photo bytes, ideas and accounts.
// Run from a PGlite site (the backup goes through the running server's socket) and from a
// PostgreSQL one (read beside the running server).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_APPLICATIONS } from "~/.server/sample/data/round";
import { runScript } from "../support/cli";
import { HttpSession } from "../support/http-session";
import { makeJpeg } from "../support/jpeg-fixtures";
import { E2E_ADMIN, freshDataDir, type RunningServer, startServer } from "../support/server";
import { siteFingerprint } from "../support/site-fingerprint";
import { createPgDatabase, dbKinds } from "../support/test-db";
import { addUser, type CliEnv, withCliDb } from "../support/users-cli";

const MEMBER = {
  email: "meera@example.org",
  name: "Meera",
  role: "member" as const,
  password: "a long member passphrase",
};
const HINDI_IDEA = {
  name: "आशा कुमारी",
  email: "asha@example.org",
  phone: "9876543210",
  subject: "मखाना किसानों के लिए बाज़ार",
  message: "दरभंगा के मखाना किसानों को सीधे ख़रीदारों से जोड़ने का विचार।",
};

/**
 * A page's text with what differs by server taken out: its own address and the
 * default preview card's name (a hash of the address printed on the card).
 */
async function pageText(server: RunningServer, pathname: string): Promise<string> {
  const res = await fetch(`${server.url}${pathname}`);
  expect(res.status, `${pathname} on ${server.url}`).toBe(200);
  return (await res.text())
    .replaceAll(server.url, "ORIGIN")
    .replaceAll(encodeURIComponent(server.url), "ORIGIN")
    .replace(/\/og\/default-\w+\.jpg/g, "/og/default.jpg");
}

/** Where two texts first differ, with a little context, so a failure reads in one line. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length
    ? ""
    : `…${a.slice(i - 60, i + 60)}… vs …${b.slice(i - 60, i + 60)}…`;
}

async function publicPaths(server: RunningServer): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

async function uploadPhoto(server: RunningServer) {
  const admin = new HttpSession(server.url);
  await admin.login(E2E_ADMIN.email, E2E_ADMIN.password);
  const res = await admin.request("/api/gallery/event-02.jpg", {
    method: "POST",
    headers: {
      "Content-Type": "image/jpeg",
      "X-File-Name": "backup-test.jpg",
      "X-Alt-Text": encodeURIComponent("A card made for the backup test"),
    },
    body: new Uint8Array(await makeJpeg({ width: 1000, height: 700, left: "#c63" })),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function siteOn(kind: "pglite" | "postgres"): Promise<CliEnv> {
  if (kind === "pglite") return { DATA_DIR: freshDataDir("restore") };
  const database = await createPgDatabase();
  cleanups.push(database.drop);
  return { DATA_DIR: freshDataDir("restore"), DATABASE_URL: database.url };
}

async function serve(env: CliEnv): Promise<RunningServer> {
  const server = await startServer({
    dataDir: env.DATA_DIR,
    env: {
      DATABASE_URL: env.DATABASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  });
  cleanups.push(() => server.stop());
  return server;
}

describe.each(await dbKinds())("a site on %s, backed up while it runs", (sourceKind) => {
  it("is restored with the same pages, photos, ideas and accounts on PGlite and PostgreSQL", async () => {
    const source = await siteOn(sourceKind);
    let running = await serve(source);
    await addUser(source, MEMBER);
    await uploadPhoto(running);
    const visitor = new HttpSession(running.url);
    await visitor.post("/idea", HINDI_IDEA);

    // A second idea arrives while the backup is being written: the file holds it or not, whole.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sic-backup-")), "site.backup");
    const [backup] = await Promise.all([
      runScript("backup", ["--out", file], source),
      visitor.post("/idea", { ...HINDI_IDEA, email: "asha.k@example.org" }),
    ]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*site\.backup \(/);
    expect(fs.statSync(file).mode & 0o077, "owner-only file").toBe(0);

    await running.stop();
    const expected = await withCliDb(source, siteFingerprint);
    // The sample's fictional applications, then the two sent here.
    expect(expected.ideas.length).toBe(SAMPLE_APPLICATIONS.length + 2);

    const targets = [await siteOn("pglite"), await siteOn("postgres")];
    for (const target of targets) {
      const restore = await runScript("restore", [file], target);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      const restored = await withCliDb(target, siteFingerprint);
      expect(restored.variants.length).toBeGreaterThan(0);
      expect(restored.variants).toEqual(expected.variants);
      expect(restored.pdfs).toEqual(expected.pdfs);
      expect(restored.users).toEqual(expected.users);
      expect(restored.ideas.length).toBeGreaterThanOrEqual(SAMPLE_APPLICATIONS.length + 1);
      expect(restored.ideas).toEqual(expected.ideas.slice(0, restored.ideas.length));
    }

    running = await serve(source);
    const paths = await publicPaths(running);
    expect(paths.length).toBeGreaterThan(20);
    for (const target of targets) {
      const server = await serve(target);
      for (const pathname of paths) {
        const difference = firstDifference(
          await pageText(server, pathname),
          await pageText(running, pathname),
        );
        expect(difference, pathname).toBe("");
      }
      for (const account of [E2E_ADMIN, MEMBER]) {
        await new HttpSession(server.url).login(account.email, account.password);
      }
      await server.stop();
    }
  }, 400_000);
});
