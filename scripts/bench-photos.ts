// `node scripts/bench-photos.ts [--photos 100] [--no-wait] [--plain] [--build]`: an event's photos uploaded in one go,
// measured (issue 25). Starts the production server on a fresh data directory (as `npm start`,
// with the allocator lines of deploy/systemd/sic@.service when installed), signs in, makes 100
// camera-sized JPEGs (3000×2000, 1–2 MB of noise-ish pixels that compress like a photo) and sends
// them as the back office's uploader does: one file per request, two at a time. Meanwhile a
// visitor fetches /gallery and / one after the other. Prints the upload time, the time until the
// background encoding of every size is done, the server's peak memory (RSS and PSS of its process
// tree, sampled every 100 ms) and the visitor's p50/p95 before, during the upload and during the
// background encoding. A benchmark, not a test: it asserts nothing (decision 037 has the figures).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startServer } from "../tests/support/server.ts";
import { allocatorOfTheUnit } from "./bench/allocator.ts";
import { type Memory, sampleMemory, treeMemory } from "./bench/processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const count = Number(args[args.indexOf("--photos") + 1]) || 100;
// --no-wait: stop once the uploads are answered (the background encoding is not waited for).
const waitForSizes = !args.includes("--no-wait");
if (args.includes("--build")) execSync("npm run build", { cwd: root, stdio: "inherit" });
const ADMIN = {
  email: "bench-admin@example.org",
  password: "a benchmark passphrase of some length",
};

/** A photo-like JPEG: coarse noise smoothed up to camera size (flat colour would be 100 KB). */
async function cameraPhoto(): Promise<Buffer> {
  const [w, h] = [750, 500];
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(3000, 2000, { kernel: "cubic" })
    .jpeg({ quality: 82 })
    .toBuffer();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
};
const ms = (n: number) => `${Math.round(n)} ms`;
const mb = (m: Memory | undefined) =>
  m ? `RSS ${Math.round(m.rssMb)} MB, PSS ${Math.round(m.pssMb)} MB` : "not measured";

/** Fetches public pages one after the other until stopped; each page's time in ms. */
function visitor(base: string) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${i % 2 ? "/" : "/gallery"}`);
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
      times.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { times, failures };
    },
  };
}

async function main() {
  // --plain: the allocator a plain `npm start` has (glibc malloc), as a newcomer runs it.
  const allocator = args.includes("--plain") ? {} : allocatorOfTheUnit(root);
  console.log(`Making ${count} photos of 3000×2000…`);
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await cameraPhoto());
  const total = photos.reduce((n, p) => n + p.length, 0);
  console.log(`${count} photos, ${(total / count / 1024 / 1024).toFixed(2)} MB on average.`);

  const server = await startServer({
    timeoutMs: 300_000,
    env: {
      LOG_REQUESTS: "false",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...allocator,
    },
  });
  const pid = server.process.pid ?? 0;
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // The public pages at rest (their first answers made, as on a site that has run a while).
    const idle = visitor(server.url);
    await new Promise((r) => setTimeout(r, 5000));
    const before = await idle.stop();

    const rest = await treeMemory(pid);
    const memory = sampleMemory(pid);
    const during = visitor(server.url);
    const started = performance.now();
    let next = 0;
    const failed: string[] = [];
    const send = async () => {
      for (let i = next++; i < photos.length; i = next++) {
        const res = await fetch(`${server.url}/api/gallery-photos`, {
          method: "POST",
          headers: {
            cookie,
            origin: server.url,
            "content-type": "application/octet-stream",
            "x-file-name": `dsc-${i}.jpg`,
          },
          body: new Uint8Array(photos[i]),
        });
        const answer = (await res.json()) as { ok: boolean; message?: string };
        if (!answer.ok) failed.push(`dsc-${i}.jpg: ${answer.message}`);
      }
    };
    await Promise.all([send(), send()]);
    const uploaded = performance.now() - started;
    const upload = await during.stop();
    const uploadPeak = memory.stop();

    // The sizes are made in the background: until the job's line says the batch is done.
    const afterwards = sampleMemory(pid);
    const encoding = visitor(server.url);
    // The job logs when its queue runs dry: the last upload's sizes take seconds, so the line that
    // ends the batch comes after the last answer.
    const from = server.output().length;
    const isDone = () =>
      server
        .output()
        .slice(from)
        .split("\n")
        .some((l) => l.includes('"job":"media-encode-later"'));
    while (waitForSizes && !isDone()) await new Promise((r) => setTimeout(r, 250));
    const encoded = performance.now() - started;
    const background = await encoding.stop();
    const encodePeak = afterwards.stop();

    const line = (label: string, v: { times: number[]; failures: number }) =>
      `  ${label}: ${v.times.length} pages, p50 ${ms(percentile(v.times, 0.5))}, p95 ${ms(percentile(v.times, 0.95))}${v.failures ? `, ${v.failures} failed` : ""}`;
    console.log(
      [
        "",
        `Photos by the hundred: ${count} photos (${(total / 1024 / 1024).toFixed(0)} MB), two requests at a time`,
        `  uploaded and stored: ${(uploaded / 1000).toFixed(1)} s (${ms(uploaded / count)} a photo)${failed.length ? `; refused: ${failed.join("; ")}` : ""}`,
        waitForSizes
          ? `  every size made (background): ${(encoded / 1000).toFixed(1)} s after the first byte`
          : "  the background encoding was not waited for (--no-wait)",
        `  server's memory at rest before: ${mb(rest)}`,
        `  server's peak memory during the upload: ${mb(uploadPeak)}`,
        `  server's peak memory during the background encoding: ${mb(encodePeak)}`,
        "Public pages (/gallery and /, one at a time):",
        line("before", before),
        line("during the upload", upload),
        line("during the background encoding", background),
        Object.keys(allocator).length
          ? "Allocator: as the systemd unit (jemalloc)"
          : "Allocator: glibc malloc",
      ].join("\n"),
    );
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
