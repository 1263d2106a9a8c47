import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./tests/support/ports.ts";

// A free port, chosen once: the workers inherit E2E_PORT (they load this file again), and two
// runs on one machine never collide.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_CONTENT_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
// Where the mail stories' server keeps the e-mails it sends (a real SMTP server beside it). The
// stories read E2E_MAIL_FILES; only that server is given E2E_MAIL_DIR (every server inherits this
// process's environment, and the others must send no mail).
process.env.E2E_MAIL_FILES ??= mkdtempSync(join(tmpdir(), "sic-e2e-mail-"));
const port = Number(process.env.E2E_PORT);
const contentPort = Number(process.env.E2E_CONTENT_PORT);
const mailPort = Number(process.env.E2E_MAIL_PORT);

// The back-office stories publish startups, events, mentors and photos: they get a server of
// their own, so the tests of the spec's pages keep counting the sample content as seeded.
const CONTENT_STORIES = ["**/content-*.e2e.ts", "**/gallery-albums.e2e.ts"];
// An event's 100 photos change what /gallery shows: after the content stories (which count the
// sample's 28 photos there), on their server, before going live.
const GALLERY_BULK = "**/gallery-bulk.e2e.ts";
// Going live renames the centre for good: it runs once the other content stories are done.
const GO_LIVE = "**/go-live.e2e.ts";
/** Stories that read the e-mails the site sends: their own server, which sends them. */
const MAIL_STORIES = "**/mail-*.e2e.ts";

const server = (p: number, env: Record<string, string> = {}) => ({
  command: `node tests/support/e2e-server.ts`,
  env: { PORT: String(p), ...env },
  url: `http://localhost:${p}/healthz`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "pipe" as const,
});

// Browser tests run against the production build (npm run build first) in Debian's Chromium:
// test tools cannot download browsers here.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Two workers, three servers and Chromium share two cores: a story of 15 s here took over 30 s
  // in a CI run on the same kind of machine at half its speed. Long stories set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-quic",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [...CONTENT_STORIES, GALLERY_BULK, GO_LIVE, MAIL_STORIES],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "content",
      testMatch: CONTENT_STORIES,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${contentPort}`,
      },
    },
    {
      name: "gallery-bulk",
      testMatch: GALLERY_BULK,
      dependencies: ["content"],
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${contentPort}`,
      },
    },
    {
      name: "mail",
      testMatch: MAIL_STORIES,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${mailPort}`,
      },
    },
    {
      name: "go-live",
      testMatch: GO_LIVE,
      dependencies: ["content", "gallery-bulk"],
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://localhost:${contentPort}`,
      },
    },
  ],
  webServer: [
    server(port),
    server(contentPort),
    server(mailPort, { E2E_MAIL_DIR: process.env.E2E_MAIL_FILES }),
  ],
});
