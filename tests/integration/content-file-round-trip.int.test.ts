// Issue 24, section 2: a site's content file, imported into a second, empty site, makes every
// public page of the second read as the first, in English and in Hindi. Both sites are the
// production server; the file is written and read by `npm run content` as an IT person runs it
// (through the running server's socket on PGlite, beside it on PostgreSQL). The source runs on
// each database, the target on the other one where PostgreSQL answers.
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { runScript } from "../support/cli";
import { tempFile } from "../support/content-file";
import { HttpSession } from "../support/http-session";
import { makeJpeg } from "../support/jpeg-fixtures";
import { E2E_ADMIN, freshDataDir, type RunningServer, startServer } from "../support/server";
import { createPgDatabase, dbKinds } from "../support/test-db";
import type { CliEnv } from "../support/users-cli";

const built = fs.existsSync("build/server/index.js");

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function siteOn(kind: "pglite" | "postgres"): Promise<CliEnv> {
  if (kind === "pglite") return { DATA_DIR: freshDataDir("content") };
  const database = await createPgDatabase();
  cleanups.push(database.drop);
  return { DATA_DIR: freshDataDir("content"), DATABASE_URL: database.url };
}

async function serve(env: CliEnv, seed: boolean): Promise<RunningServer> {
  const server = await startServer({
    dataDir: env.DATA_DIR,
    timeoutMs: 280_000,
    env: {
      DATABASE_URL: env.DATABASE_URL,
      SEED: seed ? "true" : "false",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  });
  cleanups.push(() => server.stop());
  return server;
}

/**
 * A page's main content, with what differs by server taken out: its address and the
 * instant of its "Last updated" line (the import is a change of content, made later; the day stays).
 */
async function mainOf(server: RunningServer, pathname: string): Promise<string> {
  const res = await fetch(`${server.url}${pathname}`);
  expect(res.status, `${pathname} on ${server.url}`).toBe(200);
  const html = await res.text();
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return (
    main
      .replaceAll(server.url, "ORIGIN")
      .replaceAll(encodeURIComponent(server.url), "ORIGIN")
      .replace(/(last-updated">[^<]*(?:<!-- -->)?\s*<time dateTime=")[^"]+/g, "$1AT")
      // Places left count registrations: people's data, which the content file does not carry.
      .replace(/<section id="register"[\s\S]*?<\/section>/g, "REGISTRATION")
  );
}

async function publicPaths(server: RunningServer): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length
    ? ""
    : `…${a.slice(i - 80, i + 80)}… vs …${b.slice(i - 80, i + 80)}…`;
}

/** Edits of every kind through the back office: a published change, a draft, pending changes, a photo. */
async function edit(server: RunningServer) {
  const admin = new HttpSession(server.url);
  await admin.login(E2E_ADMIN.email, E2E_ADMIN.password);
  const faqs = [
    ...(await (await admin.get("/admin-dashboard/faq")).text()).matchAll(/id="item-faq-(\d+)"/g),
  ].map((m) => m[1]);
  const post = async (path: string, form: Record<string, string>) =>
    expect((await admin.post(path, form)).status, path).toBe(302);
  await post(`/admin-dashboard/faq/${faqs[0]}`, {
    intent: "publish",
    question: "Who may apply to the centre?",
    questionHi: "केंद्र में कौन आवेदन कर सकता है?",
    answer: "Any **student** or alumnus, with a team or alone.",
    answerHi: "कोई भी छात्र या पूर्व छात्र।",
  });
  await post(`/admin-dashboard/faq/${faqs[1]}`, {
    intent: "draft",
    question: "A change not published yet?",
    answer: "Yes: the public keeps the old one.",
  });
  await post("/admin-dashboard/faq/new", {
    intent: "draft",
    question: "A draft question?",
    answer: "Not public yet.",
  });
  const res = await admin.request("/api/gallery/event-02.jpg", {
    method: "POST",
    headers: {
      "Content-Type": "image/jpeg",
      "X-File-Name": "round-trip.jpg",
      "X-Alt-Text": encodeURIComponent("A card made for the round trip"),
    },
    body: new Uint8Array(await makeJpeg({ width: 1000, height: 700, left: "#36c" })),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe.skipIf(!built).each(await dbKinds())("a site on %s, exported", (sourceKind) => {
  it("imported into an empty site, makes every public page read the same, EN and HI", async () => {
    const kinds = await dbKinds();
    const targetKind = kinds.find((k) => k !== sourceKind) ?? sourceKind;
    const source = await siteOn(sourceKind);
    const running = await serve(source, true);
    await edit(running);

    const file = tempFile();
    const started = performance.now();
    const exported = await runScript("content", ["export", file], source);
    expect(exported.stderr).toBe("");
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^Content written: .*content\.zip \(\d+\.\d MB; \d+ items/);
    console.log(
      `${sourceKind}: ${exported.stdout.trim()} (CLI ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    // An empty site: no sample content, only what start-up makes.
    const target = await siteOn(targetKind);
    const dry = await runScript("content", ["import", file], target);
    expect(dry.stderr).toBe("");
    expect(dry.stdout).toMatch(/Importing it will do this:\n {2}Startups: 30 added/);
    expect(dry.stdout).toMatch(/run the same command with --yes/);
    const applied = await runScript("content", ["import", file, "--yes"], target);
    expect(applied.stderr).toBe("");
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(/^Imported \(/);
    console.log(`${targetKind}: ${applied.stdout.split("\n")[0]}`);

    const second = await serve(target, false);
    const paths = await publicPaths(running);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((p) => p.startsWith("/hi")).length).toBeGreaterThan(20);
    expect(await publicPaths(second)).toEqual(paths);
    const differences: string[] = [];
    for (const pathname of paths) {
      const difference = firstDifference(
        await mainOf(second, pathname),
        await mainOf(running, pathname),
      );
      if (difference) differences.push(`${pathname}: ${difference}`);
    }
    expect(differences).toEqual([]);
    // The FAQ edits came along: published, pending and draft alike.
    const home = await mainOf(second, "/");
    expect(home).toContain("Who may apply to the centre?");
    expect(home).not.toContain("A draft question?");
    expect(home).not.toContain("A change not published yet?");
  }, 900_000);
});
