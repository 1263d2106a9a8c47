import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./tests/support/ports.ts";

// A free port, chosen once: the workers inherit E2E_PORT (they load this file again), and two
// runs on one machine never collide.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

// Browser tests run against the production build (npm run build first) in Debian's Chromium:
// test tools cannot download browsers here.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
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
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node tests/support/e2e-server.ts`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
